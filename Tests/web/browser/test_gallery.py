"""`uistate gallery --output DIR`: static pages of every component story and feature screen,
side by side across variants, opened from files in headless Chromium."""
from selenium.webdriver.common.by import By

from conftest import ROOT, run_uistate

EXAMPLES = str(ROOT / "examples" / "scenarios")


def gallery(uistate_bin, output, *extra):
    result = run_uistate(uistate_bin, "gallery", "--output", str(output), *extra)
    assert result.returncode == 0, result.stderr.decode()
    return output


def test_the_index_links_the_components_and_every_feature(uistate_bin, host, browser, tmp_path):
    out = gallery(uistate_bin, tmp_path / "gallery")
    browser.get((out / "index.html").as_uri())
    links = [a.get_attribute("href").rsplit("/", 2) for a in browser.find_elements(By.CSS_SELECTOR, ".contents a")]
    features = [f["name"] for f in host.request("plugin/list")["features"]]
    assert links[0][-1] == "components.html"
    assert [link[-1] for link in links[1:]] == [name + ".html" for name in features]
    for link in links:
        assert (out / "/".join(link[-2:] if link[-2] == "features" else link[-1:])).exists()


def test_each_screen_is_shown_in_every_variant_side_by_side(uistate_bin, browser, tmp_path):
    out = gallery(uistate_bin, tmp_path / "gallery", "--sizes", "large,accessibilityLarge", "--schemes", "light,dark",
                  EXAMPLES + "/locationDetail")
    browser.set_window_size(1800, 1000)
    try:
        check_side_by_side(out, browser)
    finally:
        browser.set_window_size(390, 844)


def check_side_by_side(out, browser):
    browser.get((out / "components.html").as_uri())
    rows = browser.find_elements(By.CSS_SELECTOR, "details.row")
    titles = [row.find_element(By.TAG_NAME, "summary").text for row in rows]
    assert any(title.startswith("button layout=iconOnly") for title in titles)
    assert sum(title.startswith("button layout=") for title in titles) == 4
    first = rows[0]
    captions = [c.text for c in first.find_elements(By.TAG_NAME, "figcaption")]
    assert captions == ["large · light", "large · dark", "accessibilityLarge · light", "accessibilityLarge · dark"]
    frames = first.find_elements(By.TAG_NAME, "iframe")
    assert len(frames) == 4
    top = {frame.location["y"] for frame in frames}
    assert len(top) == 1, "the variants of one screen sit side by side"
    srcdocs = [frame.get_attribute("srcdoc") for frame in frames]
    assert '<body class="dark">' in srcdocs[1] and '<body class="light">' in srcdocs[2]
    # The text story in bodyRegular16: 16 px at large, 31 px at accessibilityLarge (16 × 33 / 17).
    assert "font-size:16px" in srcdocs[0] and "font-size:31px" in srcdocs[2]

    browser.get((out / "features" / "locationDetail.html").as_uri())
    rows = browser.find_elements(By.CSS_SELECTOR, "details.row")
    assert rows[0].find_element(By.TAG_NAME, "summary").text == "initial state"
    assert len(rows) > 5, "the example scenarios' steps follow the initial state"
    browser.switch_to.frame(rows[0].find_elements(By.TAG_NAME, "iframe")[0])
    try:
        assert browser.find_elements(By.CSS_SELECTOR, '[data-node-id="root"]')
    finally:
        browser.switch_to.default_content()


# Resolves once the story's frame was fitted (the page's fit script sets data-fitted after the
# frame loaded; scrolling it into view starts a lazy frame's load): no polling.
FITTED_STORY = """
const [title, done] = arguments;
const row = [...document.querySelectorAll('details.row')].find(r => r.querySelector('summary').firstChild.textContent === title);
const frame = row.querySelector('iframe');
const report = () => {
  let bottom = 0, right = 0;
  for (const element of frame.contentDocument.querySelectorAll('.screen *')) {
    const box = element.getBoundingClientRect();
    bottom = Math.max(bottom, box.bottom);
    right = Math.max(right, box.right);
  }
  done({width: frame.width, height: frame.height, bottom: bottom, right: right});
};
if ('fitted' in frame.dataset) { report(); return; }
new MutationObserver((_, observer) => {
  if ('fitted' in frame.dataset) { observer.disconnect(); report(); }
}).observe(frame, {attributes: true});
frame.scrollIntoView();
"""


def test_component_story_frames_fit_what_they_draw(uistate_bin, browser, tmp_path):
    out = gallery(uistate_bin, tmp_path / "gallery", "--sizes", "large", "--schemes", "light")
    browser.get((out / "components.html").as_uri())
    button = browser.execute_async_script(FITTED_STORY, "button layout=iconOnly")
    plain_list = browser.execute_async_script(FITTED_STORY, "list style=plain")
    alert = browser.execute_async_script(FITTED_STORY, "alert")
    # A 44-point icon button, the screen's padding around it: nowhere near the 393 × 360 screen
    # (a bare screen as wide as the default iPhone 15's).
    assert int(button["height"]) < 100 and int(button["width"]) < 100, button
    assert int(plain_list["height"]) > int(button["height"]), "a list of three rows is taller than a button"
    assert int(plain_list["width"]) == 393, "a list takes the width offered"
    for story in (button, plain_list, alert):
        assert story["bottom"] <= int(story["height"]) and story["right"] <= int(story["width"]), "nothing drawn is cut off"
    # A presentation covers the screen it is shown on, so its frame keeps the story screen.
    assert (int(alert["width"]), int(alert["height"])) == (393, 360)


def test_the_gallery_is_the_same_bytes_run_to_run(uistate_bin, tmp_path):
    one = gallery(uistate_bin, tmp_path / "one", "--sizes", "large", "--schemes", "dark", EXAMPLES)
    two = gallery(uistate_bin, tmp_path / "two", "--sizes", "large", "--schemes", "dark", EXAMPLES)
    files = sorted(p.relative_to(one) for p in one.rglob("*.html"))
    assert files == sorted(p.relative_to(two) for p in two.rglob("*.html"))
    for relative in files:
        assert (one / relative).read_bytes() == (two / relative).read_bytes(), relative


def test_gallery_and_report_usage_errors(uistate_bin):
    assert run_uistate(uistate_bin, "gallery").returncode == 2
    assert run_uistate(uistate_bin, "gallery", "--output", "x", "--sizes", "huge").returncode == 2
    assert run_uistate(uistate_bin, "replay", "examples/scenarios", "--reporter", "html").returncode == 2
    for command in ("gallery", "render", "replay"):
        shown = run_uistate(uistate_bin, command, "--help")
        assert shown.returncode == 0 and b"Usage: uistate " + command.encode() in shown.stdout
