"""``AsyncHost`` against the real ``uistate serve``."""

import asyncio

import pytest

from conftest import KOREAN, ZWJ_EMOJI
from uistate import AsyncHost, ErrorCode, UIStateError


def run(coroutine):
    return asyncio.run(coroutine)


@pytest.mark.parametrize("framing", ["content-length", "newline"])
def test_echo_korean_emoji_and_a_megabyte(framing):
    async def main():
        async with await AsyncHost.start(framing=framing) as host:
            assert host.server_info["name"] == "uistate"
            params = {"텍스트": KOREAN, "emoji": ZWJ_EMOJI}
            assert await host.echo(params) == params
            text = "가👩‍👩‍👧" * (1_000_000 // 21 + 1)
            assert (await host.echo({"text": text}, timeout=30))["text"] == text
        return host.returncode

    assert run(main()) == 0


def test_concurrent_requests_resolve_independently():
    async def main():
        async with await AsyncHost.start() as host:
            results = await asyncio.gather(*(host.echo({"n": n, "delayMs": 40 - n}) for n in range(20)))
            assert [r["n"] for r in results] == list(range(20))

    run(main())


def test_cancelling_the_task_sends_cancel_request_and_the_connection_goes_on():
    async def main():
        async with await AsyncHost.start() as host:
            task = asyncio.ensure_future(host.echo({}, delay_ms=10_000))
            await asyncio.sleep(0.1)
            task.cancel()
            with pytest.raises(asyncio.CancelledError):
                await task
            assert await host.echo({"after": "cancel"}) == {"after": "cancel"}
            await asyncio.sleep(0.05)
            assert host.unroutable == []  # the −32800 reply was matched and dropped

    run(main())


def test_timeout_raises_request_cancelled():
    async def main():
        async with await AsyncHost.start() as host:
            with pytest.raises(UIStateError) as raised:
                await host.echo({}, delay_ms=10_000, timeout=0.2)
            assert raised.value.code == ErrorCode.REQUEST_CANCELLED

    run(main())


def test_trace_notifications_arrive_on_a_queue():
    async def main():
        async with await AsyncHost.start() as host:
            traces = host.notifications("$/logTrace")
            await host.set_trace("verbose")
            await host.echo({"한": 1})
            trace = await asyncio.wait_for(traces.get(), 5)
            assert "host/echo" in trace["message"]

    run(main())


def test_errors_are_uistate_errors():
    async def main():
        async with await AsyncHost.start() as host:
            with pytest.raises(UIStateError) as raised:
                await host.request("no/such")
            assert raised.value.code == ErrorCode.METHOD_NOT_FOUND
            with pytest.raises(UIStateError) as raised:
                await host.echo({"delayMs": -1})
            assert raised.value.data["path"] == "/delayMs"
        host2 = await AsyncHost.start(initialize=False)
        with pytest.raises(UIStateError) as raised:
            await host2.echo({})
        assert raised.value.code == ErrorCode.SERVER_NOT_INITIALIZED
        await host2.kill()

    run(main())


def test_server_death_fails_requests_in_flight():
    async def main():
        host = await AsyncHost.start()
        task = asyncio.ensure_future(host.echo({}, delay_ms=10_000))
        await asyncio.sleep(0.1)
        host._process.kill()
        with pytest.raises(UIStateError) as raised:
            await task
        assert raised.value.code == ErrorCode.CONNECTION_CLOSED
        await host.close()

    run(main())
