"""The inspector as DevTools, in headless Chromium over the real page and host: the clock as the
host reports it, past versions served by the host, the action console, and an export that
matches the session after a jump."""
import json
import subprocess
import tempfile

from selenium.webdriver.common.by import By

from test_inspector import TOAST, create_relationship_store, inside_screen, open_page, rendered, screen_text, wait
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
