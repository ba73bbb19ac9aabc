"""State editing and import in headless Chromium over the real page and host: a value edited in
the state tree and a whole state pasted in are checked against the state schema on the page, put
in place by the host as recorded steps (`store/replaceState`), and exported to a scenario that
replays, in JSON and in YAML, to exactly the state the page shows."""
import json

import yaml
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys
from selenium.webdriver.support.ui import Select

from test_devtools import assert_replays_to, host_call, send_raw, text_of
from test_inspector import click, open_page, rendered, shows_rendered_screen, state_value, wait


def create_counter_store(browser):
    Select(browser.find_element(By.ID, "feature-select")).select_by_value("counter")
    browser.find_element(By.ID, "create-button").click()
    wait(browser, lambda d: "counter-1" in text_of(d, "screen-version"), "no store shown")
    wait(browser, lambda d: shows_rendered_screen(d) and shown_count(d) == "0", "the counter never showed")


def shown_count(browser):
    """The count as the rendered screen shows it."""
    return rendered(browser, "const el = doc && doc.querySelector('[data-node-id=\"counter.count\"]'); return el ? el.textContent.trim() : null;")


def edit_value(browser, pointer, text):
    """Opens the value at `pointer` in the state tree for editing (unless it is open), types `text`
    over it and presses Enter."""
    fields = browser.find_elements(By.CSS_SELECTOR, f'#state-tree input.value-input[data-pointer="{pointer}"]')
    if not fields:
        click(browser, f'#state-tree .leaf[data-pointer="{pointer}"] button.edit-value', f"{pointer} could not be opened for editing")
        fields = browser.find_elements(By.CSS_SELECTOR, f'#state-tree input.value-input[data-pointer="{pointer}"]')
    [field] = fields
    field.send_keys(Keys.CONTROL, "a")
    field.send_keys(text, Keys.ENTER)


def import_state(browser, state_text):
    details = browser.find_element(By.ID, "state-import-details")
    if not details.get_attribute("open"):
        details.find_element(By.TAG_NAME, "summary").click()
    browser.execute_script("document.getElementById('state-import').value = arguments[0];", state_text)
    browser.find_element(By.ID, "state-import-send").click()


def replace_entries(inspector):
    entries = host_call(inspector, "history/list", {"storeId": "counter-1"})["entries"]
    return [entry for entry in entries if entry["origin"] == "replace"]


def test_an_edited_value_and_an_imported_state_are_recorded_steps_and_the_export_replays_to_the_state_shown(inspector, browser, tmp_path):
    open_page(browser, inspector)
    create_counter_store(browser)

    # A value the state schema refuses is refused on the page, and nothing reaches the host.
    edit_value(browser, "/count", '"many"')
    wait(browser, lambda d: text_of(d, "state-message") == "not sent: /count: expected integer, got string",
         "the schema's complaint was not shown")
    assert replace_entries(inspector) == []

    # Corrected in the same field: the host puts it in place as one step.
    edit_value(browser, "/count", "41")
    wait(browser, lambda d: state_value(d, "/count") == "count: 41", "the edited value did not land")
    wait(browser, lambda d: shown_count(d) == "41", "the screen did not redraw the edited state")
    wait(browser, lambda d: "replace · v1" in text_of(d, "timeline") and "state replaced" in text_of(d, "timeline"),
         "the edit is not a row of the timeline")
    assert "replaced: /count = 41 → v1" == text_of(browser, "state-message")
    assert host_call(inspector, "store/state", {"storeId": "counter-1", "pointer": "/count"})["value"] == 41

    # A whole state pasted in: "Copy the current state" fills the field with the live state.
    details = browser.find_element(By.ID, "state-import-details")
    details.find_element(By.TAG_NAME, "summary").click()
    browser.find_element(By.ID, "state-import-current").click()
    copied = json.loads(browser.find_element(By.ID, "state-import").get_attribute("value"))
    assert copied == host_call(inspector, "store/state", {"storeId": "counter-1"})["value"]
    import_state(browser, '{"count": 7')
    wait(browser, lambda d: text_of(d, "state-message").startswith("not JSON"), "bad JSON was not refused")
    import_state(browser, json.dumps({**copied, "countText": 7}))
    wait(browser, lambda d: text_of(d, "state-message") == "not sent: /countText: expected string, got integer",
         "a pasted state the schema refuses was sent")
    import_state(browser, json.dumps({**copied, "count": 7, "countText": "7"}))
    wait(browser, lambda d: state_value(d, "/count") == "count: 7" and shown_count(d) == "7", "the imported state did not land")
    assert len(replace_entries(inspector)) == 2

    # Then on as usual: an action from the console, and its effect's answer after a second.
    send_raw(browser, '"incrementButtonTapped"')
    wait(browser, lambda d: state_value(d, "/count") == "count: 8", "the action after the import did not land")
    browser.find_element(By.CSS_SELECTOR, '[data-advance="1000"]').click()
    wait(browser, lambda d: state_value(d, "/fact") is not None, "the fact never arrived")
    shown = host_call(inspector, "store/state", {"storeId": "counter-1"})["value"]
    assert shown["count"] == 8 and shown["fact"], shown

    browser.find_element(By.ID, "export-button").click()
    exported = wait(browser, lambda d: d.find_element(By.ID, "export-output").text, "nothing exported")
    scenario = json.loads(exported)
    replaced = [step["replaceState"] for step in scenario["steps"] if "replaceState" in step]
    assert [state["count"] for state in replaced] == [41, 7], scenario["steps"]

    # Replayed, in either form, the file ends exactly at the state the page shows.
    assert_replays_to(shown, tmp_path / "edited.scenario.json", exported)
    assert_replays_to(shown, tmp_path / "edited.scenario.yaml", yaml.safe_dump(scenario, allow_unicode=True))


def test_a_skipped_action_is_recomputed_on_a_fork_and_applied_as_a_recorded_step(inspector, browser, tmp_path):
    open_page(browser, inspector)
    create_counter_store(browser)
    for expected in ("1", "2", "3"):
        send_raw(browser, '"incrementButtonTapped"')
        wait(browser, lambda d: state_value(d, "/count") == f"count: {expected}", f"increment to {expected} did not land")
    entries = host_call(inspector, "history/list", {"storeId": "counter-1"})["entries"]
    second = [entry for entry in entries if entry["origin"] == "outside"][1]
    wait(browser, lambda d: d.find_elements(By.CSS_SELECTOR, f'#timeline button.skip[data-skip="{second["sequence"]}"]'),
         "the timeline has no Skip button")

    # Skipped: the state is recomputed without it on a fork, and the live store is untouched.
    click(browser, f'#timeline button.skip[data-skip="{second["sequence"]}"]', "the Skip button could not be clicked")
    wait(browser, lambda d: "Without 1 skipped action (recomputed on fork counter-2)" in text_of(d, "preview-banner"),
         "the recomputed state was not shown")
    wait(browser, lambda d: state_value(d, "/count") == "count: 2" and shown_count(d) == "2", "the recomputed state is not the one without it")
    wait(browser, lambda d: "line-through" in d.find_element(By.CSS_SELECTOR, f'#timeline li[data-sequence="{second["sequence"]}"] .action')
         .value_of_css_property("text-decoration"), "the skipped action is not struck through")
    assert host_call(inspector, "store/state", {"storeId": "counter-1", "pointer": "/count"})["value"] == 3
    assert [store["storeId"] for store in host_call(inspector, "store/list", {})["stores"]] == ["counter-1"], "the fork was left behind"

    # Toggled back: live again, nothing changed.
    click(browser, f'#timeline button.skip[data-skip="{second["sequence"]}"]', "the Skip button could not be clicked")
    wait(browser, lambda d: not d.find_element(By.ID, "preview-banner").is_displayed() and state_value(d, "/count") == "count: 3",
         "unskipping did not go back to live")

    # Skipped again and applied: the live store takes the recomputed state as one recorded step.
    click(browser, f'#timeline button.skip[data-skip="{second["sequence"]}"]', "the Skip button could not be clicked")
    wait(browser, lambda d: d.find_elements(By.ID, "apply-skip"), "no Apply button")
    browser.find_element(By.ID, "apply-skip").click()
    wait(browser, lambda d: "state replaced" in text_of(d, "timeline") and state_value(d, "/count") == "count: 2"
         and "(past)" not in text_of(d, "state-version") and "skipped" not in text_of(d, "state-version"), "the skip was not applied")
    shown = host_call(inspector, "store/state", {"storeId": "counter-1"})["value"]
    assert shown["count"] == 2, shown

    browser.find_element(By.ID, "export-button").click()
    exported = wait(browser, lambda d: d.find_element(By.ID, "export-output").text, "nothing exported")
    assert_replays_to(shown, tmp_path / "skipped.scenario.json", exported)
