#!/usr/bin/env bash
# Installs what the build and the tests need, or says exactly how to.
#   scripts/ensure-deps.sh build     jansson (libjansson-dev), libmicrohttpd (libmicrohttpd-dev),
#                                    libyaml (libyaml-dev), libpng (libpng-dev) and libedit
#                                    (libedit-dev), found through pkg-config
#   scripts/ensure-deps.sh test      the above, plus what the test suite drives (jsonschema;
#                                    chromium, chromium-driver, fonts-noto-cjk, fonts-inter and selenium for
#                                    the browser and inspector suites; emacs-nox for the Emacs
#                                    client's suite)
# Installs with apt-get when run as root; otherwise prints the command and fails.
set -euo pipefail

want_apt=()
want_pip=()

if ! pkg-config --exists jansson 2>/dev/null; then
    want_apt+=(libjansson-dev pkg-config)
fi
# The HTTP transport (`uistate serve --http`, `uistate inspect`).
if ! pkg-config --exists libmicrohttpd 2>/dev/null; then
    want_apt+=(libmicrohttpd-dev pkg-config)
fi

# YAML scenarios (*.scenario.yaml).
if ! pkg-config --exists yaml-0.1 2>/dev/null; then
    want_apt+=(libyaml-dev pkg-config)
fi
# Pixel snapshots (expect.screenshot): PNGs decoded, compared and written by libpng.
if ! pkg-config --exists libpng 2>/dev/null; then
    want_apt+=(libpng-dev pkg-config)
fi
# Line editing and history in `uistate record` on a terminal.
if ! pkg-config --exists libedit 2>/dev/null; then
    want_apt+=(libedit-dev pkg-config)
fi

if [ "${1:-build}" = test ]; then
    # The Emacs client's suite (clients/emacs) runs `emacs --batch`; Emacs 28+ has jsonrpc.el.
    command -v emacs >/dev/null 2>&1 || want_apt+=(emacs-nox)
    # jsonschema validates protocol/openrpc.json against its vendored meta-schema.
    # The machines' python3 is not Debian's, so it comes from pip (docs/decisions.md).
    if ! python3 -c 'import jsonschema' 2>/dev/null; then
        want_pip+=(jsonschema)
    fi
    # The browser suite (Tests/web/browser): headless Chromium, its WebDriver, a CJK font so Korean
    # renders, and Selenium to drive them.
    command -v chromium >/dev/null 2>&1 || want_apt+=(chromium)
    command -v chromedriver >/dev/null 2>&1 || want_apt+=(chromium-driver)
    # No 'grep -q': it would stop reading early, fc-list would die of SIGPIPE and pipefail call the font missing.
    fc-list 2>/dev/null | grep -i 'Noto Sans CJK' >/dev/null || want_apt+=(fonts-noto-cjk)
    # Latin text in Inter, a free font with SF Pro's proportions, rather than the DejaVu that
    # `sans-serif` is on Debian; Korean falls through to Noto Sans CJK.
    fc-list 2>/dev/null | grep -E ': Inter[,:]' >/dev/null || want_apt+=(fonts-inter)
    if ! python3 -c 'import selenium' 2>/dev/null; then
        want_pip+=(selenium)
    fi
fi

if [ ${#want_apt[@]} -gt 0 ]; then
    if [ "$(id -u)" = 0 ]; then
        echo "ensure-deps: installing ${want_apt[*]} with apt-get" >&2
        export DEBIAN_FRONTEND=noninteractive
        apt-get -o DPkg::Lock::Timeout=900 update -qq >&2
        apt-get -o DPkg::Lock::Timeout=900 install -y -qq "${want_apt[@]}" >&2
    else
        echo "ensure-deps: missing ${want_apt[*]}. Run:" >&2
        echo "    sudo apt-get update && sudo apt-get install -y ${want_apt[*]}" >&2
        exit 1
    fi
fi

if [ ${#want_pip[@]} -gt 0 ]; then
    echo "ensure-deps: installing ${want_pip[*]} with pip" >&2
    if ! python3 -m pip install -q "${want_pip[@]}" >&2; then
        echo "ensure-deps: could not install ${want_pip[*]}. Run:" >&2
        echo "    python3 -m pip install ${want_pip[*]}" >&2
        exit 1
    fi
fi
