"""The inspector in headless Chromium: the page opened with its token drives a `relationship`
store through the screen (the host's HTML rendering, in a frame), the clock, the timeline and
export, as a person would."""
import contextlib
import json
import subprocess
import tempfile

from selenium.webdriver.common.action_chains import ActionChains
from selenium.common.exceptions import NoSuchElementException, StaleElementReferenceException
from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import Select, WebDriverWait

from uistate_http import uistate_binary

# Every wait below is for something the page shows after a reply or a notification; the
# deadline only turns a page that never shows it into a failure. 30 s is far above the
# fraction of a second each step takes on a loaded two-core machine.
WAIT = 30

TOAST = "경조사 명은 10글자까지만 입력 가능해요"


def wait(browser, condition, message):
    # A condition may hold an element the page replaces as it redraws: that is "not yet", as a
    # missing element is, and the condition is asked again.
    return WebDriverWait(browser, WAIT, ignored_exceptions=(NoSuchElementException, StaleElementReferenceException)).until(
        lambda driver: condition(driver), message)


def click(browser, selector, message):
    """Clicks the element `selector` finds, found again if the page redraws it first: the timeline
    redraws when an effect's action lands, between a wait that found a button and its click."""
    def clicked(driver):
        driver.find_element(By.CSS_SELECTOR, selector).click()
        return True
    wait(browser, clicked, message)


@contextlib.contextmanager
def inside_screen(browser):
    """Selenium inside the frame that shows the rendered screen."""
    browser.switch_to.frame(browser.find_element(By.ID, "screen-frame"))
    try:
        yield
    finally:
        browser.switch_to.default_content()


def tap(browser, node_id):
    """A real click on the rendered node."""
    with inside_screen(browser):
        browser.find_element(By.CSS_SELECTOR, f'[data-node-id="{node_id}"]').click()


def rendered(browser, script, *arguments):
    """Runs `script` with `doc` the rendered screen's document (null while the outline shows)."""
    return browser.execute_script(
        "const frame = document.getElementById('screen-frame');"
        "const doc = frame && !frame.hidden ? frame.contentDocument : null;" + script, *arguments)


def screen_attribute(browser, node_id, name):
    return rendered(browser, "const el = doc && doc.querySelector(`[data-node-id='${arguments[0]}']`);"
                             "return el ? el.getAttribute(arguments[1]) : null;", node_id, name)


def screen_text(browser):
    """The text of the screen as shown: the rendered page, or the outline when that shows."""
    return browser.execute_script(
        "const frame = document.getElementById('screen-frame');"
        "const outline = document.getElementById('screen-outline');"
        "return frame && !frame.hidden ? frame.contentDocument.body.innerText : outline.innerText;")


def shows_rendered_screen(browser):
    return rendered(browser, "return doc !== null && doc.querySelector('main.screen[data-node-id=root]') !== null;")


def state_text(browser):
    return browser.find_element(By.ID, "state-tree").text


def state_value(browser, pointer):
    return browser.execute_script(
        "const el = document.querySelector(`#state-tree [data-pointer='${arguments[0]}']`);"
        "return el ? el.textContent : null;", pointer)


def open_page(browser, inspector):
    url = inspector.stdout().strip()
    assert "#token=" in url and "?" not in url, "the token travels in the fragment, never a query string"
    browser.get(url)
    wait(browser, lambda d: d.find_element(By.TAG_NAME, "body").get_attribute("data-ready") == "true", "page never got ready")


def create_relationship_store(browser):
    Select(browser.find_element(By.ID, "feature-select")).select_by_value("relationship")
    browser.find_element(By.ID, "create-button").click()
    wait(browser, lambda d: "relationship-1" in d.find_element(By.ID, "screen-version").text, "no store shown")
    wait(browser, lambda d: shows_rendered_screen(d) and "가족" in screen_text(d), "the screen never showed the items")


def test_a_page_without_the_token_says_so_and_reaches_nothing(inspector, browser):
    browser.get(inspector.url)
    notice = wait(browser, lambda d: d.find_element(By.ID, "notice").text, "no notice")
    assert "token" in notice
    assert "refused POST /rpc" not in inspector.stderr()


def test_the_inspector_drives_a_relationship_store(inspector, browser):
    open_page(browser, inspector)
    features = [option.text for option in Select(browser.find_element(By.ID, "feature-select")).options]
    assert "relationship" in features and "counter" in features
    create_relationship_store(browser)
    assert screen_attribute(browser, "nextButton", "aria-disabled") == "true"
    assert screen_attribute(browser, "item-2", "data-interactions") == "tap"

    # Tapping "가족" selects it: the state changes (highlighted) and so does the screen.
    tap(browser, "item-2")
    wait(browser, lambda d: "v1" in d.find_element(By.ID, "state-version").text, "state did not move to version 1")
    wait(browser, lambda d: screen_attribute(d, "nextButton", "aria-disabled") is None, "the next button never became enabled")
    assert browser.find_elements(By.CSS_SELECTOR, "#state-tree .changed"), "the last change is highlighted"
    assert state_value(browser, "/selection/selectedIDs/0").endswith("2")
    timeline = browser.find_element(By.ID, "timeline").text
    assert "itemTapped" in timeline

    # Typing eleven characters into the custom field shows the toast.
    tap(browser, "customInputButton")
    wait(browser, lambda d: rendered(d, "return doc.querySelector('[data-node-id=customTextField] input') !== null"), "no custom field")
    with inside_screen(browser):
        field = browser.find_element(By.CSS_SELECTOR, "[data-node-id=customTextField] input")
        field.click()
        field.send_keys("가나다라마바사아자차카")
    wait(browser, lambda d: TOAST in screen_text(d), "the toast never showed")
    assert rendered(browser, "return doc.querySelector('[data-type=toast]').getAttribute('role')") == "status"
    wait(browser, lambda d: "waitingOnTestClock" in d.find_element(By.ID, "effects-list").text, "the toast timer is not listed")

    wait(browser, lambda d: d.find_element(By.ID, "next-timer-info").text == "next timer in 2000 ms", "no next timer shown")

    # Advancing the test clock 2 s takes the toast away.
    browser.find_element(By.CSS_SELECTOR, '[data-advance="2000"]').click()
    wait(browser, lambda d: TOAST not in screen_text(d), "the toast stayed after 2 s")
    wait(browser, lambda d: d.find_element(By.ID, "next-timer-info").text == "no timer pending", "a timer is still shown")
    wait(browser, lambda d: d.find_element(By.ID, "effects-list").text == "none", "an effect is still listed")

    # Export now (every step so far is recordable) and replay the file green.
    browser.find_element(By.ID, "export-button").click()
    exported = wait(browser, lambda d: d.find_element(By.ID, "export-output").text, "nothing exported")
    scenario = json.loads(exported)
    assert scenario["feature"] == "relationship"
    with tempfile.NamedTemporaryFile("w", suffix=".scenario.json", delete=False) as file:
        file.write(exported)
    replay = subprocess.run([uistate_binary(), "replay", file.name], capture_output=True, text=True, timeout=120)
    assert replay.returncode == 0, replay.stdout + replay.stderr

    # Jump back in the timeline to version 1 ("가족" selected, nothing typed).
    click(browser, '#timeline li[data-version="1"]', "the timeline entry could not be clicked")
    wait(browser, lambda d: "(past)" in d.find_element(By.ID, "state-version").text, "no preview")
    assert TOAST not in screen_text(browser)
    browser.find_element(By.ID, "jump-button").click()
    wait(browser, lambda d: "(past)" not in d.find_element(By.ID, "state-version").text
         and "jump to 1" in d.find_element(By.ID, "timeline").text, "the jump never showed")
    assert state_value(browser, "/selection/customText") == 'customText: ""'
    assert state_value(browser, "/selection/selectedIDs/0").endswith("2")
    wait(browser, lambda d: rendered(d, "return doc.querySelector('input.field-input') === null"), "the field is still shown")
    wait(browser, lambda d: "aria-disabled" not in (rendered(d, "return doc.querySelector('[data-node-id=nextButton]').outerHTML") or "x"),
         "the screen is not the one jumped to")

    # The outline is a toggle away, kept live.
    browser.find_element(By.ID, "screen-mode").click()
    wait(browser, lambda d: "#item-2" in screen_text(d) and not shows_rendered_screen(d), "no outline")
    browser.find_element(By.ID, "screen-mode").click()
    wait(browser, shows_rendered_screen, "the rendered screen did not come back")


def test_a_refused_tap_is_shown(inspector, browser):
    open_page(browser, inspector)
    create_relationship_store(browser)
    tap(browser, "nextButton")
    notice = wait(browser, lambda d: d.find_element(By.ID, "notice").text, "the refusal was swallowed")
    assert "-33004" in notice and "disabled" in notice


def test_a_tap_on_a_covered_node_is_refused_and_shown(inspector, browser):
    open_page(browser, inspector)
    Select(browser.find_element(By.ID, "feature-select")).select_by_value("locationDetail")
    browser.find_element(By.ID, "create-button").click()
    wait(browser, lambda d: "locationDetail-1" in d.find_element(By.ID, "screen-version").text and shows_rendered_screen(d)
         and "Welcome" in screen_text(d), "no onboarding sheet")
    row = "locations/hstack[night-owl]"
    # The onboarding sheet covers the list: its rows say so and cannot be reached.
    assert screen_attribute(browser, row, "data-covered-by") == "vstack.0/sheet"
    assert screen_attribute(browser, row, "inert") == ""
    # A click where the row is (its leading edge, on the sheet's margin rather than one of the
    # sheet's own buttons) lands on the sheet; the page taps the covered row and shows why not.
    with inside_screen(browser):
        element = browser.find_element(By.CSS_SELECTOR, f'[data-node-id="{row}"]')
        ActionChains(browser).move_to_element_with_offset(element, -element.rect["width"] // 2 + 4, 0).click().perform()
    notice = wait(browser, lambda d: d.find_element(By.ID, "notice").text, "the refusal was swallowed")
    assert "-33004" in notice and "covered" in notice


def test_environment_controls_apply_to_the_store(inspector, browser):
    open_page(browser, inspector)
    create_relationship_store(browser)
    # The screen is drawn at the store's environment: its text grows, then turns dark.
    size = "return doc && parseFloat(getComputedStyle(doc.querySelector('.text')).fontSize)"
    before = rendered(browser, size)
    Select(browser.find_element(By.ID, "dynamic-type-select")).select_by_value("accessibilityLarge")
    wait(browser, lambda d: "environment" in d.find_element(By.ID, "timeline").text, "no environment entry")
    wait(browser, lambda d: (rendered(d, size) or 0) > before * 1.5, "the text never grew")
    Select(browser.find_element(By.ID, "color-scheme-select")).select_by_value("dark")
    wait(browser, lambda d: d.find_element(By.ID, "timeline").text.count("environment") >= 2, "no second environment entry")
    wait(browser, lambda d: rendered(d, "return doc && doc.body.className") == "dark", "the screen never turned dark")


def test_inspect_with_a_feature_opens_on_a_store_of_it(browser):
    from uistate_http import Server
    server = Server("inspect", "relationship")
    try:
        url = server.stdout().strip()
        assert url.endswith("&feature=relationship")
        browser.get(url)
        wait(browser, lambda d: "relationship-1" in d.find_element(By.ID, "screen-version").text, "no store created")
        assert "받은 분과 어떤 사이인가요?" in screen_text(browser)
    finally:
        server.close()


def test_leaving_the_page_ends_its_connection(browser):
    from uistate_http import Server
    server = Server("inspect", "--log-level", "info")
    try:
        open_page(browser, server)
        create_relationship_store(browser)
        connection = server.wait_for_stderr(r"connection (c\d+): started").group(1)
        browser.get("about:blank")
        # The page's last batch unsubscribes and sends exit, so the host frees the connection.
        server.wait_for_stderr(rf"connection {connection}: exit")
    finally:
        server.close()


def test_a_trace_lists_every_scenario_step_shows_each_screen_and_continues_live_from_step_3(browser, tmp_path):
    from uistate_http import ROOT, Server
    scenario = ROOT / "examples" / "scenarios" / "relationship" / "toast-timing.scenario.json"
    replay = subprocess.run([uistate_binary(), "replay", str(scenario), "--trace", str(tmp_path)],
                            capture_output=True, text=True, timeout=120)
    assert replay.returncode == 0, replay.stdout + replay.stderr
    [trace_file] = list(tmp_path.glob("*.trace.json"))
    trace = json.loads(trace_file.read_text())
    assert [step["request"]["method"] for step in trace["steps"]][:3] == ["store/create", "view/tap", "view/input"]

    server = Server("inspect", "--trace", str(trace_file))
    try:
        # The trace is session data: it needs the token like /rpc.
        assert server.request("GET", "/trace.json", token=False)[0] == 401
        browser.get(server.stdout().strip())
        # Every step of the scenario is listed, the include's, receives and expectations among
        # them, not only the five requests the trace recorded.
        kinds = ["tap", "receive", "input", "receive", "expect", "advance", "expect", "advance", "receive"]
        wait(browser, lambda d: [li.get_attribute("data-kind") for li in d.find_elements(By.CSS_SELECTOR, "#trace-steps li")] == kinds,
             "the scenario's steps are not listed")
        assert len(trace["steps"]) == 5
        # An expectation shows the moment it checked: after the eleven characters, the toast, drawn
        # as the host renders the recorded tree (a trace keeps trees; inspect renders them).
        browser.find_element(By.CSS_SELECTOR, '#trace-steps li[data-step="5"]').click()
        wait(browser, lambda d: "scenario step 5 · trace step 3" in d.find_element(By.ID, "screen-version").text, "step 5 not shown")
        assert "Scenario step 5 (expect)" in d_text(browser, "preview-banner")
        wait(browser, lambda d: shows_rendered_screen(d) and TOAST in screen_text(d), "the recorded screen is not the rendered one")
        assert not browser.find_element(By.ID, "screen-note").is_displayed()
        # The last receive: the timer elapsed and the toast is gone.
        browser.find_element(By.CSS_SELECTOR, '#trace-steps li[data-step="9"]').click()
        wait(browser, lambda d: "scenario step 9 · trace step 5" in d.find_element(By.ID, "screen-version").text
             and shows_rendered_screen(d) and TOAST not in screen_text(d), "step 9 not shown")
        # Step 3 typed eleven characters (trace step 3): continue live from there.
        browser.find_element(By.CSS_SELECTOR, '#trace-steps li[data-step="3"]').click()
        wait(browser, lambda d: "trace step 3" in d.find_element(By.ID, "screen-version").text, "step 3 not shown")
        assert TOAST in screen_text(browser)
        browser.find_element(By.ID, "continue-live").click()
        notice = wait(browser, lambda d: "continued live" in d.find_element(By.ID, "notice").text
                      and d.find_element(By.ID, "notice").text, "never continued live")
        assert "its state is the trace's" in notice
        wait(browser, lambda d: "relationship-1" in d.find_element(By.ID, "screen-version").text, "the new store is not shown")
        wait(browser, lambda d: shows_rendered_screen(d) and TOAST in screen_text(d), "the live screen has no toast")
        # And it goes on by hand: the toast's timer is live in the new store.
        browser.find_element(By.ID, "next-timer").click()
        wait(browser, lambda d: TOAST not in screen_text(d), "the toast stayed after 2 s")
    finally:
        server.close()


def d_text(browser, element_id):
    return browser.find_element(By.ID, element_id).text


def test_a_row_scrolled_into_view_sends_view_appear(inspector, browser):
    open_page(browser, inspector)
    Select(browser.find_element(By.ID, "feature-select")).select_by_value("bookmarks")
    Select(browser.find_element(By.ID, "create-dynamic-type")).select_by_value("accessibilityExtraExtraExtraLarge")
    browser.find_element(By.ID, "create-button").click()
    wait(browser, lambda d: "bookmarks-1" in d.find_element(By.ID, "screen-version").text, "no store shown")
    # Pages load while the list's last row (the one with the appear interaction) is on the
    # screen; at the largest text size the rows soon go below the fold. Scrolling the last row
    # into view makes it appear, and the page after it loads.
    below_the_fold = ("const rows = doc ? doc.querySelectorAll('[data-interactions~=appear]') : [];"
                      "const last = rows[rows.length - 1];"
                      "return last && last.getBoundingClientRect().top > doc.defaultView.innerHeight ? last.dataset.nodeId : null;")
    last = wait(browser, lambda d: rendered(d, below_the_fold), "the rows never went below the fold")
    with inside_screen(browser):
        row = browser.find_element(By.CSS_SELECTOR, f'[data-node-id="{last}"]')
        browser.execute_script("arguments[0].scrollIntoView()", row)
    wait(browser, lambda d: "lastRowAppeared" in d.find_element(By.ID, "timeline").text, "no view/appear sent")
    wait(browser, lambda d: "appear" not in (screen_attribute(d, last, "data-interactions") or ""),
         "scrolling the last row into view loaded nothing")
