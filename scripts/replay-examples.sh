#!/bin/sh
# Replays the example scenarios (the main job `make run` shows). Extra arguments go to
# `uistate replay`, e.g. `scripts/replay-examples.sh --reporter junit --output replay.xml`.
set -e
BIN="${UISTATE_BIN:-.build/debug/uistate}"
cd "$(dirname "$0")/.."
exec "$BIN" replay examples/scenarios "$@"
