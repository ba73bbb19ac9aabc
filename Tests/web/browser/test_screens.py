"""What a user would see, measured from the DOM of the HTML rendering in headless Chromium.

Each test renders a screen through the host (`view/render` with `format: html`), loads it from a
file and measures elements found by the tree's own ids (`data-node-id`)."""
from pathlib import Path

import pytest
from selenium.webdriver.common.by import By

from conftest import run_uistate
from png import read_png


def page(host, store_id: str) -> str:
    return host.request("view/render", {"storeId": store_id, "format": "html"})["tree"]


def node(browser, node_id: str):
    return browser.find_element(By.CSS_SELECTOR, f'[data-node-id="{node_id}"]')


def rect(browser, element):
    """The element's border box in CSS px, from the browser's layout."""
    return browser.execute_script(
        "const r = arguments[0].getBoundingClientRect();"
        "return {x: r.x, y: r.y, width: r.width, height: r.height, right: r.right, bottom: r.bottom};",
        element,
    )


def tree_ids(tree):
    return [tree["id"]] + [i for child in tree.get("children", []) for i in tree_ids(child)]


def set_size(host, store_id: str, size: str):
    host.request("environment/set", {"storeId": store_id, "environment": {"dynamicTypeSize": size}})


def open_profile(host) -> str:
    """locationDetail with Harbor Noodles open and Mina Park's profile selected."""
    store = host.request("store/create", {"feature": "locationDetail"})["storeId"]
    host.request("view/tap", {"storeId": store, "selector": {"label": "Close"}})
    host.request("view/tap", {"storeId": store, "selector": {"id": "locations/hstack[harbor-noodles]"}})
    return store


def test_a_default_button_is_44_px_high_with_an_18_px_icon(host, show):
    store = host.request("store/create", {"feature": "buttonGallery"})["storeId"]
    browser = show(page(host, store))
    icon_only = node(browser, "gallery.iconOnly")
    box = rect(browser, icon_only)
    assert (box["width"], box["height"]) == (44, 44)
    icon = rect(browser, icon_only.find_element(By.CSS_SELECTOR, ".icon"))
    assert (icon["width"], icon["height"]) == (18, 18)
    assert rect(browser, node(browser, "gallery.titleOnly"))["height"] == 44
    leading = node(browser, "gallery.iconLeading")
    assert rect(browser, leading)["height"] == 44
    assert rect(browser, leading.find_element(By.CSS_SELECTOR, ".icon"))["width"] == 18
    # Chained sizes take effect: a 56-point button with a 24-point icon.
    large = node(browser, "gallery.largeIcon")
    assert rect(browser, large)["height"] == 56
    assert rect(browser, large.find_element(By.CSS_SELECTOR, ".icon"))["height"] == 24


def test_body_text_grows_from_17_px_at_large_to_33_px_at_accessibility_large(host, show):
    store = host.request("store/create", {"feature": "buttonGallery"})["storeId"]
    sizes = {}
    heights = {}
    for size in ("large", "accessibilityLarge"):
        set_size(host, store, size)
        browser = show(page(host, store))
        heading = node(browser, "vstack.0/text.0")  # "기본값", the 17-point body size at large
        assert heading.text == "기본값"
        sizes[size] = heading.value_of_css_property("font-size")
        heights[size] = rect(browser, heading)["height"]
    assert sizes == {"large": "17px", "accessibilityLarge": "33px"}
    assert heights["accessibilityLarge"] > heights["large"] * 1.8


def test_the_profile_is_a_centred_overlay_at_large_and_a_bottom_sheet_at_accessibility_medium(host, show):
    store = open_profile(host)
    host.request("view/tap", {"storeId": store, "selector": {"label": "Mina Park"}})
    browser = show(page(host, store))
    screen = rect(browser, node(browser, "root"))
    overlay = browser.find_element(By.CSS_SELECTOR, '[data-type="overlay"]')
    assert overlay.get_attribute("data-role") == "dialog"
    assert browser.find_elements(By.CSS_SELECTOR, '[data-type="sheet"]') == []
    dim = rect(browser, overlay)
    assert (dim["x"], dim["y"], dim["width"], dim["height"]) == (screen["x"], screen["y"], screen["width"], screen["height"])
    card = rect(browser, overlay.find_element(By.CSS_SELECTOR, ".card"))
    assert abs((card["x"] + card["width"] / 2) - (screen["x"] + screen["width"] / 2)) <= 1
    assert abs((card["y"] + card["height"] / 2) - (screen["y"] + screen["height"] / 2)) <= 1
    assert card["width"] < screen["width"] and card["height"] < screen["height"] / 2

    # The presentation is chosen when the profile is tapped (seed 004) and kept until dismissed:
    # the sheet shows for a profile tapped at an accessibility size.
    store = open_profile(host)
    set_size(host, store, "accessibilityMedium")
    host.request("view/tap", {"storeId": store, "selector": {"label": "Mina Park"}})
    browser = show(page(host, store))
    screen = rect(browser, node(browser, "root"))
    assert browser.find_elements(By.CSS_SELECTOR, '[data-type="overlay"]') == []
    sheet = rect(browser, browser.find_element(By.CSS_SELECTOR, '[data-type="sheet"]'))
    assert sheet["bottom"] == screen["bottom"]
    assert (sheet["x"], sheet["width"]) == (screen["x"], screen["width"])
    assert screen["y"] < sheet["y"] < screen["y"] + 100  # rises from the bottom, nearly to the top
    dismiss = browser.find_element(By.CSS_SELECTOR, '[data-type="sheet"] [data-type="toolbar"] [aria-label="Dismiss"]')
    assert dismiss.is_displayed()


def test_the_location_grid_has_3_columns_then_1(host, show):
    store = open_profile(host)
    browser = show(page(host, store))
    cells = node(browser, "profiles").find_elements(By.XPATH, "./*[@data-node-id]")
    assert len(cells) >= 4
    boxes = [rect(browser, cell) for cell in cells]
    assert len({box["y"] for box in boxes[:3]}) == 1, "the first three cells share a row"
    assert boxes[0]["x"] < boxes[1]["x"] < boxes[2]["x"]
    assert boxes[3]["y"] > boxes[0]["y"] and boxes[3]["x"] == boxes[0]["x"], "the fourth starts the next row"

    set_size(host, store, "accessibilityMedium")
    browser = show(page(host, store))
    cells = node(browser, "profiles").find_elements(By.XPATH, "./*[@data-node-id]")
    boxes = [rect(browser, cell) for cell in cells]
    assert len({box["x"] for box in boxes}) == 1, "one column"
    assert all(earlier["y"] < later["y"] for earlier, later in zip(boxes, boxes[1:]))


def test_a_disabled_button_is_marked_disabled(host, show):
    store = host.request("store/create", {"feature": "relationship"})["storeId"]
    browser = show(page(host, store))
    next_button = node(browser, "nextButton")
    assert not next_button.is_enabled()
    assert next_button.get_attribute("aria-disabled") == "true"
    host.request("view/tap", {"storeId": store, "selector": {"text": "친구"}})
    browser = show(page(host, store))
    next_button = node(browser, "nextButton")
    assert next_button.is_enabled()
    assert next_button.get_attribute("aria-disabled") is None


@pytest.mark.parametrize("size", ["large", "accessibilityLarge"])
def test_every_data_node_id_matches_the_tree(host, show, size):
    features = [feature["name"] for feature in host.request("plugin/list")["features"]]
    assert "relationship" in features and "locationDetail" in features
    for feature in features:
        store = host.request("store/create", {"feature": feature, "environment": {"dynamicTypeSize": size}})["storeId"]
        tree = host.request("view/render", {"storeId": store})["tree"]
        browser = show(page(host, store))
        in_dom = browser.execute_script(
            "return Array.from(document.querySelectorAll('[data-node-id]'), e => e.dataset.nodeId);")
        assert in_dom == tree_ids(tree), feature
        # Each element carries its node's role and label as the tree says.
        labelled = browser.execute_script(
            "return Array.from(document.querySelectorAll('[data-node-id]'),"
            " e => [e.dataset.nodeId, e.dataset.role, e.getAttribute('aria-label')]);")
        expected = []

        def walk(n):
            expected.append([n["id"], n["accessibility"]["role"], n["accessibility"]["label"]])
            for child in n.get("children", []):
                walk(child)

        walk(tree)
        assert labelled == expected, feature
        host.request("store/destroy", {"storeId": store})


def test_korean_text_renders_with_a_cjk_font(host, show):
    store = host.request("store/create", {"feature": "relationship"})["storeId"]
    browser = show(page(host, store))
    assert browser.execute_script("return document.fonts.check('16px \"Noto Sans CJK KR\"')")
    title = node(browser, "title")
    assert title.text == "받은 분과 어떤 사이인가요?"
    # Twelve glyphs of a 24-point title: tofu boxes or a missing font would not be this wide.
    assert rect(browser, title)["width"] > 200


BUILT_INS = ["bookmarks", "buttonGallery", "counter", "extraInfo", "interests", "locationDetail",
             "relationship", "textFieldForm"]


@pytest.mark.parametrize("feature", BUILT_INS)
def test_every_built_in_renders_to_a_1179_by_2556_png_with_its_status_bar_and_home_indicator(uistate_bin, tmp_path, show, feature):
    """`render FEATURE --device iphone-15 --format png`: the PNG's size from its header (the
    pixels are checked in the test below), the bars from the page it screenshots."""
    output = tmp_path / f"{feature}.png"
    result = run_uistate(uistate_bin, "render", feature, "--device", "iphone-15", "--format", "png", "--output", str(output))
    assert result.returncode == 0, result.stderr.decode()
    header = output.read_bytes()[:24]
    assert header[:8] == b"\x89PNG\r\n\x1a\n" and header[12:16] == b"IHDR"
    assert (int.from_bytes(header[16:20], "big"), int.from_bytes(header[20:24], "big")) == (1179, 2556)
    html = run_uistate(uistate_bin, "render", feature, "--device", "iphone-15", "--format", "html")
    browser = show(html.stdout.decode())
    bars = browser.execute_script(
        "const bar = document.querySelector('.status-bar.dynamicIsland'); const home = document.querySelector('.home-indicator');"
        "return [bar ? bar.textContent.trim() : null, home ? home.getBoundingClientRect().bottom : null];")
    assert bars == ["9:41", 852 - 8]


def test_uistate_render_png_is_a_screenshot_of_an_iphone_15_at_3x(uistate_bin, tmp_path):
    output = tmp_path / "relationship.png"
    result = run_uistate(uistate_bin, "render", "relationship", "--format", "png", "--output", str(output))
    assert result.returncode == 0, result.stderr.decode()
    width, height, channels, rows = read_png(output.read_bytes())
    assert (width, height) == (1179, 2556)
    pixels = {row[i:i + 3] for row in rows[::12] for i in range(0, len(row), channels * 12)}
    assert len(pixels) > 20, "more than a blank page: text, chips and the button"
    white = bytes([255, 255, 255])
    painted = sum(1 for row in rows[::3] for i in range(0, len(row), channels * 24) if row[i:i + 3] != white)
    assert painted > 500
    # The status bar's 9:41 and the Dynamic Island at the top, the home indicator at the bottom.
    island = rows[3 * 25][3 * 196 * channels:3 * 196 * channels + 3]
    assert island == bytes([0, 0, 0])
    indicator = rows[3 * 841][3 * 196 * channels:3 * 196 * channels + 3]
    assert indicator != white

    # A size alone is a bare screen at scale 1, as before devices existed.
    wide = tmp_path / "wide.png"
    result = run_uistate(uistate_bin, "render", "relationship", "--format", "png", "--output", str(wide),
                         "--width", "430", "--height", "932")
    assert result.returncode == 0, result.stderr.decode()
    assert read_png(wide.read_bytes())[:2] == (430, 932)


def test_each_device_sets_the_png_size_and_scale_overrides_it(uistate_bin, tmp_path):
    for arguments, size in ((["--device", "iphone-se"], (750, 1334)), (["--device", "ipad"], (1640, 2360)),
                            (["--device", "iphone-15", "--scale", "1"], (393, 852))):
        output = tmp_path / "screen.png"
        result = run_uistate(uistate_bin, "render", "counter", "--format", "png", "--output", str(output), *arguments)
        assert result.returncode == 0, result.stderr.decode()
        assert read_png(output.read_bytes())[:2] == size, arguments


def test_an_unknown_device_is_a_usage_error_that_lists_the_devices(uistate_bin):
    result = run_uistate(uistate_bin, "render", "counter", "--device", "pixel-8", "--format", "html")
    assert result.returncode == 2
    assert "--device must be one of iphone-15, iphone-se, ipad, not 'pixel-8'" in result.stderr.decode()
    help_text = run_uistate(uistate_bin, "render", "--help").stdout.decode()
    assert "--device NAME" in help_text and "iphone-15, iphone-se, ipad" in help_text



def test_a_swiftui_preview_in_a_plugin_renders_to_png_by_name(uistate_bin, tmp_path):
    plugin = Path(uistate_bin).parent / "TCAExamplePlugin"
    assert plugin.exists(), f"build the example plugin first: swift build --product TCAExamplePlugin ({plugin})"
    output = tmp_path / "todos-preview.png"
    result = run_uistate(uistate_bin, "render", "TodosView", "--plugin", str(plugin), "--format", "png",
                         "--output", str(output))
    assert result.returncode == 0, result.stderr.decode()
    width, height, channels, rows = read_png(output.read_bytes())
    assert (width, height) == (1179, 2556)
    white = bytes([255, 255, 255])
    painted = sum(1 for row in rows[::3] for i in range(0, len(row), channels * 24) if row[i:i + 3] != white)
    assert painted > 100, "the preview's title and bar buttons are drawn"


def test_a_sheet_at_its_medium_detent_rises_to_half_the_screen(show):
    """`.presentationDetents([.medium])`, as the SwiftUI golden draws it: the sheet starts halfway
    down the screen; at `large` (the other golden) it starts just below the top, as on iOS."""
    goldens = Path(__file__).resolve().parents[2] / "ComponentsTests/HTML/Goldens"
    for name, expected in (("swiftui-sheet-medium.html", 0.5), ("swiftui-sheet-stack.html", 48 / 844)):
        browser = show((goldens / name).read_text(encoding="utf-8"))
        screen = rect(browser, browser.find_element(By.CSS_SELECTOR, ".screen"))
        sheet = rect(browser, browser.find_element(By.CSS_SELECTOR, '[data-type="sheet"]'))
        assert abs(sheet["y"] - screen["height"] * expected) < 1, (name, sheet, screen)
        assert sheet["bottom"] == screen["bottom"]


def test_an_alerts_buttons_sit_on_the_alert_not_on_a_fill(host, show):
    """iOS draws an alert's buttons on the alert's own background, divided by hairlines: the
    server-error alert's "Ok" has no fill of its own (the design system's clear buttons show a
    fill for their tap target everywhere else)."""
    store = host.request("store/create", {"feature": "locationDetail", "dependencies": {"presets": {"checkInCounts": "serverError"}}})["storeId"]
    browser = show(page(host, store))
    colours = browser.execute_script(
        "const button = document.querySelector('.alert-buttons > button');"
        "return [getComputedStyle(button).backgroundColor, button.textContent.trim(),"
        " getComputedStyle(document.querySelector('.alert-buttons')).borderTopStyle];")
    assert colours == ["rgba(0, 0, 0, 0)", "Ok", "solid"]


def test_a_paths_outline_is_stretched_from_the_space_it_was_drawn_in_to_its_box(show):
    """A clock's hand drawn from the middle of the 390 × 844 space a `Path` view is given to its
    top edge (the SwiftUI golden's fifth shape, framed 24 × 24): in the page it runs from the
    middle of its box to the box's top edge, at the box's horizontal centre."""
    goldens = Path(__file__).resolve().parents[2] / "ComponentsTests/HTML/Goldens"
    browser = show((goldens / "swiftui-pushed.html").read_text(encoding="utf-8"))
    box = rect(browser, node(browser, "navigationStack.0/list.0/button[1]/navigationDestination/vstack.0/hstack.1/shape.4"))
    hand = rect(browser, browser.find_element(
        By.CSS_SELECTOR, '[data-node-id$="hstack.1/shape.4"] path'))
    assert (box["width"], box["height"]) == (24, 24), box
    assert abs(hand["y"] - box["y"]) < 0.5, (hand, box)
    assert abs(hand["bottom"] - (box["y"] + 12)) < 0.5, (hand, box)
    assert abs(hand["x"] + hand["width"] / 2 - (box["x"] + 12)) < 0.5, (hand, box)


def test_a_frame_inside_a_frame_is_centred_in_the_width_the_outer_one_takes(show):
    """`.frame(maxWidth: 120).frame(maxWidth: .infinity)` on a text in a leading-aligned stack
    (the SwiftUI golden's last text): 120 px wide, centred in the stack's content box."""
    goldens = Path(__file__).resolve().parents[2] / "ComponentsTests/HTML/Goldens"
    browser = show((goldens / "swiftui-pushed.html").read_text(encoding="utf-8"))
    page = "navigationStack.0/list.0/button[1]/navigationDestination/vstack.0"
    stack = rect(browser, node(browser, page))
    text = rect(browser, node(browser, page + "/text.4"))
    assert abs(text["width"] - 120) < 0.5, text
    padding = 16
    middle = (stack["x"] + padding + stack["right"] - padding) / 2
    assert abs(text["x"] + text["width"] / 2 - middle) < 0.5, (text, stack)
