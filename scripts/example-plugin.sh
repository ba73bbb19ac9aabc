#!/usr/bin/env bash
# Builds and tests examples/plugins/stepper (its own package, depending on this checkout by path),
# then loads its plugin into `uistate serve` and drives one store through it, and renders,
# records, replays and explores it through `--plugin`. `make test` runs it (suite `plugin`); the
# package rebuilds uistate's modules in its own .build the first time (minutes on two cores).
# The host is UISTATE_BIN when set (`make test` sets the debug build, already built, so this never
# waits for the lock of the release build that may run beside it), else the debug build, built here.
#   scripts/example-plugin.sh               all of it
#   scripts/example-plugin.sh --build-only  only the package's build, tests included (test-all.sh
#                                           runs it in the background beside other suites)
set -euo pipefail
cd "$(dirname "$0")/.."
root=$PWD
if [ "${1:-}" = --build-only ]; then
    cd examples/plugins/stepper
    exec swift build --build-tests
fi
(cd examples/plugins/stepper && swift build --build-tests && swift test --skip-build)
uistate=${UISTATE_BIN:-}
if [ -z "$uistate" ]; then
    swift build --product uistate
    uistate=$root/.build/debug/uistate
fi
plugin="$root/examples/plugins/stepper/.build/debug/stepper-plugin"
reply=$(printf '%s\n' \
    '{"jsonrpc":"2.0","id":1,"method":"initialize","params":{}}' \
    '{"jsonrpc":"2.0","id":2,"method":"store/create","params":{"feature":"stepper"}}' \
    '{"jsonrpc":"2.0","id":3,"method":"store/dispatch","params":{"storeId":"stepper-plugin/stepper-1","action":{"stepChanged":5}}}' \
    '{"jsonrpc":"2.0","id":4,"method":"store/dispatch","params":{"storeId":"stepper-plugin/stepper-1","action":"incrementButtonTapped"}}' \
    '{"jsonrpc":"2.0","id":5,"method":"store/state","params":{"storeId":"stepper-plugin/stepper-1"}}' \
    '{"jsonrpc":"2.0","id":6,"method":"shutdown"}' \
    '{"jsonrpc":"2.0","method":"exit"}' \
    | "$uistate" serve --framing newline --plugin "$plugin")
echo "$reply"
grep -q '"id":5,"result":{"value":{"count":5,"step":5}' <<<"$reply" || { echo "example-plugin: unexpected state" >&2; exit 1; }

# The walk-through of docs/authoring.md, sections 5 and 6.
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
"$uistate" render stepper --plugin "$plugin" | grep -q 'text #stepper.step "Step 1"' \
    || { echo "example-plugin: render --plugin did not draw the stepper" >&2; exit 1; }
printf '%s\n' 'tap Increment' '{"stepChanged": 5}' 'tap Increment' \
    | "$uistate" record --feature stepper --plugin "$plugin" -o "$work/stepper.scenario.json" >/dev/null
"$uistate" replay --plugin "$plugin" "$work/stepper.scenario.json"
"$uistate" explore stepper --plugin "$plugin" --depth 3 --output "$work/explored"
"$uistate" replay --plugin "$plugin" "$work/explored"
echo "example-plugin: built, tested, loaded, driven, rendered, recorded, replayed and explored"
