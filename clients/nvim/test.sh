#!/usr/bin/env bash
# Headless tests of the Neovim plugin (called by `make test`).
# Installs neovim with apt-get when it is missing and we are root (otherwise prints the command),
# builds the host when the checkout has none (UISTATE_BIN overrides), then runs test/run.lua in
# `nvim --headless -u NONE` (NVIM_BIN=path picks another nvim). Ends with the line `N passed, N failed`; exits non-zero on failure.
set -u
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../.." && pwd)

finish() { # message, then the closing line
  echo "$1" >&2
  echo "0 passed, 1 failed"
  exit 1
}

if [ -z "${NVIM_BIN:-}" ] && ! command -v nvim >/dev/null 2>&1; then
  if [ "$(id -u)" = 0 ]; then
    echo "nvim-tests: installing neovim (apt-get)"
    export DEBIAN_FRONTEND=noninteractive
    { apt-get update && apt-get install -y neovim; } >/tmp/uistate-nvim-apt.log 2>&1 \
      || { cat /tmp/uistate-nvim-apt.log >&2; finish "nvim-tests: apt-get install neovim failed"; }
  else
    finish "nvim-tests: neovim is missing; install it with: sudo apt-get update && sudo apt-get install -y neovim"
  fi
fi
# 0.7 or later (Debian bookworm has 0.7.2).
version=$("${NVIM_BIN:-nvim}" --version | head -n 1)
case "$version" in
  "NVIM v0."[0-6].*) finish "nvim-tests: $version is too old; 0.7 or later is needed" ;;
esac

# The host: UISTATE_BIN, else the newer of the checkout's debug and release builds.
bin=${UISTATE_BIN:-}
if [ -z "$bin" ]; then
  for candidate in "$root/.build/debug/uistate" "$root/.build/release/uistate"; do
    if [ -x "$candidate" ] && { [ -z "$bin" ] || [ "$candidate" -nt "$bin" ]; }; then
      bin=$candidate
    fi
  done
fi
if [ -z "$bin" ] || [ ! -x "$bin" ]; then
  echo "nvim-tests: building the host (no .build/debug/uistate)"
  (cd "$root" && swift build --product uistate) || finish "nvim-tests: swift build failed"
  bin=$root/.build/debug/uistate
fi
export UISTATE_BIN=$bin

echo "nvim-tests: $version, host $UISTATE_BIN"
out=$(mktemp); err=$(mktemp)
trap 'rm -f "$out" "$err"' EXIT
timeout 300 "${NVIM_BIN:-nvim}" --headless -u NONE -i NONE -n \
  --cmd "set rtp^=$here" -c "luafile $here/test/run.lua" >"$out" 2>"$err" </dev/null
rc=$?
closing=$(grep -E '^[0-9]+ passed, [0-9]+ failed$' "$out" | tail -n 1)
grep -vE '^[0-9]+ passed, [0-9]+ failed$' "$out"
if [ $rc -ne 0 ] && [ -s "$err" ]; then
  echo "--- nvim's stderr:"
  cat "$err"
  echo
fi
if [ -z "$closing" ]; then
  [ $rc -eq 124 ] && echo "nvim-tests: timed out after 300 s" >&2
  echo "0 passed, 1 failed"
  exit 1
fi
echo "$closing"
case "$closing" in
  *" 0 failed") [ $rc -eq 0 ] || exit 1 ;;
  *) exit 1 ;;
esac
