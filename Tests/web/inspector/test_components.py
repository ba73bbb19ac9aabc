"""The components view in headless Chromium over the real host, as Storybook shows stories: the
catalogue from `component/list`, controls generated from each property's type, the host's
rendering of the story after every change (and its refusal), the environment and a device size."""
from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import Select

from test_inspector import open_page, wait


def story(browser, script):
    """Runs `script` with `doc` the story frame's document."""
    return browser.execute_script("const doc = document.getElementById('story-frame').contentDocument;" + script)


def story_html(browser):
    """The story frame's whole document, or None while the frame is between two documents (it is
    loaded again after every change, and its document has no root element for a moment)."""
    return story(browser, "return doc && doc.documentElement ? doc.documentElement.outerHTML : null;")


def message(browser):
    return browser.find_element(By.ID, "story-message").text


def test_a_component_renders_live_from_its_controls_in_the_device_and_environment_picked(inspector, browser):
    open_page(browser, inspector)
    browser.find_element(By.ID, "components-link").click()
    wait(browser, lambda d: d.find_element(By.ID, "components-view").is_displayed()
         and len(d.find_elements(By.CSS_SELECTOR, "#component-list li")) == 18, "the components view never showed the catalogue")
    assert not browser.find_element(By.ID, "inspector-view").is_displayed()
    names = [li.get_attribute("data-component") for li in browser.find_elements(By.CSS_SELECTOR, "#component-list li")]
    assert names[:3] == ["text", "image", "button"], names

    # A button's controls from its property schema: a menu for its layout, switches, numbers.
    browser.find_element(By.CSS_SELECTOR, '#component-list li[data-component="button"]').click()
    layout = Select(browser.find_element(By.CSS_SELECTOR, '#controls select[data-property="layout"]'))
    assert [option.text for option in layout.options] == ["iconOnly", "titleOnly", "iconLeading", "iconTrailing"]
    assert layout.first_selected_option.text == "titleOnly"
    assert browser.find_element(By.CSS_SELECTOR, '#controls input[data-property="disabled"]').get_attribute("type") == "checkbox"
    assert browser.find_element(By.CSS_SELECTOR, '#controls input[data-property="size"]').get_attribute("value") == "44"
    # Without a title a titleOnly button cannot be made: the host's refusal is shown.
    wait(browser, lambda d: message(d).startswith("refused: -32602") and "(at /properties/title)" in message(d), "no refusal shown")

    browser.find_element(By.CSS_SELECTOR, '#controls input[data-property="title"]').send_keys("추가")
    wait(browser, lambda d: story(d, "return doc.body && doc.body.innerText.includes('추가');"), "the title did not render")
    layout.select_by_value("iconLeading")
    browser.find_element(By.CSS_SELECTOR, '#controls input[data-property="image"]').send_keys("plus")
    wait(browser, lambda d: '"layout":"iconLeading"' in message(d) and story(d, "return doc.querySelector('svg') !== null;"),
         "the icon did not render")

    # The device picked sizes the story and draws it on that device's screen, as `render
    # --device` draws one (the iPhone SE's classic status bar, no home indicator); the colour
    # scheme reaches the renderer.
    assert story(browser, "return doc.querySelector('.status-bar.dynamicIsland') !== null;"), "not on an iPhone 15 at first"
    Select(browser.find_element(By.ID, "device-select")).select_by_value("iphone-se")
    wait(browser, lambda d: d.execute_script("const f = document.getElementById('story-frame'); return [f.clientWidth, f.clientHeight];") == [375, 667],
         "the device size was not applied")
    wait(browser, lambda d: story(d, "return doc.querySelector('.status-bar.classic .status-time')?.textContent === '9:41'"
                                     " && doc.querySelector('.home-indicator') === null;"), "the story is not on an iPhone SE's screen")
    before = story_html(browser)
    Select(browser.find_element(By.ID, "story-color-scheme")).select_by_value("dark")
    wait(browser, lambda d: story_html(d) not in (None, before), "dark did not redraw the story")

    # The bar's link goes back to the inspector.
    assert browser.find_element(By.ID, "components-link").text == "Inspector"
    browser.find_element(By.ID, "components-link").click()
    wait(browser, lambda d: d.find_element(By.ID, "inspector-view").is_displayed() and not d.find_element(By.ID, "components-view").is_displayed(),
         "not back in the inspector")
