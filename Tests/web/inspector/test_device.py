"""The inspector's screen on a device: drawn as `uistate render --device` draws it (size, status
bar, safe areas, home indicator), on the device `inspect --device` names and then the one the
Screen panel's picker names, live and for past versions; a screen taller than the device scrolls
inside it, its call to action staying put; the timeline reads only what is new; and what the
page keeps of the past is bounded."""
import re
import subprocess

import pytest
from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import Select

from test_inspector import click, open_page, rendered, screen_attribute, shows_rendered_screen, tap, wait
from uistate_http import Server, uistate_binary


@pytest.fixture
def started():
    """`uistate inspect` with arguments of the test's choosing."""
    servers = []

    def start(*arguments):
        server = Server("inspect", *arguments)
        servers.append(server)
        return server

    yield start
    for server in servers:
        server.close()


def frame_size(browser):
    return browser.execute_script("const f = document.getElementById('screen-frame'); return [f.clientWidth, f.clientHeight];")


def chrome(browser):
    """The device's bars in the shown screen: the status bar's class and time, the home indicator."""
    return rendered(browser, "if (!doc) return null; const bar = doc.querySelector('.status-bar');"
                             "return {bar: bar ? bar.className : null, time: bar ? bar.querySelector('.status-time').textContent : null,"
                             " home: doc.querySelector('.home-indicator') !== null};")


def printed(feature, *arguments):
    result = subprocess.run([uistate_binary(), "render", feature, "--format", "html", *arguments],
                            capture_output=True, timeout=120, check=True)
    return result.stdout.decode()


def test_the_screen_is_drawn_on_the_device_inspect_names_and_on_the_one_picked(started, browser):
    server = started("relationship", "--device", "iphone-se")
    open_page(browser, server)
    wait(browser, lambda d: shows_rendered_screen(d) and chrome(d) is not None and chrome(d)["bar"], "no screen on a device")
    assert Select(browser.find_element(By.ID, "screen-device")).first_selected_option.get_attribute("value") == "iphone-se"
    assert frame_size(browser) == [375, 667]
    assert chrome(browser) == {"bar": "status-bar classic", "time": "9:41", "home": False}
    # What `render --device iphone-se` prints for the same state: the same stylesheet (the
    # device's size and safe areas in it) and the same status bar.
    page = printed("relationship", "--device", "iphone-se")
    style = re.search(r"<style>(.*?)</style>", page, re.S).group(1)
    assert rendered(browser, "return doc.head.querySelector('style').textContent;") == style
    bars = rendered(browser, "const printed = new DOMParser().parseFromString(arguments[0], 'text/html');"
                             "return [printed.querySelector('.status-bar').outerHTML, doc.querySelector('.status-bar').outerHTML];", page)
    assert bars[0] == bars[1]
    # Content starts below the status bar.
    assert rendered(browser, "return doc.querySelector('[data-node-id=item-1]').getBoundingClientRect().top;") >= 20

    # The picker: an iPad, then the bare screen.
    Select(browser.find_element(By.ID, "screen-device")).select_by_value("ipad")
    wait(browser, lambda d: (chrome(d) or {}).get("bar") == "status-bar tablet", "not redrawn on an iPad")
    assert frame_size(browser) == [820, 1180] and chrome(browser)["home"]
    Select(browser.find_element(By.ID, "screen-device")).select_by_value("bare")
    wait(browser, lambda d: chrome(d) is not None and chrome(d)["bar"] is None, "the bare screen still shows a status bar")
    assert frame_size(browser)[0] == 390

    # Still live on every device: a tap works, then on the iPhone 15 a past version the page
    # drew on another device is asked of the host again, on the iPhone 15.
    tap(browser, "item-2")
    wait(browser, lambda d: screen_attribute(d, "nextButton", "aria-disabled") is None, "the tap did not reach the store")
    Select(browser.find_element(By.ID, "screen-device")).select_by_value("iphone-15")
    wait(browser, lambda d: (chrome(d) or {}).get("bar") == "status-bar dynamicIsland", "not redrawn on an iPhone 15")
    click(browser, '#timeline li[data-version="0"]', "the timeline entry could not be clicked")
    wait(browser, lambda d: "from the host's history" in d.find_element(By.ID, "preview-banner").text, "version 0 was not asked of the host")
    wait(browser, lambda d: screen_attribute(d, "nextButton", "aria-disabled") == "true", "version 0 is not shown")
    assert chrome(browser) == {"bar": "status-bar dynamicIsland", "time": "9:41", "home": True}
    assert frame_size(browser) == [393, 852]


def test_a_grid_taller_than_the_device_scrolls_above_the_call_to_action(started, browser):
    server = started("interests")
    open_page(browser, server)
    wait(browser, lambda d: shows_rendered_screen(d) and (chrome(d) or {}).get("bar") == "status-bar dynamicIsland",
         "not on an iPhone 15 by default")
    Select(browser.find_element(By.ID, "dynamic-type-select")).select_by_value("accessibilityMedium")
    measure = ("const s = doc.querySelector('.screen'); const items = doc.querySelectorAll('.grid [data-interactions~=tap]');"
               "const last = items[items.length - 1]; const cta = doc.querySelector('[data-node-id=nextButton]');"
               "return {overflow: s.scrollHeight - s.clientHeight, id: last.dataset.nodeId,"
               " last: last.getBoundingClientRect().bottom, top: last.getBoundingClientRect().top,"
               " cta: cta.getBoundingClientRect().top, ctaBottom: cta.getBoundingClientRect().bottom};")
    # Waits for the larger type's screen itself: the grid may overflow at the default size too,
    # so an overflow alone can be the screen from before the change.
    def grown(d):
        if not rendered(d, "return doc && doc.body.className"):
            return False
        now = rendered(d, measure)
        return now["overflow"] > 0 and now["top"] > now["cta"]
    wait(browser, grown, "the grid never grew under the call to action")
    before = rendered(browser, measure)
    # At rest the last item lies under the call to action, which sits on the safe area.
    assert before["top"] > before["cta"] and before["ctaBottom"] <= 852 - 34
    # Scrolled to the end, the last item is above the call to action's backdrop, and a tap on it
    # selects it; the call to action has not moved.
    rendered(browser, "const s = doc.querySelector('.screen'); s.scrollTop = s.scrollHeight;")
    after = rendered(browser, measure)
    assert after["last"] <= after["cta"] - 8, after
    assert abs(after["cta"] - before["cta"]) < 1
    tap(browser, after["id"])
    wait(browser, lambda d: "1/20" in rendered(d, "return doc.body.innerText;"), "the last item could not be tapped")


RECORD_REQUESTS = """
window.rpcBodies = [];
const original = window.fetch;
window.fetch = (url, init) => {
  if (url === '/rpc' && init && typeof init.body === 'string') window.rpcBodies.push(JSON.parse(init.body));
  return original.call(window, url, init);
};
"""


def test_the_timeline_reads_only_the_entries_it_does_not_hold(started, browser):
    server = started("relationship")
    open_page(browser, server)
    wait(browser, lambda d: shows_rendered_screen(d), "no screen")

    def sequences():
        return browser.execute_script(
            "return [...document.querySelectorAll('#timeline li[data-sequence]')].map((row) => Number(row.dataset.sequence)).sort((a, b) => a - b);")

    # The first tap's entries (the tap and the delegate action its effect sent back) are held...
    tap(browser, "item-2")
    wait(browser, lambda d: sequences() == [0, 1, 2], "the first tap's entries never reached the timeline")
    # ... so every later read starts after them, never at the oldest entry again.
    browser.execute_script(RECORD_REQUESTS)
    tap(browser, "item-3")
    wait(browser, lambda d: sequences() == [0, 1, 2, 3, 4], "the second tap's entries never reached the timeline")
    tap(browser, "item-4")
    wait(browser, lambda d: sequences() == [0, 1, 2, 3, 4, 5, 6], "the third tap's entries never reached the timeline")
    reads = [body["params"].get("from", 0) for body in browser.execute_script("return window.rpcBodies;")
             if isinstance(body, dict) and body.get("method") == "history/list"]
    assert reads and min(reads) >= 3, reads
    # What it holds is what the host holds.
    connection = server.initialize()
    entries = server.call(connection, "history/list", {"storeId": "relationship-1"})["result"]["entries"]
    assert sequences() == [0] + [entry["sequence"] for entry in entries]


# The page's own StoreSession module, imported into the page and fed versions by a stand-in
# connection: what it keeps of the past stays within its bounds however long the session runs.
BOUNDS = """
const done = arguments[arguments.length - 1];
(async () => {
  const { StoreSession, KEPT_VERSIONS, KEPT_PAST } = await import('/js/session.js');
  const asked = [];
  const connection = { call: (method, params) => { asked.push(params.version); return Promise.resolve({ version: params.version }); } };
  const session = new StoreSession(connection, 'counter-1', () => {}, { name: 'bare', width: 390, height: 844 });
  session.subscription = 's1';
  session.version = 0;
  session.state = { count: 0 };
  for (let version = 1; version <= KEPT_VERSIONS + 100; version += 1) {
    session.receive({ storeId: 'counter-1', subscription: 's1', version, baseVersion: version - 1,
                      statePatch: [{ op: 'replace', path: '/count', value: version }] });
  }
  for (let version = 0; version < KEPT_PAST * 2; version += 1) await session.past(version);
  const callsBefore = asked.length;
  await session.past(KEPT_PAST * 2 - 1);   // among the newest asked: kept
  const keptNewest = asked.length === callsBefore;
  await session.past(0);                   // dropped long ago: asked again
  done({ seen: session.seen.size, oldestSeen: Math.min(...session.seen.keys()), newestState: session.seen.get(KEPT_VERSIONS + 100).state.count,
         past: session.pastVersions.size, keptNewest, askedAgain: asked.length === callsBefore + 1, limits: [KEPT_VERSIONS, KEPT_PAST] });
})().catch((error) => done({ error: String(error) }));
"""


def test_what_the_page_keeps_of_the_past_is_bounded(started, browser):
    server = started()
    open_page(browser, server)
    kept = browser.execute_async_script(BOUNDS)
    assert kept == {"seen": 500, "oldestSeen": 101, "newestState": 600, "past": 100, "keptNewest": True,
                    "askedAgain": True, "limits": [500, 100]}, kept
