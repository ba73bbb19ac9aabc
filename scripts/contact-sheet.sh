#!/usr/bin/env bash
# Draws the contact sheet of the built-in features (docs/images/contact-sheet-iphone-15.png):
# every built-in at `--device iphone-15`, in light and dark at the default text size and in light
# at an accessibility size, one column per feature. Run it again after a change of look:
#   scripts/contact-sheet.sh [OUTPUT.png [TITLE]]
# Needs a built uistate (UISTATE_BIN, else .build/debug/uistate) and headless Chromium
# (UISTATE_CHROMIUM, else chromium on PATH), as `uistate render --format png` does. A uistate
# from before devices existed (its `render` has no --device) draws its bare 390 x 844 screen:
# that is how docs/images/contact-sheet-before.png was drawn, from a build of 85085ef.
set -euo pipefail
cd "$(dirname "$0")/.."
BIN="${UISTATE_BIN:-.build/debug/uistate}"
CHROMIUM="${UISTATE_CHROMIUM:-$(command -v chromium || command -v chromium-browser)}"
OUTPUT="${1:-docs/images/contact-sheet-iphone-15.png}"
screen=(--device iphone-15 --scale 1)
if ! "$BIN" render --help | grep -q -- --device; then screen=(--width 390 --height 844); fi
TITLE="${2:-uistate built-ins on an iPhone 15: light, dark, light at accessibilityMedium}"
features=$("$BIN" render --help | sed -n 's/^Features: \(.*\)\.$/\1/p' | tr -d ',')
variants=("light large" "dark large" "light accessibilityMedium")
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# One PNG per feature and variant, at 1x: the sheet shows them at half size anyway.
for feature in $features; do
    for variant in "${variants[@]}"; do
        read -r scheme size <<<"$variant"
        "$BIN" render "$feature" "${screen[@]}" --env colorScheme="$scheme" \
            --env dynamicTypeSize="$size" --format png --output "$work/$feature-$scheme-$size.png"
    done
done

count=$(wc -w <<<"$features")
width=$((count * 212 + 24))
height=$((${#variants[@]} * 470 + 64))
{
    echo '<!DOCTYPE html><html><head><meta charset="utf-8"><style>'
    echo 'body{margin:0;padding:12px;background:#E5E5EA;font:13px "Noto Sans CJK KR",sans-serif;color:#1C1C1E}'
    echo 'h1{font-size:15px;margin:0 0 8px}.row{display:flex;gap:12px;margin-bottom:12px}'
    echo 'figure{margin:0;width:200px}img{width:196px;height:426px;border:2px solid #1C1C1E;border-radius:18px;display:block}'
    echo 'figcaption{font-size:11px;margin-top:2px;white-space:nowrap;overflow:hidden;text-overflow:ellipsis}</style></head><body>'
    echo "<h1>$TITLE</h1>"
    for variant in "${variants[@]}"; do
        read -r scheme size <<<"$variant"
        echo '<div class="row">'
        for feature in $features; do
            echo "<figure><img src=\"$feature-$scheme-$size.png\"><figcaption>$feature · $scheme · $size</figcaption></figure>"
        done
        echo '</div>'
    done
    echo '</body></html>'
} >"$work/sheet.html"

sandbox=()
if [ "$(id -u)" = 0 ]; then sandbox=(--no-sandbox); fi
mkdir -p "$(dirname "$OUTPUT")"
"$CHROMIUM" --headless --disable-gpu --hide-scrollbars --no-first-run --force-device-scale-factor=1 \
    --force-color-profile=srgb --user-data-dir="$work/profile" "${sandbox[@]}" \
    --window-size="$width,$height" --screenshot="$(realpath -m "$OUTPUT")" "file://$work/sheet.html" >/dev/null 2>&1
echo "wrote $OUTPUT (${width} x ${height})"
