"""The inspector in headless Chromium: the page opened with its token drives a `relationship`
store through the screen, the clock, the timeline and export, as a person would."""
import json
import subprocess
import tempfile

from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import Select, WebDriverWait

from uistate_http import uistate_binary

# Every wait below is for something the page shows after a reply or a notification; the
# deadline only turns a page that never shows it into a failure. 30 s is far above the
# fraction of a second each step takes on a loaded two-core machine.
WAIT = 30

TOAST = "경조사 명은 10글자까지만 입력 가능해요"


def wait(browser, condition, message):
    return WebDriverWait(browser, WAIT).until(lambda driver: condition(driver), message)


def node(browser, node_id):
    return browser.find_element(By.CSS_SELECTOR, f'#screen [data-node-id="{node_id}"]')


def screen_text(browser):
    return browser.find_element(By.ID, "screen").text


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
    wait(browser, lambda d: "가족" in screen_text(d), "the screen never showed the items")


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
    assert "다음 [disabled]" in screen_text(browser)

    # Tapping "가족" selects it: the state changes (highlighted) and so does the screen.
    node(browser, "item-2").click()
    wait(browser, lambda d: "v1" in d.find_element(By.ID, "state-version").text, "state did not move to version 1")
    wait(browser, lambda d: "다음 [disabled]" not in screen_text(d), "the next button never became enabled")
    assert browser.find_elements(By.CSS_SELECTOR, "#state-tree .changed"), "the last change is highlighted"
    assert state_value(browser, "/selection/selectedIDs/0").endswith("2")
    timeline = browser.find_element(By.ID, "timeline").text
    assert "itemTapped" in timeline

    # Typing eleven characters into the custom field shows the toast.
    node(browser, "customInputButton").click()
    field = wait(browser, lambda d: d.find_elements(By.CSS_SELECTOR, "#screen input[data-node-id]"), "no custom field")[0]
    field.click()
    field.send_keys("가나다라마바사아자차카")
    wait(browser, lambda d: TOAST in screen_text(d), "the toast never showed")
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
    entry = browser.find_element(By.CSS_SELECTOR, '#timeline li[data-version="1"]')
    entry.click()
    wait(browser, lambda d: "(past)" in d.find_element(By.ID, "state-version").text, "no preview")
    assert TOAST not in screen_text(browser)
    browser.find_element(By.ID, "jump-button").click()
    wait(browser, lambda d: "(past)" not in d.find_element(By.ID, "state-version").text
         and "jump to 1" in d.find_element(By.ID, "timeline").text, "the jump never showed")
    assert state_value(browser, "/selection/customText") == 'customText: ""'
    assert state_value(browser, "/selection/selectedIDs/0").endswith("2")
    assert not browser.find_elements(By.CSS_SELECTOR, "#screen input[data-node-id]")


def test_a_refused_tap_is_shown(inspector, browser):
    open_page(browser, inspector)
    create_relationship_store(browser)
    node(browser, "nextButton").click()
    notice = wait(browser, lambda d: d.find_element(By.ID, "notice").text, "the refusal was swallowed")
    assert "-33004" in notice and "disabled" in notice


def test_environment_controls_apply_to_the_store(inspector, browser):
    open_page(browser, inspector)
    create_relationship_store(browser)
    Select(browser.find_element(By.ID, "dynamic-type-select")).select_by_value("accessibilityLarge")
    wait(browser, lambda d: "environment" in d.find_element(By.ID, "timeline").text, "no environment entry")
    tree = browser.execute_script("return document.querySelector('#screen li').textContent")
    assert tree.startswith("root")
    Select(browser.find_element(By.ID, "color-scheme-select")).select_by_value("dark")
    wait(browser, lambda d: d.find_element(By.ID, "timeline").text.count("environment") >= 2, "no second environment entry")


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


def test_a_trace_is_stepped_through_and_continued_live_from_step_3(browser, tmp_path):
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
        wait(browser, lambda d: len(d.find_elements(By.CSS_SELECTOR, "#trace-steps li")) == len(trace["steps"]), "no trace steps")
        # Step 3 typed eleven characters: the recorded screen shows the toast.
        browser.find_element(By.CSS_SELECTOR, '#trace-steps li[data-step="3"]').click()
        wait(browser, lambda d: "trace step 3" in d.find_element(By.ID, "screen-version").text, "step 3 not shown")
        assert TOAST in screen_text(browser)
        browser.find_element(By.ID, "continue-live").click()
        notice = wait(browser, lambda d: "continued live" in d.find_element(By.ID, "notice").text
                      and d.find_element(By.ID, "notice").text, "never continued live")
        assert "its state is the trace's" in notice
        wait(browser, lambda d: "relationship-1" in d.find_element(By.ID, "screen-version").text, "the new store is not shown")
        assert TOAST in screen_text(browser)
        # And it goes on by hand: the toast's timer is live in the new store.
        browser.find_element(By.ID, "next-timer").click()
        wait(browser, lambda d: TOAST not in screen_text(d), "the toast stayed after 2 s")
    finally:
        server.close()


def test_a_row_scrolled_into_view_sends_view_appear(inspector, browser):
    open_page(browser, inspector)
    Select(browser.find_element(By.ID, "feature-select")).select_by_value("bookmarks")
    browser.find_element(By.ID, "create-button").click()
    wait(browser, lambda d: "bookmarks-1" in d.find_element(By.ID, "screen-version").text, "no store shown")
    # Scrolling the list's last row into view makes it appear, and the next page loads.
    row = wait(browser, lambda d: d.find_element(By.CSS_SELECTOR, '[data-node-id="home.list/hstack[5]"]'), "no last row")
    browser.execute_script("arguments[0].scrollIntoView()", row)
    wait(browser, lambda d: "lastRowAppeared" in d.find_element(By.ID, "timeline").text, "no view/appear sent")
    wait(browser, lambda d: '"page":2' in d.find_element(By.ID, "timeline").text, "the next page never loaded")
