#!/usr/bin/env bash
# The browser suite: HTML renderings measured in headless Chromium through Selenium.
# Needs what `scripts/ensure-deps.sh test` installs (chromium, chromium-driver, fonts-noto-cjk,
# selenium) and a built uistate (UISTATE_BIN, else the checkout's .build/debug/uistate).
set -euo pipefail
cd "$(dirname "$0")/../../.."
root=$(pwd)
if ! python3 -m pytest --version >/dev/null 2>&1; then
    python3 -m pip install -q pytest >&2
fi
export PYTHONPATH="$root/clients/python${PYTHONPATH:+:$PYTHONPATH}"
cd Tests/web/browser
exec python3 -m pytest -q -ra -p no:cacheprovider .
