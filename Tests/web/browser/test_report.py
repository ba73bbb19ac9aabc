"""`uistate replay --reporter html`: the static report, opened from its file in headless Chromium."""
from pathlib import Path

from selenium.webdriver.common.by import By

from conftest import run_uistate

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


def test_the_report_is_the_same_bytes_run_to_run(uistate_bin, tmp_path):
    first = replay(uistate_bin, tmp_path / "one").read_bytes()
    second = replay(uistate_bin, tmp_path / "two").read_bytes()
    assert first == second
    assert b"http://" not in first and b"https://" not in first
