"""SwiftUI's layout rules where the browser's defaults differ, measured from the DOM of every
built-in feature's screen as `uistate render FEATURE --device DEVICE --format html` draws it, on
the smallest iPhone and the current one.

What holds on a device: nothing runs off the screen's width; a tab bar's bottom edge is the safe
area's bottom; a screen's bottom call to action spans the screen's width inside the margins and
sits on the safe area, with a toast above it, and content taller than the screen goes under it
(nothing shows between it and the screen's bottom edge); no Korean word is broken across lines;
every button offers a tap target of at least 44 × 44 points."""
import json
import re

import pytest
from selenium.webdriver.common.by import By

from conftest import run_uistate
from png import read_png

BUILT_INS = ["bookmarks", "buttonGallery", "counter", "extraInfo", "interests", "locationDetail",
             "relationship", "textFieldForm"]
# (width, height, safe-area bottom) of each preset, in points.
DEVICES = {"iphone-se": (375, 667, 0), "iphone-15": (393, 852, 34)}
# The screens whose last element is the feature's "다음".
CALLS_TO_ACTION = ["extraInfo", "interests", "relationship"]
HANGUL = re.compile("[\uac00-\ud7a3]")


def rendered(uistate_bin, tmp_path, feature: str, device: str, *extra: str) -> str:
    output = tmp_path / f"{feature}-{device}.html"
    result = run_uistate(uistate_bin, "render", feature, "--device", device, "--format", "html",
                         "--output", str(output), *extra)
    assert result.returncode == 0, result.stderr.decode()
    return output.read_text(encoding="utf-8")


def screen_box(browser):
    return browser.execute_script(
        "const r = document.querySelector('.screen').getBoundingClientRect();"
        "return {left: r.left, right: r.right, top: r.top, bottom: r.bottom, width: r.width, height: r.height};")


# Every element drawn on the screen that runs past its left or right edge, by node id (or class).
OVERFLOWING = """
const screen = document.querySelector('.screen').getBoundingClientRect();
const out = [];
for (const element of document.querySelectorAll('.screen *')) {
    if (element.closest('svg') && element.tagName.toLowerCase() !== 'svg') continue;
    const r = element.getBoundingClientRect();
    if (r.width === 0 || r.height === 0) continue;
    if (r.left < screen.left - 0.5 || r.right > screen.right + 0.5) {
        out.push((element.dataset.nodeId || element.className.baseVal || element.className) +
                 ' ' + Math.round(r.left) + '..' + Math.round(r.right));
    }
}
return out;
"""

# Every Korean word (a run between spaces) whose glyphs lie on more than one line.
BROKEN_WORDS = """
const hangul = /[\\uac00-\\ud7a3]/;
const broken = [];
const walker = document.createTreeWalker(document.querySelector('.screen'), NodeFilter.SHOW_TEXT);
for (let text = walker.nextNode(); text; text = walker.nextNode()) {
    const words = text.data.matchAll(/\\S+/g);
    for (const word of words) {
        if (!hangul.test(word[0])) continue;
        const range = document.createRange();
        range.setStart(text, word.index);
        range.setEnd(text, word.index + word[0].length);
        const lines = new Set(Array.from(range.getClientRects()).filter(r => r.width > 0).map(r => Math.round(r.top)));
        if (lines.size > 1) broken.push(word[0]);
    }
}
return broken;
"""

# Each reachable button's tap target: its box, or the larger hit area its ::after draws.
TAP_TARGETS = """
const out = [];
for (const element of document.querySelectorAll('.screen button, .screen [data-role="button"]')) {
    if (element.closest('[inert]') || element.closest('[data-hidden]')) continue;
    const r = element.getBoundingClientRect();
    const after = getComputedStyle(element, '::after');
    const hit = after.content !== 'none' && after.position === 'absolute'
        ? [parseFloat(after.width) || 0, parseFloat(after.height) || 0] : [0, 0];
    out.push({id: element.dataset.nodeId || element.className, width: Math.max(r.width, hit[0]),
              height: Math.max(r.height, hit[1])});
}
return out;
"""


@pytest.fixture(params=sorted(DEVICES))
def device(request):
    return request.param


@pytest.mark.parametrize("feature", BUILT_INS)
def test_nothing_runs_off_the_device_width(uistate_bin, tmp_path, show, feature, device):
    browser = show(rendered(uistate_bin, tmp_path, feature, device))
    width, height, _ = DEVICES[device]
    assert (screen_box(browser)["width"], screen_box(browser)["height"]) == (width, height)
    assert browser.execute_script("const s = document.querySelector('.screen'); return s.scrollWidth - s.clientWidth") == 0
    assert browser.execute_script(OVERFLOWING) == []


@pytest.mark.parametrize("feature", BUILT_INS)
def test_no_korean_word_is_broken_across_lines(uistate_bin, tmp_path, show, feature, device):
    html = rendered(uistate_bin, tmp_path, feature, device)
    browser = show(html)
    assert browser.execute_script(BROKEN_WORDS) == []


@pytest.mark.parametrize("feature", BUILT_INS)
def test_every_button_offers_a_tap_target_of_44_points(uistate_bin, tmp_path, show, feature, device):
    browser = show(rendered(uistate_bin, tmp_path, feature, device))
    targets = browser.execute_script(TAP_TARGETS)
    small = [target for target in targets if target["width"] < 44 or target["height"] < 44]
    assert small == []


def test_the_korean_check_sees_a_word_broken_by_a_narrow_box(show):
    """The measure itself: a box too narrow for a word splits it, and the check says so."""
    browser = show('<main class="screen"><div style="width:40px;font-size:20px;word-break:normal">골라주세요</div></main>')
    assert browser.execute_script(BROKEN_WORDS) == ["골라주세요"]


def test_the_tab_bar_bottom_is_the_safe_area_bottom(uistate_bin, tmp_path, show, device):
    browser = show(rendered(uistate_bin, tmp_path, "bookmarks", device))
    width, height, safe_bottom = DEVICES[device]
    bar = browser.find_element(By.CSS_SELECTOR, '[data-role="tabBar"]')
    box = browser.execute_script("const r = arguments[0].getBoundingClientRect(); return [r.left, r.right, r.bottom];", bar)
    assert box == [0, width, height - safe_bottom]


@pytest.mark.parametrize("feature", CALLS_TO_ACTION)
def test_the_call_to_action_spans_the_screen_on_the_safe_area(uistate_bin, tmp_path, show, feature, device):
    browser = show(rendered(uistate_bin, tmp_path, feature, device))
    width, height, safe_bottom = DEVICES[device]
    button = browser.find_element(By.CSS_SELECTOR, '[data-node-id="nextButton"]')
    left, right, bottom = browser.execute_script(
        "const r = arguments[0].getBoundingClientRect(); return [r.left, r.right, r.bottom];", button)
    assert (left, right) == (16, width - 16)
    # On the safe area: below everything else, at most 24 points above its bottom edge.
    assert height - safe_bottom - 24 <= bottom <= height - safe_bottom


@pytest.mark.parametrize("feature", CALLS_TO_ACTION)
def test_content_taller_than_the_screen_goes_under_the_call_to_action(uistate_bin, tmp_path, show, feature, device):
    """At an accessibility size `interests`' grid is taller than the screen: it runs on under the
    call to action, whose backdrop of the screen's colour hides it from 12 points above the
    button to the screen's bottom edge, so nothing of it shows below the button (the PNG's
    pixels there are the screen's colour, but for the home indicator)."""
    size = ("--env", "dynamicTypeSize=accessibilityMedium")
    browser = show(rendered(uistate_bin, tmp_path, feature, device, *size))
    width, height, _ = DEVICES[device]
    button, indicator, colour = browser.execute_script(
        "const box = (e) => { if (!e) return null; const r = e.getBoundingClientRect();"
        " return [r.left, r.top, r.right, r.bottom]; };"
        "return [box(document.querySelector('[data-node-id=\"nextButton\"]')), box(document.querySelector('.home-indicator')),"
        " getComputedStyle(document.querySelector('.screen')).backgroundColor];")
    screen_colour = tuple(int(part) for part in re.findall(r"\d+", colour)[:3])
    png = tmp_path / f"{feature}-{device}.png"
    result = run_uistate(uistate_bin, "render", feature, "--device", device, "--scale", "1", "--format", "png",
                         "--output", str(png), *size)
    assert result.returncode == 0, result.stderr.decode()
    png_width, png_height, channels, rows = read_png(png.read_bytes())
    assert (png_width, png_height) == (width, height)

    def inside(box, x, y):
        return box is not None and box[0] - 1 <= x <= box[2] + 1 and box[1] - 1 <= y <= box[3] + 1

    showing = set()
    strips = list(range(int(button[1]) - 11, int(button[1]))) + list(range(int(button[3]) + 1, height))
    for y in strips:
        for x in range(16, width - 16):
            pixel = tuple(rows[y][x * channels:x * channels + 3])
            if pixel != screen_colour and not inside(indicator, x, y):
                showing.add(y)
    assert sorted(showing) == [], f"something shows on rows {sorted(showing)[:5]}… around the call to action"


def test_a_toast_sits_above_the_call_to_action(uistate_bin, host, tmp_path, show, device):
    store = host.request("store/create", {"feature": "relationship"})["storeId"]
    state = host.request("store/state", {"storeId": store})["value"]
    state["toastMessage"] = "10자 이내로 입력해주세요"
    path = tmp_path / "toast-state.json"
    path.write_text(json.dumps(state), encoding="utf-8")
    browser = show(rendered(uistate_bin, tmp_path, "relationship", device, "--state", str(path)))
    toast = browser.find_element(By.CSS_SELECTOR, ".toast")
    button = browser.find_element(By.CSS_SELECTOR, '[data-node-id="nextButton"]')
    toast_bottom = browser.execute_script("return arguments[0].getBoundingClientRect().bottom", toast)
    button_top = browser.execute_script("return arguments[0].getBoundingClientRect().top", button)
    assert toast.text == "10자 이내로 입력해주세요"
    assert toast_bottom <= button_top - 8
