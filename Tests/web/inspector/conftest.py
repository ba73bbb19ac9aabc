"""Headless Chromium through Selenium, driven against `uistate inspect` (no network: the
browser and its driver are Debian's, passed explicitly so Selenium Manager never downloads)."""
import os
import pathlib
import shutil
import sys
import tempfile

import pytest

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parent.parent))

from uistate_http import Server  # noqa: E402

os.environ.setdefault("SE_OFFLINE", "true")

from selenium import webdriver  # noqa: E402
from selenium.webdriver.chrome.service import Service  # noqa: E402

CHROMIUM = os.environ.get("UISTATE_CHROMIUM") or shutil.which("chromium") or "/usr/bin/chromium"
CHROMEDRIVER = os.environ.get("UISTATE_CHROMEDRIVER") or "/usr/bin/chromedriver"


@pytest.fixture
def inspector():
    started = Server("inspect")
    yield started
    started.close()


@pytest.fixture
def browser():
    options = webdriver.ChromeOptions()
    options.binary_location = CHROMIUM
    for argument in ("--headless=new", "--disable-gpu", "--disable-dev-shm-usage", "--window-size=1400,1000",
                     "--no-first-run", "--no-default-browser-check", "--disable-extensions",
                     "--disable-background-networking", "--disable-sync", "--lang=en-US"):
        options.add_argument(argument)
    if os.geteuid() == 0:
        options.add_argument("--no-sandbox")
    profile = tempfile.mkdtemp(prefix="uistate-chromium-")
    options.add_argument(f"--user-data-dir={profile}")
    options.set_capability("goog:loggingPrefs", {"browser": "ALL"})
    driver = webdriver.Chrome(service=Service(executable_path=CHROMEDRIVER), options=options)
    yield driver
    try:
        for entry in driver.get_log("browser"):
            print("browser:", entry["level"], entry["message"])
    finally:
        driver.quit()
        shutil.rmtree(profile, ignore_errors=True)
