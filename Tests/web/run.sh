#!/usr/bin/env bash
# The HTTP transport's and the inspector's tests (pytest, against the built executable).
#   Tests/web/run.sh http         uistate serve --http over real sockets: the protocol, every refusal,
#                             limits, a stalled event stream
#   Tests/web/run.sh inspector    uistate inspect in headless Chromium through Selenium
# The host is UISTATE_BIN when set, else the newer of .build/debug/uistate and
# .build/release/uistate. Installs pytest with pip when missing; the browser suite's packages
# come from scripts/ensure-deps.sh test.
set -uo pipefail
cd "$(dirname "$0")/../.."
if ! python3 -m pytest --version >/dev/null 2>&1; then
    echo "Tests/web/run.sh: installing pytest with pip" >&2
    python3 -m pip install -q pytest >&2 || { echo "Tests/web/run.sh: could not install pytest: python3 -m pip install pytest" >&2; exit 1; }
fi
[ $# -eq 0 ] && set -- http inspector
status=0
for suite in "$@"; do
    case "$suite" in
        http|inspector) python3 -m pytest -q -ra -p no:cacheprovider "Tests/web/$suite" || status=1 ;;
        *) echo "Tests/web/run.sh: unknown suite '$suite' (http, inspector)" >&2; exit 2 ;;
    esac
done
exit $status
