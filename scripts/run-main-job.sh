#!/usr/bin/env bash
# The main job `make run` runs. Until the host lands it demonstrates the JSON engine: a state
# document, a change to one leaf, and the RFC 6902 patch a subscribed client would receive.
set -euo pipefail
bin=${1:-.build/debug/uistate}
exec "$bin" demo
