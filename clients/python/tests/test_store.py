"""Every typed helper and every error class against the real host, and the seed-feature flow."""

import asyncio
import tempfile

import pytest

from uistate import AsyncHost, ErrorCode, Host, Result, UIStateError

CUSTOM = {"customItemPhase": "saved", "customItem": {"id": 5, "title": "대학 동기"}, "selectedIDs": [5]}


@pytest.fixture(scope="module")
def shared_host():
    with Host() as running:
        yield running


@pytest.fixture
def relationship(shared_host):
    store = shared_host.create_store("relationship")
    yield store
    try:
        store.destroy()
    except UIStateError:
        pass


@pytest.fixture
def counter(shared_host):
    store = shared_host.create_store("counter", dependencies={"presets": {"numberFact": "slow"}})
    yield store
    try:
        store.destroy()
    except UIStateError:
        pass


def raises(code):
    return pytest.raises(UIStateError, match=r"\[%d " % code)


# MARK: - The seed flow

def test_custom_item_flow_on_relationship(relationship):
    assert relationship.created.state["selection"]["customItemPhase"] == "empty"
    assert relationship.version == 0
    opened = relationship.tap("customInputButton")
    assert opened.changed and opened.version == 1
    assert opened.received == [{"selection": {"delegate": {"selected": []}}}]
    assert opened.events == [{"haptic": {"style": "medium"}}]
    relationship.input("customTextField", "대학 동기")
    relationship.expect_state("대학 동기", at="/selection/customText")
    saved = relationship.tap("customSaveButton")
    relationship.expect_received([])  # saving leaves the selection alone (seed 002)
    assert saved.version == 3
    picked = relationship.tap("customItem")
    relationship.expect_received([{"selection": {"delegate": {"selected": [5]}}}])
    assert picked.version == relationship.version == 4
    relationship.expect_state({"selection": CUSTOM}, partial=True)
    relationship.expect_node("customItem", {"accessibility": {"label": "대학 동기, 선택됨"}})
    relationship.expect_node("nextButton", {"enabled": True})
    nxt = relationship.tap("nextButton")
    assert nxt.received == [{"delegate": {"nextRequested": [5]}}]


def test_a_failed_expectation_names_the_step_and_shows_a_diff(relationship):
    relationship.tap("customInputButton")
    relationship.input("customTextField", "대학 동기")
    with pytest.raises(AssertionError) as raised:
        relationship.expect_state({"customItemPhase": "saved"}, at=["selection"], partial=True)
    message = str(raised.value)
    assert 'after view/input {"selector":{"id":"customTextField"},"text":"대학 동기"} (version 2)' in message
    assert '\n-  "customItemPhase": "saved"\n+  "customItemPhase": "editing"\n' in message
    with pytest.raises(AssertionError, match="no such node"):
        relationship.expect_node("missing", {})
    with pytest.raises(AssertionError, match="Received actions"):
        relationship.expect_received([{"selection": "x"}])


def test_toast_over_ten_characters_and_the_test_clock(relationship):
    relationship.tap("customInputButton")
    relationship.input("customTextField", "가나다라마바사아자차카")
    assert relationship.state("/toastMessage")
    assert relationship.advance(1999).changed is False
    cleared = relationship.advance(1)
    assert cleared.received == ["toastTimerElapsed"]
    assert "toastMessage" not in relationship.state()


# MARK: - Every helper

def test_host_listings(shared_host):
    names = [feature["name"] for feature in shared_host.plugins()]
    assert "relationship" in names and "counter" in names
    assert "button" in [component["name"] for component in shared_host.components()]
    tree = shared_host.render_component("button", {"title": "확인"})
    assert tree["type"] == "root"


def test_pages_of_a_store_and_a_component_in_an_environment(shared_host):
    store = shared_host.create_store("relationship", environment={"colorScheme": "dark"})
    try:
        page = store.render("html")
        assert page.startswith("<!DOCTYPE html>")
        assert '<body class="dark">' in page and 'data-node-id="item-2"' in page
    finally:
        store.destroy()
    button = shared_host.render_component("button", {"title": "확인"}, format="html",
                                          environment={"colorScheme": "dark"})
    assert '<body class="dark">' in button and 'aria-label="확인"' in button
    assert '<body class="light">' in shared_host.render_component("button", {"title": "확인"}, format="html")
    large = shared_host.render_component("text", {"text": "가"}, environment={"dynamicTypeSize": "accessibilityLarge"})
    assert large["properties"]["dynamicTypeSize"] == "accessibilityLarge"
    with pytest.raises(UIStateError) as raised:
        shared_host.render_component("text", {"text": "가"}, format="pdf")
    assert raised.value.code == -32602


def test_store_list_and_store_by_id(shared_host, relationship):
    listed = shared_host.stores()
    assert {"storeId": relationship.id, "feature": "relationship", "clock": "test"} in listed
    same = shared_host.store(relationship.id)
    assert same.state("/title") == "받은 분과 어떤 사이인가요?"


def test_dispatch_state_render_and_results(relationship):
    result = relationship.dispatch({"selection": {"itemTapped": 2}})
    assert isinstance(result, Result)
    assert result["version"] == result.version == 1
    with pytest.raises(AttributeError, match="members"):
        result.nope
    assert relationship.state(["selection", "selectedIDs"]) == [2]
    text = relationship.render("text")
    assert '#item-2 "가족"' in text
    tree = relationship.render()
    assert tree["id"] == "root"


def test_tap_by_text_and_index(relationship):
    relationship.tap(text="직접 입력")
    assert relationship.state("/selection/customItemPhase") == "editing"
    relationship.tap({"type": "button"}, index=0)
    assert relationship.state("/selection/selectedIDs") == [1]


def test_focus_appear_environment_settle(shared_host):
    form = shared_host.create_store("textFieldForm")
    try:
        fields = [n for n in form.render("text").splitlines() if "textField #" in n]
        assert fields
        field_id = fields[0].split("#")[1].split()[0]
        form.focus(field_id)
        form.focus(None)
        changed = form.set_environment({"dynamicTypeSize": "xxLarge"})
        assert changed.changed
        assert form.render()["properties"]["dynamicTypeSize"] == "xxLarge"
        assert form.settle().effects == []
    finally:
        form.destroy()
    bookmarks = shared_host.create_store("bookmarks")
    try:
        appeared = bookmarks.appear("home.list/hstack[5]")  # the last row: loads the next page
        assert appeared.changed
        assert "home.list/hstack[6]" in bookmarks.render("text")
    finally:
        bookmarks.destroy()


def test_effects_advance_and_cancel(counter):
    counter.tap(label="Increment")
    effects = counter.effects()
    assert [effect["status"] for effect in effects] == ["waitingOnChildren", "waitingOnTestClock"]
    cancelled = counter.cancel_effects(effects[0]["id"])
    assert effects[0]["id"] in cancelled.cancelled
    assert counter.effects() == []


def test_destroy_answers_the_last_version(shared_host):
    store = shared_host.create_store("relationship")
    store.tap("item-1")
    assert store.destroy() == {"storeId": store.id, "version": 1}
    with raises(ErrorCode.UNKNOWN_STORE):
        store.destroy()


def test_create_with_initial_state_environment_and_storage(shared_host):
    with tempfile.TemporaryDirectory() as directory:
        initial = shared_host.plugins()
        state = next(f for f in initial if f["name"] == "relationship")["initialState"]
        state["selection"]["selectedIDs"] = [3]
        with shared_host.create_store("relationship", initial_state=state, environment={"colorScheme": "dark"},
                                      dependencies={"clock": "test", "uuid": "incrementing"}, storage=directory) as store:
            assert store.state("/selection/selectedIDs") == [3]
            assert store.render()["properties"]["colorScheme"] == "dark"


def test_the_host_has_the_methods_the_helpers_wrap(shared_host):
    # subscribe/history/jump/replay are tested in test_live_methods.py; a server without
    # store/subscribe is played by the harness (test_conformance.py).
    for method in ("store/subscribe", "store/unsubscribe", "history/list", "history/jump", "scenario/run"):
        assert shared_host.supports(method), method
    with pytest.raises(TypeError):
        shared_host.replay()


# MARK: - Every error class the host answers

def test_error_classes(shared_host, relationship, counter):
    with raises(ErrorCode.UNKNOWN_STORE):
        shared_host.store("nope-1").state()
    with raises(ErrorCode.UNKNOWN_FEATURE) as raised:
        shared_host.create_store("relation")
    assert raised.value.data["suggestion"] == "relationship"
    with raises(ErrorCode.UNKNOWN_NODE):
        relationship.tap("nope")
    with raises(ErrorCode.NODE_NOT_INTERACTIVE) as raised:
        relationship.tap("nextButton")
    assert raised.value.data["reason"] == "disabled"
    with raises(ErrorCode.AMBIGUOUS_SELECTOR) as raised:
        counter.tap(role="button")
    assert len(raised.value.data["candidates"]) == 3
    with raises(ErrorCode.UNKNOWN_PRESET):
        shared_host.create_store("counter", dependencies={"presets": {"numberFact": "nope"}})
    with raises(ErrorCode.INVALID_PARAMS) as raised:
        counter.dispatch("incrementButonTapped")
    assert raised.value.data["suggestion"] == "incrementButtonTapped"
    assert "did you mean \"incrementButtonTapped\"?" in str(raised.value)
    with raises(ErrorCode.INVALID_PARAMS) as raised:
        relationship.state("/nope")
    assert raised.value.data["path"] == "/pointer"
    with raises(ErrorCode.STORAGE_FAILED):
        shared_host.create_store("relationship", storage="/proc/uistate-cannot-create")
    live = shared_host.create_store("counter", dependencies={"clock": "live", "presets": {"numberFact": "slow"}})
    try:
        with raises(ErrorCode.CLOCK_IS_LIVE):
            live.advance(10)
        live.tap(label="Increment")
        with raises(ErrorCode.SETTLE_TIMED_OUT) as raised:
            live.settle(timeout_ms=50)
        assert raised.value.data["timeoutMs"] == 50
    finally:
        live.destroy()


def test_a_failing_request_leaves_the_store_as_it_was(relationship):
    relationship.tap("item-1")
    before = (relationship.state(), relationship.version)
    with raises(ErrorCode.INVALID_PARAMS):
        relationship.dispatch({"selection": {"itemTaped": 1}})
    assert (relationship.state(), relationship.version) == before


def test_cancelling_a_long_settle(shared_host):
    live = shared_host.create_store("counter", dependencies={"clock": "live", "presets": {"numberFact": "slow"}})
    try:
        live.tap(label="Increment")
        pending = shared_host.send_request("store/settle", {"storeId": live.id, "timeoutMs": 10_000})
        pending.cancel()
        with raises(ErrorCode.REQUEST_CANCELLED):
            pending.result(5)
    finally:
        live.destroy()


# MARK: - asyncio

def test_async_store_flow():
    async def main():
        async with await AsyncHost.start() as host:
            assert "relationship" in [f["name"] for f in await host.plugins()]
            async with await host.create_store("relationship") as store:
                await store.tap("customInputButton")
                await store.input("customTextField", "대학 동기")
                await store.tap("customSaveButton")
                store.expect_received([])
                await store.tap("customItem")
                store.expect_received([{"selection": {"delegate": {"selected": [5]}}}])
                await store.expect_state(CUSTOM, at="/selection", partial=True)
                await store.expect_node("nextButton", {"enabled": True})
                assert '"대학 동기"' in await store.render("text")
                assert 'data-node-id="customItem"' in await store.render("html")
                page = await host.render_component("button", {"title": "확인"}, format="html",
                                                   environment={"colorScheme": "dark"})
                assert '<body class="dark">' in page
                assert (await store.dispatch({"selection": {"itemTapped": 1}})).version == 5
                assert await store.state("/selection/selectedIDs") == [1]
                assert (await store.set_environment({"colorScheme": "dark"})).changed
                assert (await store.settle()).effects == []
                assert await store.effects() == []
                assert (await store.advance(10)).changed is False
                with pytest.raises(UIStateError) as raised:
                    await store.tap("nope")
                assert raised.value.code == ErrorCode.UNKNOWN_NODE
            assert store.id not in [s["storeId"] for s in await host.stores()]

    asyncio.run(main())
