"""Resizable panels in headless Chromium: a splitter between columns moves with the arrow keys
and with a drag, the widths chosen are kept across a reload, and the state tree and timeline
resize in height."""
from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys

from test_inspector import create_relationship_store, open_page, wait


def column_widths(browser):
    return browser.execute_script(
        "return [...document.querySelectorAll('main.layout > .column')].map((c) => c.getBoundingClientRect().width);")


def test_columns_resize_by_keyboard_and_drag_and_keep_their_widths_and_panels_resize_in_height(inspector, browser):
    open_page(browser, inspector)
    create_relationship_store(browser)
    before = column_widths(browser)
    splitter = browser.find_element(By.CSS_SELECTOR, '.splitter[data-splitter="0"]')
    assert splitter.get_attribute("role") == "separator"

    # Four arrow presses: 16 px each, taken from the column to its right.
    browser.execute_script("arguments[0].focus();", splitter)
    for _ in range(4):
        splitter.send_keys(Keys.ARROW_RIGHT)
    wait(browser, lambda d: abs(column_widths(d)[0] - (before[0] + 64)) <= 1, "the arrow keys did not widen the column")
    keyed = column_widths(browser)
    assert abs((keyed[0] + keyed[1]) - (before[0] + before[1])) <= 1, "the two columns' room changed"
    assert abs(keyed[2] - before[2]) <= 1, "a third column moved"

    # A drag 100 px to the left.
    ActionChains(browser).click_and_hold(splitter).move_by_offset(-100, 0).release().perform()
    wait(browser, lambda d: abs(column_widths(d)[0] - (keyed[0] - 100)) <= 2, "the drag did not narrow the column")
    dragged = column_widths(browser)

    # Reloaded, the page keeps the widths chosen.
    browser.refresh()
    wait(browser, lambda d: d.find_element(By.TAG_NAME, "body").get_attribute("data-ready") == "true", "page never got ready")
    wait(browser, lambda d: all(abs(a - b) <= 2 for a, b in zip(column_widths(d), dragged)), "the widths were not kept")

    # The state tree and the timeline have a resize corner and no fixed ceiling.
    for element_id in ("state-tree", "timeline"):
        style = browser.execute_script("const s = getComputedStyle(document.getElementById(arguments[0])); return [s.resize, s.maxHeight];", element_id)
        assert style == ["vertical", "none"], (element_id, style)
    browser.execute_script("document.getElementById('state-tree').style.height = '700px';")
    assert browser.execute_script("return document.getElementById('state-tree').getBoundingClientRect().height;") >= 699
