"""Replays every client case (protocol/conformance/client and clients/conformance/cases) against
the scripted harness, with the synchronous and the asyncio client."""

import asyncio

import pytest

from conformance_plan import HARNESS, client_cases, plan
from uistate import AsyncHost, ErrorCode, Host, UIStateError

CASES = [pytest.param(spec, case, framing, id=name) for name, spec, case, framing in client_cases()]


def operations_or_skip(case):
    operations = plan(case)
    if isinstance(operations, str):
        pytest.skip(operations)
    return operations


def check_error(error, expected):
    assert isinstance(error, UIStateError)
    assert (error.code, error.message, error.data) == (expected["code"], expected["message"], expected.get("data"))


def test_cases_exist():
    names = [name for name, *_ in client_cases()]
    assert any(name.startswith("client-basics/") for name in names), "protocol/conformance/client not found"
    assert any(name.startswith("client-transport/") for name in names)


@pytest.mark.parametrize("spec,case,framing", CASES)
def test_sync_client(spec, case, framing):
    operations = operations_or_skip(case)
    host = Host(str(HARNESS), ["--case", spec], framing=framing, timeout=20, initialize=case.get("initialize", True))
    queues = {op[1]: host.notifications(op[1]) for op in operations if op[0] == "expect_notification"}
    pending, waiting = {}, []

    def settle():
        for check in waiting:
            check()
        waiting.clear()

    def expect_result(index, result):
        waiting.append(lambda: assert_equal(pending[index].result(20), result))

    def expect_error(index, error):
        def check():
            with pytest.raises(UIStateError) as raised:
                pending[index].result(20)
            check_error(raised.value, error)
        waiting.append(check)

    try:
        for op in operations:
            kind = op[0]
            if kind in ("initialize", "request", "notify", "cancel"):
                settle()
            if kind == "initialize":
                pending[op[1]] = host.send_request("initialize", {"processId": None, "clientInfo": {"name": "t"},
                                                                  "protocolVersion": "0.1.0", "capabilities": {}})
                waiting.append(lambda index=op[1]: (pending[index].result(20), host.notify("initialized", {})))
            elif kind == "request":
                pending[op[1]] = host.send_request(op[2], op[3])
            elif kind == "notify":
                host.notify(op[1], op[2])
            elif kind == "cancel":
                [latest] = [p for p in list(pending.values())[-1:]]
                latest.cancel()
            elif kind == "expect_result":
                expect_result(op[1], op[2])
            elif kind == "expect_error":
                expect_error(op[1], op[2])
            elif kind == "expect_notification":
                waiting.append(lambda method=op[1], params=op[2]: assert_equal(queues[method].get(20), params))
        settle()
    finally:
        code = host.close(timeout=20)
    assert code == 0, "harness: " + "\n".join(host.stderr_tail)
    assert host.unroutable == [] or all(m.get("id") in (None, 987654) for m in host.unroutable)


def assert_equal(actual, expected):
    assert actual == expected


@pytest.mark.parametrize("spec,case,framing", CASES)
def test_async_client(spec, case, framing):
    operations = operations_or_skip(case)

    async def run():
        host = await AsyncHost.start(str(HARNESS), ["--case", spec], framing=framing, timeout=20,
                                     initialize=case.get("initialize", True))
        queues = {op[1]: host.notifications(op[1]) for op in operations if op[0] == "expect_notification"}
        tasks, waiting = {}, []

        async def settle():
            for check in waiting:
                await check()
            waiting.clear()

        try:
            for op in operations:
                kind = op[0]
                if kind in ("initialize", "request", "notify", "cancel"):
                    await settle()
                if kind == "initialize":
                    tasks[op[1]] = asyncio.ensure_future(host.initialize("t"))
                    await asyncio.sleep(0)
                elif kind == "request":
                    tasks[op[1]] = asyncio.ensure_future(host.request(op[2], op[3]))
                    await asyncio.sleep(0)  # written before the next step
                elif kind == "notify":
                    await host.notify(op[1], op[2])
                elif kind == "cancel":
                    # asyncio's way: cancelling the awaiting task sends $/cancelRequest (the harness
                    # checks its id); the task ends in CancelledError and the -32800 reply is dropped.
                    list(tasks.values())[-1].cancel()
                    await asyncio.sleep(0.05)
                elif kind == "expect_result":
                    async def check(index=op[1], result=op[2]):
                        assert await asyncio.wait_for(tasks[index], 20) == result
                    waiting.append(check)
                elif kind == "expect_error":
                    async def check(index=op[1], error=op[2]):
                        if error["code"] == ErrorCode.REQUEST_CANCELLED:
                            with pytest.raises(asyncio.CancelledError):
                                await tasks[index]
                            return
                        with pytest.raises(UIStateError) as raised:
                            await asyncio.wait_for(tasks[index], 20)
                        check_error(raised.value, error)
                    waiting.append(check)
                elif kind == "expect_notification":
                    async def check(method=op[1], params=op[2]):
                        assert await asyncio.wait_for(queues[method].get(), 20) == params
                    waiting.append(check)
            await settle()
        finally:
            code = await host.close(timeout=20)
        assert code == 0, "harness: " + "\n".join(host.stderr_tail)

    asyncio.run(run())


def test_the_harness_catches_a_client_that_counts_characters():
    """The harness is strict: a Content-Length in characters fails the case (exit 3, with the reason)."""
    import json
    import subprocess

    [spec] = [spec for name, spec, case, framing in client_cases() if name == "client-transport/echo-non-ascii-content-length"]
    process = subprocess.Popen([str(HARNESS), "serve", "--framing", "content-length", "--case", spec],
                               stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    body = json.dumps({"jsonrpc": "2.0", "id": 1, "method": "initialize", "params": {"t": "한국어"}}, ensure_ascii=False)
    wrong = f"Content-Length: {len(body)}\r\n\r\n{body}".encode("utf-8")  # characters, not bytes
    out, err = process.communicate(wrong + b"\r\n" * 40, timeout=20)
    assert process.returncode == 3
    assert b"not UTF-8 JSON" in err or b"does not match" in err or b"Content-Length" in err


SUBSCRIPTION_CASES = [pytest.param(spec, framing, id=name) for name, spec, case, framing in client_cases()
                      if "/store-did-change-patches" in name]
RESYNC_CASES = [pytest.param(spec, framing, id=name) for name, spec, case, framing in client_cases()
                if "/store-did-change-resync" in name]


@pytest.mark.parametrize("spec,framing", SUBSCRIPTION_CASES)
def test_subscription_applies_patches_to_local_copies(spec, framing):
    with Host(str(HARNESS), ["--case", spec], framing=framing, timeout=20) as host:
        with host.store("counter-1").subscribe(state=True, view=True) as subscription:
            assert (subscription.id, subscription.store_id, subscription.version) == ("sub-1", "counter-1", 0)
            change = subscription.next(10)  # the other subscription's change is skipped
            assert change["version"] == 1
            assert subscription.state == {"count": 1, "items": ["a", "가"]}
            assert subscription.tree == {"id": "root", "children": [{"id": "count", "properties": {"text": "1"}}]}
            subscription.next(10)
            assert (subscription.version, subscription.state) == (2, {"count": 1, "items": ["가"]})
            subscription.wait_for(3, 10)
            assert subscription.state == {"count": 1, "items": ["가"]}
            assert subscription.tree["properties"] == {"colorScheme": "dark"}
            assert subscription.close() == {"subscription": "sub-1", "version": 3}
            assert subscription.resyncs == 0
    assert host.returncode == 0, host.stderr_tail


@pytest.mark.parametrize("spec,framing", RESYNC_CASES)
def test_subscription_refetches_on_a_base_version_mismatch(spec, framing):
    with Host(str(HARNESS), ["--case", spec], framing=framing, timeout=20) as host:
        with host.store("counter-1").subscribe(state=True, view=True) as subscription:
            change = subscription.next(10)  # baseVersion 1 != 0: re-fetched at version 3
            assert change["baseVersion"] == 1
            assert (subscription.version, subscription.resyncs) == (3, 1)
            assert subscription.state == {"count": 3}
            assert subscription.tree == {"id": "root", "properties": {"text": "3"}}
            subscription.next(10)  # version 3 is skipped (the snapshot has it); version 4 applies
            assert (subscription.version, subscription.state) == (4, {"count": 4})
            assert subscription.tree == {"id": "root", "properties": {"text": "4"}}
    assert host.returncode == 0, host.stderr_tail


@pytest.mark.parametrize("spec,framing", SUBSCRIPTION_CASES)
def test_async_subscription(spec, framing):
    async def main():
        async with await AsyncHost.start(str(HARNESS), ["--case", spec], framing=framing, timeout=20) as host:
            subscription = await host.store("counter-1").subscribe(state=True, view=True)
            versions = []
            async for change in subscription:
                versions.append(change["version"])
                if len(versions) == 3:
                    break
            assert versions == [1, 2, 3]
            assert subscription.state == {"count": 1, "items": ["가"]}
            assert subscription.tree["children"][0]["properties"] == {"text": "1"}
            assert await subscription.close() == {"subscription": "sub-1", "version": 3}
        assert host.returncode == 0, host.stderr_tail

    asyncio.run(main())


@pytest.mark.parametrize("spec,framing", RESYNC_CASES)
def test_async_subscription_refetches(spec, framing):
    async def main():
        async with await AsyncHost.start(str(HARNESS), ["--case", spec], framing=framing, timeout=20) as host:
            async with await host.store("counter-1").subscribe(state=True, view=True) as subscription:
                await subscription.wait_for(4, 10)
                assert (subscription.resyncs, subscription.state) == (1, {"count": 4})
                assert subscription.tree == {"id": "root", "properties": {"text": "4"}}
        assert host.returncode == 0, host.stderr_tail

    asyncio.run(main())


MISSING_CASES = [pytest.param(spec, framing, id=name) for name, spec, case, framing in client_cases()
                 if "/store-subscribe-method-not-found" in name]


@pytest.mark.parametrize("spec,framing", MISSING_CASES)
def test_subscribe_on_a_server_without_it_is_a_clear_error(spec, framing):
    with Host(str(HARNESS), ["--case", spec], framing=framing, timeout=20) as host:
        with pytest.raises(UIStateError) as raised:
            host.store("counter-1").subscribe()
        assert raised.value.code == ErrorCode.METHOD_NOT_FOUND
        assert "no store/subscribe" in str(raised.value)
    assert host.returncode == 0, host.stderr_tail
