#!/usr/bin/env bash
# Builds and tests examples/plugins/stepper (its own package, depending on this checkout by path),
# then loads its plugin into `uistate serve` and drives one store through it. Not part of
# `make test`: the package rebuilds uistate's modules in its own .build (minutes on two cores).
set -euo pipefail
cd "$(dirname "$0")/.."
root=$PWD
(cd examples/plugins/stepper && swift build && swift test)
swift build --product uistate
plugin="$root/examples/plugins/stepper/.build/debug/stepper-plugin"
reply=$(printf '%s\n' \
    '{"jsonrpc":"2.0","id":1,"method":"initialize","params":{}}' \
    '{"jsonrpc":"2.0","id":2,"method":"store/create","params":{"feature":"stepper"}}' \
    '{"jsonrpc":"2.0","id":3,"method":"store/dispatch","params":{"storeId":"stepper-plugin/stepper-1","action":{"stepChanged":5}}}' \
    '{"jsonrpc":"2.0","id":4,"method":"store/dispatch","params":{"storeId":"stepper-plugin/stepper-1","action":"incrementButtonTapped"}}' \
    '{"jsonrpc":"2.0","id":5,"method":"store/state","params":{"storeId":"stepper-plugin/stepper-1"}}' \
    '{"jsonrpc":"2.0","id":6,"method":"shutdown"}' \
    '{"jsonrpc":"2.0","method":"exit"}' \
    | .build/debug/uistate serve --framing newline --plugin "$plugin")
echo "$reply"
grep -q '"id":5,"result":{"value":{"count":5,"step":5}' <<<"$reply" || { echo "example-plugin: unexpected state" >&2; exit 1; }
echo "example-plugin: built, tested, loaded and driven"
