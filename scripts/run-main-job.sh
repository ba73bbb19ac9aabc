#!/usr/bin/env bash
# The main job `make run` runs: replay the example scenarios (scripted UI flows of the built-in
# features, with assertions) and print the report, as CI would.
set -euo pipefail
cd "$(dirname "$0")/.."
export UISTATE_BIN="${1:-.build/debug/uistate}"
exec scripts/replay-examples.sh
