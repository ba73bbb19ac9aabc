"""`uistate replay --reporter html`: the static report, opened from its file in headless Chromium."""
import json
import re
import subprocess
from pathlib import Path

from selenium.webdriver.common.by import By

from conftest import ROOT, run_uistate

FIXTURES = Path(__file__).resolve().parent / "fixtures"


def replay(uistate_bin, output: Path):
    result = run_uistate(uistate_bin, "replay", str(FIXTURES), "--reporter", "html", "--output", str(output))
    assert result.returncode == 1, result.stderr.decode()  # the fixture fails on purpose
    return output / "index.html"


def test_the_failing_step_is_open_with_its_diff_and_the_screen_at_that_moment(uistate_bin, browser, tmp_path):
    browser.get(replay(uistate_bin, tmp_path / "report").as_uri())
    scenarios = browser.find_elements(By.CSS_SELECTOR, "details.scenario")
    assert [s.get_attribute("data-status") for s in scenarios] == ["passed", "failed"]
    assert scenarios[0].get_attribute("open") is None
    assert scenarios[1].get_attribute("open") == "true"
    failing = scenarios[1].find_element(By.CSS_SELECTOR, "details.step.failing")
    assert failing.get_attribute("open") == "true"
    assert failing.get_attribute("data-step") == "3"
    assert 'step 3 (tap) "expects the wrong item"' in failing.find_element(By.CSS_SELECTOR, ".failure").text
    removed = [e.text for e in failing.find_elements(By.CSS_SELECTOR, ".failure .diff .del")]
    added = [e.text for e in failing.find_elements(By.CSS_SELECTOR, ".failure .diff .ins")]
    assert [line.split() for line in removed] == [["-", "3"]] and [line.split() for line in added] == [["+", "2"]]
    # Only the failing step is open among the steps.
    assert len(browser.find_elements(By.CSS_SELECTOR, "details.step[open]")) == 1
    frame = failing.find_element(By.CSS_SELECTOR, ".screen iframe")
    assert frame.size == {"width": 390 + 2, "height": 844 + 2}  # plus the 1 px border
    browser.switch_to.frame(frame)
    try:
        chip = browser.find_element(By.CSS_SELECTOR, '[data-node-id="item-2"]')
        assert chip.text == "가족"
        assert chip.get_attribute("aria-label") == "가족, 선택됨"
        assert browser.find_element(By.CSS_SELECTOR, '[data-node-id="nextButton"]').is_enabled()
    finally:
        browser.switch_to.default_content()


def test_every_step_shows_its_request_state_change_and_screen(uistate_bin, browser, tmp_path):
    browser.get(replay(uistate_bin, tmp_path / "report").as_uri())
    passing = browser.find_element(By.CSS_SELECTOR, 'details.scenario[data-status="passed"]')
    steps = passing.find_elements(By.CSS_SELECTOR, "details.step")
    assert [s.get_attribute("data-step") for s in steps] == [str(n) for n in range(8)]  # launch + 7
    browser.execute_script("for (const d of document.querySelectorAll('details')) d.open = true;")
    tap = steps[2]
    assert '{"tap":{"text":"친구"}}' in tap.text
    assert tap.find_elements(By.CSS_SELECTOR, ".diff .ins")
    assert '{"haptic":{"style":"medium"}}' in tap.text
    assert len(passing.find_elements(By.CSS_SELECTOR, ".screen iframe")) == 8


def test_the_filter_box_narrows_the_scenarios(uistate_bin, browser, tmp_path):
    browser.get(replay(uistate_bin, tmp_path / "report").as_uri())
    box = browser.find_element(By.ID, "filter")
    box.send_keys("failed")
    visible = [s.get_attribute("data-status") for s in browser.find_elements(By.CSS_SELECTOR, "details.scenario") if s.is_displayed()]
    assert visible == ["failed"]
    box.clear()
    box.send_keys("다음")
    visible = [s.get_attribute("data-status") for s in browser.find_elements(By.CSS_SELECTOR, "details.scenario") if s.is_displayed()]
    assert visible == ["passed"]


def without_durations(page: bytes) -> bytes:
    return re.sub(rb'<span class="duration[^"]*">[^<]*</span>', b"", page)


def test_the_report_is_the_same_bytes_run_to_run_but_for_its_durations(uistate_bin, tmp_path):
    first = replay(uistate_bin, tmp_path / "one").read_bytes()
    second = replay(uistate_bin, tmp_path / "two").read_bytes()
    assert b'class="duration' in first
    assert without_durations(first) == without_durations(second)
    assert b"http://" not in first and b"https://" not in first
    screens = sorted(p.name for p in (tmp_path / "one" / "screens").iterdir())
    assert screens == sorted(p.name for p in (tmp_path / "two" / "screens").iterdir())
    for name in screens:
        assert (tmp_path / "one" / "screens" / name).read_bytes() == (tmp_path / "two" / "screens" / name).read_bytes()


def visible_scenarios(browser):
    return [s.get_attribute("data-status") for s in browser.find_elements(By.CSS_SELECTOR, "details.scenario") if s.is_displayed()]


def test_the_header_counts_each_status_and_a_count_filters_when_clicked(uistate_bin, browser, tmp_path):
    browser.get(replay(uistate_bin, tmp_path / "report").as_uri())
    counts = {b.get_attribute("data-filter-status"): int(b.find_element(By.CSS_SELECTOR, ".number").text)
              for b in browser.find_elements(By.CSS_SELECTOR, "#summary button.count")}
    assert counts == {"all": 2, "passed": 1, "failed": 1, "error": 0, "skipped": 0}
    browser.find_element(By.CSS_SELECTOR, '[data-filter-status="failed"]').click()
    assert visible_scenarios(browser) == ["failed"]
    assert browser.find_element(By.CSS_SELECTOR, '[data-filter-status="failed"]').get_attribute("aria-pressed") == "true"
    browser.find_element(By.CSS_SELECTOR, '[data-filter-status="passed"]').click()
    assert visible_scenarios(browser) == ["passed"]
    browser.find_element(By.CSS_SELECTOR, '[data-filter-status="error"]').click()
    assert visible_scenarios(browser) == []
    browser.find_element(By.CSS_SELECTOR, '[data-filter-status="all"]').click()
    assert visible_scenarios(browser) == ["passed", "failed"]


def test_scenarios_are_grouped_by_feature_then_file_with_relative_paths_and_their_extension(uistate_bin, browser, tmp_path):
    output = tmp_path / "report"
    result = subprocess.run([uistate_bin, "replay", "examples/scenarios/textFieldForm", "examples/scenarios/buttonGallery",
                             "--reporter", "html", "--output", str(output), "--open"], capture_output=True, timeout=300, cwd=ROOT)
    assert result.returncode == 0, result.stdout.decode() + result.stderr.decode()
    assert result.stdout.decode().strip().endswith("open " + (output / "index.html").as_uri())
    browser.get((output / "index.html").as_uri())
    groups = browser.find_elements(By.CSS_SELECTOR, "section.group")
    assert [g.get_attribute("data-feature") for g in groups] == ["buttonGallery", "textFieldForm"]
    for group in groups:
        feature = group.get_attribute("data-feature")
        files = [s.get_attribute("data-file") for s in group.find_elements(By.CSS_SELECTOR, "details.scenario")]
        assert files == sorted(files) and len(files) >= 6
        assert all(f.startswith(f"examples/scenarios/{feature}/") for f in files), files
        jsons = [f for f in files if f.endswith(".scenario.json")]
        assert sorted(f.replace(".json", ".yaml") for f in jsons) == sorted(f for f in files if f.endswith(".scenario.yaml"))
    shown = [e.text for e in browser.find_elements(By.CSS_SELECTOR, "details.scenario > summary .file")]
    assert len(set(shown)) == len(shown)


def test_every_scenario_shows_its_duration(uistate_bin, browser, tmp_path):
    browser.get(replay(uistate_bin, tmp_path / "report").as_uri())
    durations = [s.find_element(By.CSS_SELECTOR, "summary .duration").text for s in browser.find_elements(By.CSS_SELECTOR, "details.scenario")]
    assert len(durations) == 2
    assert all(re.fullmatch(r"\d+ ms|\d+(\.\d)? s", d) for d in durations), durations


def test_the_filmstrip_shows_each_screen_with_its_step_under_it_and_opens_the_step(uistate_bin, browser, tmp_path):
    browser.get(replay(uistate_bin, tmp_path / "report").as_uri())
    passing = browser.find_element(By.CSS_SELECTOR, 'details.scenario[data-status="passed"]')
    passing.find_element(By.TAG_NAME, "summary").click()  # a passing scenario starts closed
    frames = passing.find_elements(By.CSS_SELECTOR, ".filmstrip .frame")
    captions = [f.find_element(By.CSS_SELECTOR, ".caption").text for f in frames]
    assert captions[:3] == ["launch", 'step 1 (expect) "다음 is disabled with nothing selected"', "step 2 (tap)"]
    assert len(frames) == 8
    thumb = frames[2].find_element(By.CSS_SELECTOR, ".thumb")
    # A quarter of the 390 x 844 screen (rounded by layout).
    assert abs(thumb.size["width"] - 390 / 4) <= 1 and abs(thumb.size["height"] - 844 / 4) <= 1, thumb.size
    # The screen's stylesheet, stored once beside it, is applied inside the frame.
    browser.switch_to.frame(thumb.find_element(By.TAG_NAME, "iframe"))
    try:
        chip = browser.find_element(By.CSS_SELECTOR, '[data-node-id="item-1"]')
        assert chip.get_attribute("aria-label").startswith("친구")
        screen = browser.find_element(By.CSS_SELECTOR, ".screen")
        assert screen.value_of_css_property("display") == "flex" and screen.size["width"] == 390
    finally:
        browser.switch_to.default_content()
    step = passing.find_element(By.CSS_SELECTOR, 'details.step[data-step="2"]')
    assert step.get_attribute("open") is None
    frames[2].click()
    assert step.get_attribute("open") == "true"


def test_an_expect_step_shows_its_expectation_as_written_with_file_and_line(uistate_bin, browser, tmp_path):
    browser.get(replay(uistate_bin, tmp_path / "report").as_uri())
    browser.execute_script("for (const d of document.querySelectorAll('details')) d.open = true;")
    step = browser.find_element(By.CSS_SELECTOR, 'details.scenario[data-status="passed"] details.step[data-step="1"]')
    assert '{"expect":{"view":{"contains":[{"id":"nextButton","enabled":false}]}}}' in step.text
    assert '["view"]' not in step.text
    assert step.find_element(By.CSS_SELECTOR, "summary .file").text.endswith("passing.scenario.json:7:5")
    assert not step.find_element(By.CSS_SELECTOR, "summary .file").text.startswith("/")


def test_a_failed_screenshot_shows_expected_actual_and_diff_with_a_slider(uistate_bin, browser, tmp_path):
    scenario = tmp_path / "flows" / "look.scenario.json"
    scenario.parent.mkdir()
    shot = {"expect": {"screenshot": {"name": "gallery", "device": "iphone-se", "scale": 1}}}
    scenario.write_text(json.dumps({"feature": "buttonGallery", "steps": [shot]}))
    recorded = run_uistate(uistate_bin, "replay", str(scenario), "--update-snapshots")
    assert recorded.returncode == 0, recorded.stdout.decode()
    tap = {"tap": {"id": "gallery.disableToggle"}, "pointers": {"/areButtonsDisabled": True}}  # every button dims
    scenario.write_text(json.dumps({"feature": "buttonGallery", "steps": [tap, shot]}))
    output = tmp_path / "report"
    failed = run_uistate(uistate_bin, "replay", str(scenario), "--reporter", "html", "--output", str(output))
    assert failed.returncode == 1, failed.stdout.decode()
    browser.get((output / "index.html").as_uri())
    comparison = browser.find_element(By.CSS_SELECTOR, "details.step.failing .screenshot-diff")
    assert comparison.get_attribute("data-screenshot") == "gallery"
    pictures = {f.find_element(By.TAG_NAME, "figcaption").text: f.find_element(By.TAG_NAME, "img")
                for f in comparison.find_elements(By.CSS_SELECTOR, ".pictures figure")}
    assert list(pictures) == ["Expected", "Actual", "Diff"]
    for image in pictures.values():
        assert browser.execute_script("return arguments[0].complete && arguments[0].naturalWidth", image) == 375
    clip = comparison.find_element(By.CSS_SELECTOR, ".slider .expected-clip")
    slider = comparison.find_element(By.CSS_SELECTOR, "input.slide")
    assert clip.value_of_css_property("width") == "150px"  # half of the 300 px pictures
    browser.execute_script("arguments[0].value = 20; arguments[0].dispatchEvent(new Event('input'));", slider)
    assert clip.value_of_css_property("width") == "60px"
