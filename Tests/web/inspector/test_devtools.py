"""The inspector as DevTools, in headless Chromium over the real page and host: the clock as the
host reports it, past versions served by the host, the action console, and an export that
matches the session after a jump."""
import json
import subprocess
import tempfile

from selenium.webdriver.common.by import By

from test_inspector import (TOAST, create_relationship_store, inside_screen, open_page, rendered, screen_attribute, screen_text,
                            shows_rendered_screen, state_value, wait)
from uistate_http import uistate_binary


def type_into_custom_field(browser, text):
    """Opens the custom field of a relationship store and types `text`, one keystroke each."""
    with inside_screen(browser):
        browser.find_element(By.CSS_SELECTOR, '[data-node-id="customInputButton"]').click()
    wait(browser, lambda d: rendered(d, "return doc.querySelector('[data-node-id=customTextField] input') !== null"), "no custom field")
    with inside_screen(browser):
        field = browser.find_element(By.CSS_SELECTOR, "[data-node-id=customTextField] input")
        field.click()
        field.send_keys(text)


def text_of(browser, element_id):
    return browser.find_element(By.ID, element_id).text


def host_call(server, method, params):
    """Asks the host on a connection of the test's own: what the page must agree with."""
    connection = server.initialize()
    reply = server.call(connection, method, params)
    assert "result" in reply, reply
    return reply["result"]


def test_after_an_advance_that_changes_nothing_the_clock_shows_the_hosts_now_and_next_timer(inspector, browser):
    open_page(browser, inspector)
    create_relationship_store(browser)
    wait(browser, lambda d: text_of(d, "clock-now") == "virtual now 2026-01-01T00:00:00.000Z", "no virtual now shown")
    type_into_custom_field(browser, "가나다라마바사아자차카")
    wait(browser, lambda d: TOAST in screen_text(d), "the toast never showed")
    wait(browser, lambda d: text_of(d, "next-timer-info") == "next timer in 2000 ms", "no next timer shown")

    # One second on: the toast's timer is still pending and nothing in the state changed, so no
    # store/didChange comes; the panel still follows the host.
    browser.find_element(By.CSS_SELECTOR, '[data-advance="1000"]').click()
    wait(browser, lambda d: text_of(d, "next-timer-info") == "next timer in 1000 ms",
         "the next timer did not move with the clock")
    wait(browser, lambda d: text_of(d, "clock-now") == "virtual now 2026-01-01T00:00:01.000Z", "the virtual now did not move")
    listing = host_call(inspector, "effects/list", {"storeId": "relationship-1"})
    assert listing["nextTimerMs"] == 1000 and listing["now"] == "2026-01-01T00:00:01.000Z", listing
    assert TOAST in screen_text(browser)

    # The next timer is the toast's: advancing to it takes the toast away, and no timer is left.
    browser.find_element(By.ID, "next-timer").click()
    wait(browser, lambda d: TOAST not in screen_text(d), "the toast stayed")
    wait(browser, lambda d: text_of(d, "next-timer-info") == "no timer pending", "a timer is still shown")
    wait(browser, lambda d: text_of(d, "clock-now") == "virtual now 2026-01-01T00:00:02.000Z", "the virtual now did not move")


def test_a_version_from_before_the_page_loaded_shows_its_state_and_screen(inspector, browser):
    # The store is driven before any page opens: the page has seen none of its versions.
    connection = inspector.initialize()
    created = inspector.call(connection, "store/create", {"feature": "relationship"}, id=1)
    assert created["result"]["storeId"] == "relationship-1", created
    tapped = inspector.call(connection, "view/tap", {"storeId": "relationship-1", "selector": {"id": "item-2"}}, id=2)
    assert tapped["result"]["version"] == 1, tapped
    opened = inspector.call(connection, "view/tap", {"storeId": "relationship-1", "selector": {"id": "customInputButton"}}, id=3)
    assert opened["result"]["version"] == 2, opened

    open_page(browser, inspector)
    wait(browser, lambda d: "relationship-1 · v2" in text_of(d, "screen-version"), "the page did not open on the store")

    # Version 0, before anything was tapped: the next button is disabled and nothing is selected.
    browser.find_element(By.CSS_SELECTOR, '#timeline li[data-version="0"]').click()
    wait(browser, lambda d: "from the host's history" in text_of(d, "preview-banner"), "version 0 was not asked of the host")
    assert "not seen" not in text_of(browser, "preview-banner")
    wait(browser, lambda d: shows_rendered_screen(d) and screen_attribute(d, "nextButton", "aria-disabled") == "true",
         "the screen of version 0 is not the rendered one")
    assert state_value(browser, "/selection/selectedIDs/0") is None
    assert "v0 (past)" in text_of(browser, "state-version")

    # Version 1: "가족" selected, the next button enabled, the custom field not yet open.
    browser.find_element(By.CSS_SELECTOR, '#timeline li[data-version="1"]').click()
    wait(browser, lambda d: "Version 1 (from the host's history)" in text_of(d, "preview-banner"), "version 1 not shown")
    wait(browser, lambda d: shows_rendered_screen(d) and screen_attribute(d, "nextButton", "aria-disabled") is None,
         "the screen of version 1 is not the rendered one")
    assert state_value(browser, "/selection/selectedIDs/0").endswith("2")
    assert rendered(browser, "return doc.querySelector('[data-node-id=customTextField]') === null")
    # What the page shows is what the host holds for that version.
    past = host_call(inspector, "history/version", {"storeId": "relationship-1", "version": 1})
    assert past["version"] == 1 and len(past["state"]["selection"]["selectedIDs"]) == 1, past["state"]
    assert 'data-node-id="nextButton"' in past["html"] and past["tree"]["id"] == "root"
    assert not browser.find_element(By.ID, "screen-note").is_displayed(), "drawn as an outline, not the host's HTML"

    # Back to live: version 2 with the field open.
    browser.find_element(By.ID, "live-button").click()
    wait(browser, lambda d: "(past)" not in text_of(d, "state-version"), "not live again")
    wait(browser, lambda d: rendered(d, "return doc && doc.querySelector('[data-node-id=customTextField]') !== null"), "the live screen is not shown")
