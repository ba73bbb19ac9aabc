#!/usr/bin/env bash
# The main job `make run` runs: replay the example scenarios (scripted UI flows of the built-in
# features, with assertions) and print the report, as CI would; then say where the binary is
# and how to put it on PATH, since the README's next commands call `uistate` by name.
set -uo pipefail
cd "$(dirname "$0")/.."
export UISTATE_BIN="${1:-.build/debug/uistate}"
scripts/replay-examples.sh
status=$?
binary="$(cd "$(dirname "$UISTATE_BIN")" && pwd)/$(basename "$UISTATE_BIN")"
cat <<MESSAGE

The uistate binary is $binary.
Put it on PATH to run the README's commands as printed:
  make install PREFIX=~/.local     # then make sure ~/.local/bin is on PATH:
  export PATH="\$HOME/.local/bin:\$PATH"
or use it where it is: alias uistate=$binary
MESSAGE
exit $status
