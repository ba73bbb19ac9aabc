#!/usr/bin/env bash
# Tests of the language clients and their examples, against the freshly built host.
#   clients/test.sh                      every client suite
#   clients/test.sh python|example-python|node    one of them (scripts/test-all.sh runs them apart)
# The host is UISTATE_BIN when set, else the newer of the checkout's .build/debug/uistate and
# .build/release/uistate (never one on PATH: this tests the checkout). Installs pytest with
# `python3 -m pip` when missing. Runs every suite, prints each runner's closing line, and exits
# non-zero when any failed.
set -uo pipefail
cd "$(dirname "$0")/.."
root=$(pwd)

if [ -z "${UISTATE_BIN:-}" ]; then
    for candidate in .build/debug/uistate .build/release/uistate; do
        if [ -x "$candidate" ] && { [ -z "${UISTATE_BIN:-}" ] || [ "$candidate" -nt "$UISTATE_BIN" ]; }; then
            UISTATE_BIN="$root/$candidate"
        fi
    done
fi
if [ -z "${UISTATE_BIN:-}" ] || [ ! -x "$UISTATE_BIN" ]; then
    echo "clients/test.sh: no uistate executable; run 'swift build --product uistate' first or set UISTATE_BIN" >&2
    exit 1
fi
export UISTATE_BIN
echo "clients/test.sh: host $UISTATE_BIN"

if ! python3 -m pytest --version >/dev/null 2>&1; then
    echo "clients/test.sh: installing pytest with pip" >&2
    python3 -m pip install -q pytest >&2 || { echo "clients/test.sh: could not install pytest: python3 -m pip install pytest" >&2; exit 1; }
fi

failed=()
# The client runs from the source tree; '-p' loads its pytest plugin as the installed entry
# point would (same name, so an installed copy is not registered twice).
export PYTHONPATH="$root/clients/python${PYTHONPATH:+:$PYTHONPATH}"

python_client() {
    echo "== Python client (pytest)"
    (cd clients/python && python3 -m pytest -p uistate.pytest_plugin -q -ra tests) || failed+=("python client")
}

python_example() {
    echo "== Python example (pytest)"
    (cd examples/clients && python3 -m pytest -p uistate.pytest_plugin -q -ra test_selectable_items.py) || failed+=("python example")
}

# The example imports the client by package name, as a project would: `npm install` links the
# checkout's client (a `file:` dependency; no registry is reached).
npm_link_client() {
    (cd "$1" && npm install --offline --no-audit --no-fund --no-package-lock --loglevel=error "${@:2}" >/dev/null)
}

node_client() {
    echo "== Node client and example (node --test)"
    if command -v node >/dev/null 2>&1; then
        npm_link_client examples/clients || failed+=("node example: npm install")
        node --test clients/node/test/*.test.js examples/clients/selectable-items.mjs || failed+=("node client")
        # A copy of the example outside the checkout, set up as the example's README says.
        local copy
        copy=$(mktemp -d)
        cp examples/clients/selectable-items.mjs "$copy/"
        if npm_link_client "$copy" "$root/clients/node" && (cd "$copy" && node --test selectable-items.mjs); then :; else
            failed+=("node example from a copy")
        fi
        rm -rf "$copy"
    else
        echo "clients/test.sh: node not found (Node 18+ is needed for the Node client)" >&2
        failed+=("node missing")
    fi
}

[ $# -eq 0 ] && set -- python example-python node
for suite in "$@"; do
    case "$suite" in
        python) python_client ;;
        example-python) python_example ;;
        node) node_client ;;
        *) echo "clients/test.sh: unknown suite '$suite' (python, example-python, node)" >&2; exit 2 ;;
    esac
done

if [ ${#failed[@]} -gt 0 ]; then
    echo "clients/test.sh: FAILED: ${failed[*]}" >&2
    exit 1
fi
echo "clients/test.sh: passed: $*"
