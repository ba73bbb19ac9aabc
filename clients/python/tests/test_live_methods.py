"""store/subscribe, history/list, history/jump and scenario/run against the real host: every patch a
subscription receives is applied and the local copies are compared with store/state and view/render."""

import asyncio
from pathlib import Path

import pytest

from uistate import AsyncHost, ErrorCode, Host, UIStateError

CHECKOUT = Path(__file__).resolve().parents[3]
FAILING = {"name": "increments", "feature": "counter",
           "steps": [{"send": "incrementButtonTapped", "pointers": {"/count": 1}}]}


@pytest.fixture(scope="module")
def host():
    with Host() as running:
        yield running


def raises(code):
    return pytest.raises(UIStateError, match=r"\[%d " % code)


def assert_in_step(subscription, store):
    """The subscription's local copies, caught up with the store's version, equal the server's."""
    subscription.wait_for(store.version)
    assert subscription.version == store.version
    if subscription.has_state:
        assert subscription.state == store.state()
    if subscription.has_tree:
        assert subscription.tree == store.render("json")


# MARK: - Subscriptions

def test_every_kind_of_change_patches_the_local_state_and_tree(host):
    store = host.create_store("relationship")
    with store, store.subscribe(state=True, view=True) as subscription:
        assert (subscription.store_id, subscription.version) == (store.id, 0)
        assert_in_step(subscription, store)
        store.dispatch({"selection": {"itemTapped": 2}})                 # dispatch
        assert_in_step(subscription, store)
        store.tap("customInputButton")                                  # tap (and an effect's action)
        assert_in_step(subscription, store)
        store.input("customTextField", "가나다라마바사아자차카")            # input: shows a toast
        assert_in_step(subscription, store)
        assert subscription.state["toastMessage"]
        store.advance(2000)                                             # the test clock clears it
        assert_in_step(subscription, store)
        assert "toastMessage" not in subscription.state
        store.set_environment({"colorScheme": "dark", "dynamicTypeSize": "xxLarge"})  # environment
        assert_in_step(subscription, store)
        assert subscription.tree["properties"]["colorScheme"] == "dark"
        store.jump(0)                                                   # history jump
        assert_in_step(subscription, store)
        assert subscription.state["selection"]["selectedIDs"] == []
        assert subscription.resyncs == 0
        assert subscription.close() == {"subscription": subscription.id, "version": store.version}
        with raises(ErrorCode.UNKNOWN_SUBSCRIPTION) as raised:
            host.request("store/unsubscribe", {"subscription": subscription.id})
        assert raised.value.data["subscription"] == subscription.id
        with raises(ErrorCode.UNKNOWN_SUBSCRIPTION):
            subscription.close()


def test_each_change_is_one_notification_chained_by_base_version(host):
    with host.create_store("counter", dependencies={"presets": {"numberFact": "slow"}}) as store:
        subscription = store.subscribe()  # state only
        assert subscription.has_state and not subscription.has_tree and subscription.tree is None
        queue = host.notifications("store/didChange")
        store.tap(label="Increment")
        store.advance(5000)               # the fact arrives from the effect
        subscription.wait_for(store.version)
        assert subscription.state == store.state()
        seen = [change for change in queue.drain() if change["subscription"] == subscription.id]
        queue.close()
        assert [c["baseVersion"] for c in seen[1:]] == [c["version"] for c in seen[:-1]]
        assert all("statePatch" in c and "treePatch" not in c for c in seen)
        subscription.close()


def test_a_view_only_subscription_and_invalid_params(host):
    with host.create_store("relationship") as store:
        with store.subscribe(state=False, view=True) as subscription:
            assert not subscription.has_state and subscription.state is None
            store.tap("item-1")
            assert_in_step(subscription, store)
        with raises(ErrorCode.INVALID_PARAMS):
            store.subscribe(state=False, view=False)
    with raises(ErrorCode.UNKNOWN_STORE):
        host.store("nope-1").subscribe()


def test_a_missed_notification_refetches_instead_of_diverging(host):
    with host.create_store("relationship") as store, store.subscribe(view=True) as subscription:
        store.tap("item-1")
        dropped = subscription._queue.get(10)  # this change never reaches the subscription
        assert dropped["version"] == store.version
        store.tap("item-3")
        change = subscription.next(10)
        assert change["baseVersion"] != 0 and subscription.resyncs == 1
        assert_in_step(subscription, store)
        store.tap("item-1")  # patches on from the snapshot
        assert_in_step(subscription, store)
        assert subscription.resyncs == 1


def test_destroying_the_store_ends_its_subscriptions(host):
    store = host.create_store("relationship")
    with store.subscribe() as subscription:
        store.destroy()
        with raises(ErrorCode.UNKNOWN_SUBSCRIPTION):
            host.request("store/unsubscribe", {"subscription": subscription.id})
    # leaving the with block after the store ended is not an error


# MARK: - History

def test_history_pages_and_jump(host):
    with host.create_store("relationship") as store:
        for item in ("item-1", "item-2", "item-3", "item-1"):
            store.tap(item)
        first = store.history(limit=3)
        assert [e["sequence"] for e in first.entries] == [1, 2, 3] and first.next == 4
        assert first.versions == {"from": 0, "to": store.version} and first.dropped == 0
        entry = first.entries[0]
        assert (entry["origin"], entry["action"]) == ("outside", {"selection": {"itemTapped": 1}})
        assert {"version", "changed", "effectsStarted", "effectsCancelled", "events"} <= set(entry)
        effect_entry = first.entries[1]
        assert effect_entry["origin"] == "effect" and effect_entry["startedBy"] == 1
        second = store.history(start=first.next, limit=3)
        assert second.entries[0]["sequence"] == 4
        everything = list(store.history_entries(page_size=2))
        assert [e["sequence"] for e in everything] == list(range(1, len(everything) + 1))
        assert everything[:6] == first.entries + second.entries
        assert "next" not in store.history(start=everything[-1]["sequence"])

        before = store.version
        jumped = store.jump(1)
        assert jumped.changed and jumped.version == before + 1 == store.version
        assert store.state("/selection/selectedIDs") == [1]
        last = list(store.history_entries())[-1]
        assert (last["origin"], last["action"], last["toVersion"]) == ("jump", None, 1)
        with raises(ErrorCode.UNKNOWN_VERSION) as raised:
            store.jump(99)
        assert raised.value.data["available"] == {"from": 0, "to": store.version}
        with raises(ErrorCode.INVALID_PARAMS):
            store.history(limit=0)


# MARK: - scenario/run

def test_replay_a_passing_a_failing_and_a_bad_document(host):
    with host.create_store("relationship") as store:
        store.tap("customInputButton")
        store.input("customTextField", "대학 동기")
        store.tap("customSaveButton")
        recorded = host.request("history/export", {"storeId": store.id})["scenario"]
    passed = host.replay(recorded)
    assert passed.summary == {"total": 1, "passed": 1, "failed": 0, "errors": 0}
    assert passed.scenarios[0]["status"] == "passed"

    failed = host.replay(FAILING, timeout=30)
    assert failed.summary["failed"] == 1
    failure = failed.scenarios[0]["failure"]
    assert (failure["step"], failure["kind"], failure["pointer"]) == (1, "send", "/steps/0")
    assert "countText" in failure["diff"]

    with raises(ErrorCode.SCENARIO_FAILED) as raised:
        host.replay({"name": "bad", "feature": "relation", "steps": []})
    assert raised.value.data["pointer"] == "/feature"
    assert raised.value.data["report"]["summary"]["errors"] == 1
    with raises(ErrorCode.SCENARIO_FAILED):
        host.replay(path="/nonexistent/uistate.scenario.json")
    with pytest.raises(TypeError):
        host.replay()


def test_replay_a_directory_by_path_with_options(host):
    folder = CHECKOUT / "examples" / "scenarios" / "interests"
    report = host.replay(path=str(folder), tags=["selection"], jobs=2)
    assert report.summary["total"] >= 1 and report.summary["failed"] == 0
    assert all("selection" in scenario["tags"] for scenario in report.scenarios)


# MARK: - asyncio

def test_async_subscription_history_and_replay():
    async def main():
        async with await AsyncHost.start() as host:
            async with await host.create_store("relationship") as store:
                async with await store.subscribe(view=True) as subscription:
                    for step in (store.tap("item-2"), store.advance(10), store.set_environment({"colorScheme": "dark"}),
                                 store.jump(0)):
                        await step
                        await subscription.wait_for(store.version)
                        assert subscription.state == await store.state()
                        assert subscription.tree == await store.render()
                    assert (await subscription.close())["version"] == store.version
                page = await store.history(limit=1)
                entries = await store.history_entries(page_size=1)
                assert page.next == 2 and [e["sequence"] for e in entries] == list(range(1, len(entries) + 1))
                assert entries[-1]["origin"] == "jump"
            report = await host.replay(FAILING)
            assert report.summary["failed"] == 1
            with pytest.raises(UIStateError) as raised:
                await host.replay({"name": "bad", "feature": "relation", "steps": []})
            assert raised.value.code == ErrorCode.SCENARIO_FAILED

    asyncio.run(main())
