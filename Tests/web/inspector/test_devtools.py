"""The inspector as DevTools, in headless Chromium over the real page and host: the clock as the
host reports it, past versions served by the host, the action console, and an export that
matches the session after a jump."""
import json
import subprocess

from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import Select

from test_inspector import (TOAST, click, create_relationship_store, inside_screen, open_page, rendered, screen_attribute, screen_text,
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


def select_family_and_type(browser, server, text):
    """A new relationship store on the page: "가족" tapped (version 1), then `text` typed into the
    custom field, one keystroke (and one version) per character."""
    open_page(browser, server)
    create_relationship_store(browser)
    with inside_screen(browser):
        browser.find_element(By.CSS_SELECTOR, '[data-node-id="item-2"]').click()
    wait(browser, lambda d: "v1" in text_of(d, "state-version"), "the tap did not land")
    type_into_custom_field(browser, text)
    wait(browser, lambda d: state_value(d, "/selection/customText") == f'customText: "{text}"', "the typing did not land")


def text_of(browser, element_id):
    return browser.find_element(By.ID, element_id).text


def host_call(server, method, params):
    """Asks the host on a connection of the test's own: what the page must agree with."""
    connection = server.initialize()
    reply = server.call(connection, method, params)
    assert "result" in reply, reply
    return reply["result"]


def assert_replays_to(state, path, text):
    """Writes the scenario `text` to `path` and replays it with `uistate replay`: it must pass and
    end (its trace's last step) at exactly `state`."""
    path.write_text(text)
    traces = path.parent / f"{path.name}.traces"
    replay = subprocess.run([uistate_binary(), "replay", str(path), "--trace", str(traces)],
                            capture_output=True, text=True, timeout=120)
    assert replay.returncode == 0, f"{path.name}: {replay.stdout}{replay.stderr}"
    [trace] = list(traces.glob("*.trace.json"))
    assert json.loads(trace.read_text())["steps"][-1]["state"] == state, path.name


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
    click(browser, '#timeline li[data-version="0"]', "the timeline entry could not be clicked")
    wait(browser, lambda d: "from the host's history" in text_of(d, "preview-banner"), "version 0 was not asked of the host")
    assert "not seen" not in text_of(browser, "preview-banner")
    wait(browser, lambda d: shows_rendered_screen(d) and screen_attribute(d, "nextButton", "aria-disabled") == "true",
         "the screen of version 0 is not the rendered one")
    assert state_value(browser, "/selection/selectedIDs/0") is None
    assert "v0 (past)" in text_of(browser, "state-version")

    # Version 1: "가족" selected, the next button enabled, the custom field not yet open.
    click(browser, '#timeline li[data-version="1"]', "the timeline entry could not be clicked")
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


def console_select(browser, path, case):
    Select(browser.find_element(By.CSS_SELECTOR, f'#console-fields select[data-path="{path}"][data-role="case"]')).select_by_value(case)


def send_raw(browser, text):
    area = browser.find_element(By.ID, "console-raw")
    area.clear()
    area.send_keys(text)
    browser.find_element(By.ID, "console-raw-send").click()


def test_the_action_console_sends_actions_built_from_the_schema_and_refuses_malformed_ones(inspector, browser, tmp_path):
    open_page(browser, inspector)
    create_relationship_store(browser)
    # The menus are the action schema's cases, nested enums included.
    top = [option.get_attribute("value") for option in
           Select(browser.find_element(By.CSS_SELECTOR, '#console-fields select[data-path=""]')).options]
    assert top == ["selection", "nextButtonTapped", "toastTimerElapsed", "delegate"], top
    console_select(browser, "", "selection")
    console_select(browser, "/selection", "itemTapped")
    field = browser.find_element(By.CSS_SELECTOR, 'input[data-path="/selection/itemTapped"]')
    assert field.get_attribute("type") == "number"

    # The payload is an integer: 2.5 is refused on the page and nothing is sent.
    field.send_keys("2.5")
    browser.find_element(By.ID, "console-send").click()
    wait(browser, lambda d: "whole number" in text_of(d, "console-message"), "2.5 was not refused")
    assert "itemTapped" not in text_of(browser, "timeline")

    field.clear()
    field.send_keys("2")
    browser.find_element(By.ID, "console-send").click()
    wait(browser, lambda d: "itemTapped" in text_of(d, "timeline"), "the action never reached history")
    wait(browser, lambda d: (state_value(d, "/selection/selectedIDs/0") or "").endswith("2"), "the state did not change")
    assert text_of(browser, "console-message").startswith('sent {"selection":{"itemTapped":2}}')
    wait(browser, lambda d: screen_attribute(d, "nextButton", "aria-disabled") is None, "the screen did not follow")

    # Raw JSON: sent as written; the host's refusal of an unknown case is shown with its path.
    send_raw(browser, '{"selection": "customInputButtonTapped"}')
    wait(browser, lambda d: "customInputButtonTapped" in text_of(d, "timeline"), "the raw action never reached history")
    wait(browser, lambda d: rendered(d, "return doc.querySelector('[data-node-id=customTextField]') !== null"), "no custom field")
    send_raw(browser, '{"selection": {"itemTaped": 3}}')
    notice = wait(browser, lambda d: d.find_element(By.ID, "notice").text, "the refusal was swallowed")
    assert "-32602" in notice, notice
    send_raw(browser, '{"selection": ')
    wait(browser, lambda d: text_of(d, "console-message").startswith("not JSON"), "bad JSON was not refused")
    history = host_call(inspector, "history/list", {"storeId": "relationship-1"})
    assert [entry["action"] for entry in history["entries"] if entry["origin"] == "outside"] == [
        {"selection": {"itemTapped": 2}}, {"selection": "customInputButtonTapped"}]

    # The actions sent by hand are steps of the export, which replays to exactly the state shown.
    shown = host_call(inspector, "store/state", {"storeId": "relationship-1"})["value"]
    browser.find_element(By.ID, "export-button").click()
    exported = wait(browser, lambda d: d.find_element(By.ID, "export-output").text, "nothing exported")
    sent = [step["send"] for step in json.loads(exported)["steps"] if "send" in step]
    assert sent == [{"selection": {"itemTapped": 2}}, {"selection": "customInputButtonTapped"}], sent
    assert_replays_to(shown, tmp_path / "console.scenario.json", exported)


def test_after_a_jump_the_export_replays_to_the_state_shown(inspector, browser, tmp_path):
    select_family_and_type(browser, inspector, "가나다라")

    # Back to "가" (the version after the first keystroke), then one more tap from there.
    typed = host_call(inspector, "history/list", {"storeId": "relationship-1"})["entries"]
    first_key = next(entry["version"] for entry in typed if entry["action"] == {"selection": {"customTextChanged": "가"}})
    # The four keystrokes are one row of the timeline; opened, each has its own Jump button.
    wait(browser, lambda d: len(d.find_elements(By.CSS_SELECTOR, "#timeline li[data-group]")) == 1, "not one keystroke group")
    click(browser, "#timeline li[data-group] .group-count", "the keystroke group could not be opened")
    click(browser, f'#timeline li.member[data-version="{first_key}"] button[data-jump]', "the timeline entry could not be clicked")
    wait(browser, lambda d: f"jump to {first_key}" in text_of(d, "timeline")
         and state_value(d, "/selection/customText") == 'customText: "가"', "the jump never showed")
    with inside_screen(browser):
        browser.find_element(By.CSS_SELECTOR, '[data-node-id="item-1"]').click()
    wait(browser, lambda d: '"itemTapped":1' in text_of(d, "timeline"), "the tap after the jump did not land")
    shown = host_call(inspector, "store/state", {"storeId": "relationship-1"})["value"]
    assert shown["selection"]["customText"] == "가" and 1 in shown["selection"]["selectedIDs"], shown
    wait(browser, lambda d: all((state_value(d, f"/selection/selectedIDs/{index}") or "").endswith(str(value))
                                for index, value in enumerate(shown["selection"]["selectedIDs"])), "the page is not at the host's state")

    browser.find_element(By.ID, "export-button").click()
    exported = wait(browser, lambda d: d.find_element(By.ID, "export-output").text, "nothing exported")
    assert "path to the state shown" in text_of(browser, "export-note")
    scenario = json.loads(exported)
    typed_texts = [step.get("text") for step in scenario["steps"] if "input" in step]
    assert typed_texts == ["가"], f"the keystrokes the jump undid are left out: {typed_texts}"

    # Replayed, the file ends exactly at the state the page shows.
    assert_replays_to(shown, tmp_path / "jumped.scenario.json", exported)


def test_the_timeline_filters_by_action_groups_keystrokes_and_jumps_in_one_click(inspector, browser):
    select_family_and_type(browser, inspector, "가나다라")

    # Four keystrokes into one field: one row, saying how many, with the last text.
    def one_closed_group(d):
        group = d.find_elements(By.CSS_SELECTOR, "#timeline li[data-group]")
        return (len(group) == 1 and group[0].get_attribute("data-group") == "selection.customTextChanged"
                and "4 keystrokes" in group[0].text and "가나다라" in group[0].text
                and not d.find_elements(By.CSS_SELECTOR, "#timeline li.member"))
    wait(browser, one_closed_group, "not one closed group of four keystrokes ending 가나다라")
    click(browser, "#timeline li[data-group] .group-count", "the keystroke group could not be opened")
    wait(browser, lambda d: len(d.find_elements(By.CSS_SELECTOR, "#timeline li.member")) == 4, "the group did not open")

    # The filter keeps the entries whose case names contain its text.
    search = browser.find_element(By.ID, "history-filter")
    search.send_keys("itemTapped")
    wait(browser, lambda d: len(d.find_elements(By.CSS_SELECTOR, "#timeline li")) == 1, "the filter kept other entries")
    assert "itemTapped" in text_of(browser, "timeline")

    # One click on a row's Jump restores its version.
    click(browser, '#timeline li[data-version="1"] button[data-jump="1"]', "the timeline entry could not be clicked")
    search.clear()
    search.send_keys("jump")
    wait(browser, lambda d: "jump to 1" in text_of(d, "timeline"), "the jump never showed")
    wait(browser, lambda d: state_value(d, "/selection/customText") == 'customText: ""', "the state is not version 1's")


def test_the_playback_slider_shows_any_version_and_plays_through_to_live(inspector, browser):
    select_family_and_type(browser, inspector, "가나")
    newest = host_call(inspector, "history/list", {"storeId": "relationship-1"})["versions"]["to"]
    slider = browser.find_element(By.ID, "playback-slider")
    wait(browser, lambda d: slider.get_attribute("max") == str(newest), "the slider does not reach the newest version")

    # Dragged to version 1: "가족" selected, nothing typed yet.
    browser.execute_script("arguments[0].value = '1'; arguments[0].dispatchEvent(new Event('input'));", slider)
    wait(browser, lambda d: "v1 (past)" in text_of(d, "state-version"), "version 1 not shown")
    assert state_value(browser, "/selection/selectedIDs/0").endswith("2")
    assert state_value(browser, "/selection/customText") == 'customText: ""'

    # Play steps through every version from there and ends live on the newest.
    browser.find_element(By.ID, "playback-play").click()
    wait(browser, lambda d: text_of(d, "playback-play") == "Play" and slider.get_attribute("data-played"), "playback never ended")
    assert slider.get_attribute("data-played") == ",".join(str(version) for version in range(1, newest + 1))
    wait(browser, lambda d: "(past)" not in text_of(d, "state-version"), "playback did not end live")
    assert state_value(browser, "/selection/customText") == 'customText: "가나"'


def test_with_a_store_open_there_is_one_environment_panel_and_the_features_fold_away(inspector, browser):
    open_page(browser, inspector)
    assert browser.find_element(By.ID, "create-form").is_displayed(), "with no store, the create form is open"
    create_relationship_store(browser)
    wait(browser, lambda d: not d.find_element(By.ID, "create-form").is_displayed(), "the Features panel kept its space")
    headings = [element.text for element in browser.find_elements(By.CSS_SELECTOR, "h2, legend") if element.is_displayed()]
    assert [text for text in headings if "nvironment" in text] == ["Environment"], headings
    # Folded, not gone: its summary opens it again.
    browser.find_element(By.CSS_SELECTOR, "#features-details > summary").click()
    wait(browser, lambda d: d.find_element(By.ID, "create-form").is_displayed(), "the Features panel did not open again")


def test_an_export_after_a_jump_into_the_middle_of_a_step_is_refused_and_says_why(inspector, browser):
    # The eleventh keystroke is one view/input whose step holds two versions: the text, then the
    # action its effect sent back (the toast). No scenario stops between the two.
    select_family_and_type(browser, inspector, "가나다라마바사아자차카")
    wait(browser, lambda d: TOAST in screen_text(d), "the toast never showed")
    entries = host_call(inspector, "history/list", {"storeId": "relationship-1"})["entries"]
    middle = next(entry["version"] for entry in entries
                  if entry["action"] == {"selection": {"customTextChanged": "가나다라마바사아자차카"}})
    assert any(entry["origin"] == "effect" and entry["version"] == middle + 1 for entry in entries)
    wait(browser, lambda d: len(d.find_elements(By.CSS_SELECTOR, "#timeline li[data-group]")) == 1, "not one keystroke group")
    click(browser, "#timeline li[data-group] .group-count", "the keystroke group could not be opened")
    click(browser, f'#timeline li.member[data-version="{middle}"] button[data-jump]', "the timeline entry could not be clicked")
    wait(browser, lambda d: f"jump to {middle}" in text_of(d, "timeline"), "the jump never showed")

    browser.find_element(By.ID, "export-button").click()
    notice = wait(browser, lambda d: d.find_element(By.ID, "notice").text, "the refusal was swallowed")
    assert "-32602" in notice and "inside one request's step" in notice, notice
    assert not browser.find_element(By.ID, "export-panel").is_displayed(), "a file that does not reach the state was shown"
