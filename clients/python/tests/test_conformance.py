"""Replays the client-side conformance cases against the scripted fake server, with both the
synchronous and the asyncio client."""

import asyncio
import sys

import pytest

from conftest import FAKE_SERVER, conformance_cases
from uistate import AsyncHost, Host, UIStateError


def expand(value):
    if isinstance(value, dict):
        if set(value) == {"$repeat", "$count"}:
            return value["$repeat"] * value["$count"]
        return {key: expand(item) for key, item in value.items()}
    if isinstance(value, list):
        return [expand(item) for item in value]
    return value


def check_error(error: UIStateError, expected: dict, step: dict) -> None:
    assert error.code == expected["code"], step
    if "message" in expected:
        assert error.message == expected["message"], step
    if "data" in expected:
        assert error.data == expected["data"], step


def launch_args(path):
    return ["--case", str(path)]


@pytest.mark.parametrize("path,case,framing", conformance_cases())
def test_sync_client(path, case, framing):
    host = Host(str(FAKE_SERVER), launch_args(path), framing=framing, timeout=20)
    pending = {}
    notifications = {}
    try:
        for step in case["steps"]:
            if "request" in step:
                pending[step["as"]] = host.send_request(step["request"], expand(step.get("params")))
            elif "notify" in step:
                host.notify(step["notify"], expand(step.get("params")))
            elif "cancel" in step:
                pending[step["cancel"]].cancel()
            elif "expectResult" in step:
                assert pending[step["expectResult"]].result(20) == expand(step["result"]), step
            elif "expectError" in step:
                with pytest.raises(UIStateError) as raised:
                    pending[step["expectError"]].result(20)
                check_error(raised.value, step["error"], step)
            elif "expectNotification" in step:
                method = step["expectNotification"]
                if method not in notifications:
                    raise AssertionError(f"{method} was not subscribed before the step that sends it")
                assert notifications[method].get(20) == expand(step.get("params")), step
            if "notify" in step or "request" in step:
                # subscribe before the server can send anything the case expects
                for later in case["steps"]:
                    name = later.get("expectNotification")
                    if name and name not in notifications:
                        notifications[name] = host.notifications(name)
    finally:
        code = host.close(timeout=20)
    assert code == 0, "fake server: " + "\n".join(host.stderr_tail)


@pytest.mark.parametrize("path,case,framing", conformance_cases())
def test_async_client(path, case, framing):
    async def run():
        host = await AsyncHost.start(str(FAKE_SERVER), launch_args(path), framing=framing, timeout=20)
        queues = {name: host.notifications(name) for name in
                  {step["expectNotification"] for step in case["steps"] if "expectNotification" in step}}
        tasks = {}
        try:
            for step in case["steps"]:
                if "request" in step:
                    tasks[step["as"]] = asyncio.ensure_future(host.request(step["request"], expand(step.get("params"))))
                    await asyncio.sleep(0)  # let it write before later steps
                elif "notify" in step:
                    await host.notify(step["notify"], expand(step.get("params")))
                elif "cancel" in step:
                    # asyncio's way: cancelling the awaiting task sends $/cancelRequest (the fake
                    # server checks its id); the task ends in CancelledError, the −32800 reply is dropped.
                    tasks[step["cancel"]].cancel()
                    await asyncio.sleep(0.05)
                elif "expectResult" in step:
                    assert await asyncio.wait_for(tasks[step["expectResult"]], 20) == expand(step["result"]), step
                elif "expectError" in step:
                    task = tasks[step["expectError"]]
                    if task.cancelled() or step["error"]["code"] == -32800:
                        with pytest.raises(asyncio.CancelledError):
                            await task
                        continue
                    with pytest.raises(UIStateError) as raised:
                        await asyncio.wait_for(task, 20)
                    check_error(raised.value, step["error"], step)
                elif "expectNotification" in step:
                    got = await asyncio.wait_for(queues[step["expectNotification"]].get(), 20)
                    assert got == expand(step.get("params")), step
        finally:
            code = await host.close(timeout=20)
        assert code == 0, "fake server: " + "\n".join(host.stderr_tail)

    asyncio.run(run())
