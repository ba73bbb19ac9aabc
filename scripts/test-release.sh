#!/usr/bin/env bash
# The `release` suite of `make test`: the build `make install` installs, tested as users run it.
# Builds `uistate` (and the example plugin the HTTP suite loads) with `swift build -c release`,
# then runs against .build/release/uistate
#   - the protocol conformance suite, both framings (`uistate conformance -- uistate serve`),
#   - the HTTP suite (Tests/web/run.sh http), and
#   - the inspector suite (Tests/web/run.sh inspector).
# An optimized build ends objects' lifetimes at their last use, which a debug build does not: a
# server object freed early crashed `serve --http` and `inspect` on their first request in the
# release build alone, so the debug suites cannot stand in for these.
#   scripts/test-release.sh                      all three
#   scripts/test-release.sh conformance http     only those named (conformance, http, inspector)
#   scripts/test-release.sh --build-only         the release build alone (test-all.sh runs it
#                                                beside the debug build's suites)
# Each part runs even when one fails; the last line sums them up for scripts/test-all.sh.
set -uo pipefail
cd "$(dirname "$0")/.."
root=$PWD
binary=$root/.build/release/uistate

build_only=false
[ "${1:-}" = --build-only ] && { build_only=true; shift; }
[ $# -eq 0 ] && set -- conformance http inspector
for product in uistate ExamplePlugin; do
    echo "test-release: swift build -c release --product $product"
    if ! swift build -c release --product "$product"; then
        echo "test-release: the release build of $product failed"
        exit 1
    fi
done
$build_only && exit 0

results=()
failed=0
for part in "$@"; do
    echo
    echo "--- release $part ($binary)"
    log=$(mktemp /tmp/uistate-release.XXXXXX)
    case "$part" in
        # --timeout-scale 10: reply and exit deadlines stretch on a loaded machine (docs/testing.md).
        conformance) "$binary" conformance --timeout-scale 10 -- "$binary" serve ;;
        http|inspector) UISTATE_BIN=$binary Tests/web/run.sh "$part" ;;
        *) echo "test-release: unknown part '$part' (conformance, http, inspector)" >&2; rm -f "$log"; exit 2 ;;
    esac > >(tee "$log") 2>&1
    rc=$?
    wait
    case "$part" in
        conformance) counts=$(grep -aE '^[0-9]+ passed, [0-9]+ failed' "$log" | tail -n 1) ;;
        *) counts=$(grep -aE '^=*\s*[0-9]+ (passed|failed)' "$log" | tail -n 1 | sed -E 's/^=* *//; s/ in [0-9.]+s.*//') ;;
    esac
    rm -f "$log"
    if [ $rc -eq 0 ]; then
        results+=("$part ${counts:-passed}")
    else
        results+=("$part FAILED${counts:+ ($counts)}")
        failed=$((failed + 1))
    fi
done

summary=$(IFS=';'; echo "${results[*]}" | sed 's/;/; /g')
echo
echo "test-release: $summary"
[ $failed -eq 0 ]
