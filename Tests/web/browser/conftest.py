"""Fixtures of the browser suite: the uistate host (the Python client over the checkout's binary)
and one headless Chromium driven by Selenium through Debian's chromedriver, with both paths given
explicitly so that Selenium never looks for (or downloads) a driver."""
import os
import shutil
import subprocess
import tempfile
from pathlib import Path

import pytest
from selenium import webdriver
from selenium.webdriver.chrome.service import Service

ROOT = Path(__file__).resolve().parents[3]


def uistate_binary() -> str:
    configured = os.environ.get("UISTATE_BIN")
    if configured:
        return configured
    for candidate in (ROOT / ".build/debug/uistate", ROOT / ".build/release/uistate"):
        if candidate.exists():
            return str(candidate)
    raise RuntimeError("no uistate binary: run `swift build --product uistate` or set UISTATE_BIN")


def chromium_binary() -> str:
    found = os.environ.get("UISTATE_CHROMIUM") or shutil.which("chromium") or shutil.which("chromium-browser")
    if not found:
        raise RuntimeError("no chromium: run scripts/ensure-deps.sh test (apt-get install chromium chromium-driver fonts-noto-cjk)")
    return found


@pytest.fixture(scope="session")
def uistate_bin() -> str:
    return uistate_binary()


@pytest.fixture(scope="session")
def host(uistate_bin):
    from uistate import Host

    with Host(binary=uistate_bin) as running:
        yield running


@pytest.fixture(scope="session")
def browser():
    options = webdriver.ChromeOptions()
    options.binary_location = chromium_binary()
    for argument in ("--headless=new", "--disable-gpu", "--hide-scrollbars", "--force-device-scale-factor=1",
                     "--window-size=390,844", "--no-first-run", "--disable-extensions"):
        options.add_argument(argument)
    if os.geteuid() == 0:
        options.add_argument("--no-sandbox")  # Chromium refuses its sandbox as root
    driver_path = os.environ.get("UISTATE_CHROMEDRIVER", "/usr/bin/chromedriver")
    driver = webdriver.Chrome(service=Service(executable_path=driver_path), options=options)
    yield driver
    driver.quit()


@pytest.fixture
def show(browser, tmp_path):
    """Loads an HTML document into the browser from a file (file://, no server, no network)."""
    counter = iter(range(1_000_000))

    def load(html: str):
        page = tmp_path / f"page-{next(counter)}.html"
        page.write_text(html, encoding="utf-8")
        browser.get(page.as_uri())
        return browser

    return load


def run_uistate(binary: str, *arguments: str) -> subprocess.CompletedProcess:
    return subprocess.run([binary, *arguments], capture_output=True, timeout=120)
