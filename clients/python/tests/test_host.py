"""The synchronous client against the real ``uistate serve``: lifecycle, framing, errors,
cancellation, notifications, threads."""

import os
import subprocess
import sys
import threading
import time

import pytest

from conftest import CHECKOUT, KOREAN, ZWJ_EMOJI
from uistate import ErrorCode, Host, UIStateError, find_binary


def test_initialize_reports_server_info_protocol_version_and_methods(host):
    assert host.server_info["name"] == "uistate"
    assert host.protocol_version.split(".")[0] == "0"
    assert host.supports("host/echo")
    assert "host/echo" in host.methods


def test_echo_round_trips_korean_and_zwj_emoji(framed_host):
    params = {"텍스트": KOREAN, "emoji": ZWJ_EMOJI, "list": [1, 2.5, None, True], "nested": {"키": ["값"]}}
    assert framed_host.echo(params) == params


def test_one_megabyte_payload_round_trips(framed_host):
    text = "가👩‍👩‍👧" * (1_000_000 // 21 + 1)
    assert len(text.encode("utf-8")) > 1_000_000
    assert framed_host.echo({"text": text}, timeout=30)["text"] == text


def test_pending_request_cancel_gets_exactly_one_request_cancelled(host):
    pending = host.send_request("host/echo", {"delayMs": 10_000})
    pending.cancel()
    with pytest.raises(UIStateError) as raised:
        pending.result(5)
    assert raised.value.code == ErrorCode.REQUEST_CANCELLED
    assert host.echo({"after": 1}) == {"after": 1}
    time.sleep(0.05)
    assert host.unroutable == []  # no second response to the cancelled request


def test_client_timeout_cancels_the_request(host):
    started = time.monotonic()
    with pytest.raises(UIStateError) as raised:
        host.echo({}, delay_ms=10_000, timeout=0.2)
    assert raised.value.code == ErrorCode.REQUEST_CANCELLED
    assert "timeout" in raised.value.message
    assert time.monotonic() - started < 5


def test_cancelling_a_finished_request_changes_nothing(host):
    pending = host.send_request("host/echo", {"x": 1})
    assert pending.result(5) == {"x": 1}
    pending.cancel()
    assert host.echo({"y": 2}) == {"y": 2}


def test_log_trace_notifications_interleave_with_responses(framed_host):
    traces = framed_host.notifications("$/logTrace")
    framed_host.set_trace("verbose")
    assert framed_host.echo({"한": "국"}) == {"한": "국"}
    trace = traces.get(5)
    assert "host/echo" in trace["message"]
    assert "국" in trace.get("verbose", "")
    framed_host.set_trace("off")
    traces.drain()
    framed_host.echo({})
    time.sleep(0.05)
    assert traces.drain() == []


def test_on_notification_handler_and_its_removal(host):
    seen = []
    remove = host.on_notification("*", lambda method, params: seen.append(method))
    host.set_trace("messages")
    host.echo({})
    remove()
    host.echo({})
    host.set_trace("off")
    assert seen == ["$/logTrace"]


def test_requests_from_many_threads_are_matched_by_id(host):
    results, errors = {}, []

    def worker(n):
        try:
            results[n] = host.echo({"n": n, "delayMs": (n * 7) % 30})
        except Exception as error:  # pragma: no cover - reported below
            errors.append(error)

    threads = [threading.Thread(target=worker, args=(n,)) for n in range(40)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert errors == []
    assert all(results[n] == {"n": n, "delayMs": (n * 7) % 30} for n in range(40))


def test_close_runs_shutdown_and_exit_and_returns_zero():
    host = Host()
    assert host.close() == 0
    assert host.returncode == 0
    with pytest.raises(UIStateError) as raised:
        host.echo({})
    assert raised.value.code == ErrorCode.CONNECTION_CLOSED


def test_context_manager_exits_zero():
    with Host() as host:
        host.echo({})
    assert host.returncode == 0


def test_server_death_fails_requests_in_flight_with_connection_closed():
    host = Host()
    pending = host.send_request("host/echo", {"delayMs": 10_000})
    host._process.kill()
    with pytest.raises(UIStateError) as raised:
        pending.result(5)
    assert raised.value.code == ErrorCode.CONNECTION_CLOSED
    assert "exitCode" in raised.value.data
    host.close()


# MARK: - Error classes of the transport

def test_unknown_method_is_method_not_found(host):
    with pytest.raises(UIStateError) as raised:
        host.request("no/such")
    error = raised.value
    assert error.code == ErrorCode.METHOD_NOT_FOUND == -32601
    assert error.name == "METHOD_NOT_FOUND"
    assert error.method == "no/such"
    assert "no/such" in str(error) and "-32601" in str(error)


def test_invalid_params_carry_the_path(host):
    with pytest.raises(UIStateError) as raised:
        host.echo({"delayMs": "soon"})
    assert raised.value.code == ErrorCode.INVALID_PARAMS
    assert raised.value.data["path"] == "/delayMs"
    assert "at params/delayMs" in str(raised.value)


def test_request_before_initialize_is_server_not_initialized():
    host = Host(initialize=False)
    try:
        with pytest.raises(UIStateError) as raised:
            host.echo({})
        assert raised.value.code == ErrorCode.SERVER_NOT_INITIALIZED
        host.initialize()
        assert host.echo({"ok": 1}) == {"ok": 1}
    finally:
        host.close()


def test_request_after_shutdown_is_invalid_request():
    host = Host()
    assert host.request("shutdown") is None
    host._shut_down = True
    with pytest.raises(UIStateError) as raised:
        host.echo({})
    assert raised.value.code == ErrorCode.INVALID_REQUEST
    assert host.close() == 0


def test_second_initialize_is_invalid_request(host):
    with pytest.raises(UIStateError) as raised:
        host.request("initialize", {})
    assert raised.value.code == ErrorCode.INVALID_REQUEST


def test_other_major_protocol_version_is_refused():
    host = Host(initialize=False)
    try:
        with pytest.raises(UIStateError) as raised:
            host.request("initialize", {"protocolVersion": "2.0.0"})
        assert raised.value.code == ErrorCode.PROTOCOL_VERSION_MISMATCH == -33014
    finally:
        host.kill()


def test_error_str_is_readable():
    error = UIStateError(-32602, "unknown action 'saveTapped'",
                         {"path": "/action", "expected": ["saveButtonTapped"], "suggestion": "saveButtonTapped"},
                         "store/dispatch")
    assert str(error) == (
        "store/dispatch: unknown action 'saveTapped' [-32602 INVALID_PARAMS]\n"
        "  at params/action\n"
        "  did you mean \"saveButtonTapped\"?\n"
        "  expected one of: \"saveButtonTapped\"")
    assert str(UIStateError(-33099, "미래", None)) == "미래 [-33099 ERROR]"
    assert repr(UIStateError(-33001, "x")) == "UIStateError(code=-33001, message='x', data=None)"


# MARK: - Finding the executable

def test_uistate_bin_that_is_not_executable_is_server_not_found(monkeypatch, tmp_path):
    monkeypatch.setenv("UISTATE_BIN", str(tmp_path / "missing"))
    with pytest.raises(UIStateError) as raised:
        find_binary()
    assert raised.value.code == ErrorCode.SERVER_NOT_FOUND
    assert "UISTATE_BIN" in str(raised.value)


def test_path_then_checkout_build(monkeypatch, tmp_path):
    real = find_binary()
    monkeypatch.delenv("UISTATE_BIN", raising=False)
    link = tmp_path / "uistate"
    link.symlink_to(real)
    monkeypatch.setenv("PATH", str(tmp_path))
    assert find_binary() == str(link)
    monkeypatch.setenv("PATH", str(tmp_path / "empty"))
    found = find_binary(CHECKOUT)
    assert found in (str(CHECKOUT / ".build" / "release" / "uistate"), str(CHECKOUT / ".build" / "debug" / "uistate"))


def test_nothing_found_lists_what_was_tried(monkeypatch, tmp_path):
    monkeypatch.delenv("UISTATE_BIN", raising=False)
    monkeypatch.setenv("PATH", str(tmp_path))
    monkeypatch.chdir(tmp_path)
    import uistate.binary as binary
    monkeypatch.setattr(binary, "checkout_candidates", lambda start=None: [tmp_path / ".build" / "debug" / "uistate"])
    with pytest.raises(UIStateError) as raised:
        find_binary()
    assert raised.value.code == ErrorCode.SERVER_NOT_FOUND
    assert "$PATH" in raised.value.data["tried"]
