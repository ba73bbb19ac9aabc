"""`uistate serve --http` over real sockets: the same protocol as stdio, and every refusal of the
security model (docs/inspector.md)."""
import concurrent.futures
import json
import pathlib
import subprocess

import pytest

from uistate_http import Server, uistate_binary

INITIALIZE = {"jsonrpc": "2.0", "id": 0, "method": "initialize", "params": {}}


@pytest.fixture
def server():
    started = Server("serve", "--http", "127.0.0.1:0")
    yield started
    started.close()


# -- refusals -------------------------------------------------------------------------------

def test_a_request_without_the_token_is_refused_with_401(server):
    status, headers, body = server.request("POST", "/rpc", INITIALIZE, token=False)
    assert status == 401
    assert headers["WWW-Authenticate"].startswith("Bearer")
    assert b"Authorization: Bearer" in body
    assert server.token not in server.stderr().split("session token: ", 1)[1][64:]


def test_a_wrong_token_is_refused_with_401(server):
    wrong = ("0" if server.token[0] != "0" else "1") + server.token[1:]
    assert server.request("POST", "/rpc", INITIALIZE, token=wrong)[0] == 401
    assert server.request("POST", "/rpc", INITIALIZE, token=server.token + "0")[0] == 401


def test_a_foreign_host_header_is_refused_with_403_even_with_the_token(server):
    for host in (f"evil.example:{server.port}", f"rebind.attacker.test:{server.port}", f"127.0.0.1:{server.port + 1}", "localhost"):
        status, _, body = server.request("POST", "/rpc", INITIALIZE, host=host)
        assert status == 403, host
        assert b"Host" in body
    # The bound address and localhost with the bound port are the page's own.
    assert server.request("POST", "/rpc", INITIALIZE, host=f"localhost:{server.port}")[0] == 200
    assert server.request("POST", "/rpc", INITIALIZE)[0] == 200


def test_a_cross_origin_request_is_refused_with_403(server):
    status, _, body = server.request("POST", "/rpc", INITIALIZE, headers={"Origin": "http://evil.example"})
    assert status == 403
    assert b"cross-origin" in body
    assert server.request("POST", "/rpc", INITIALIZE, headers={"Origin": "null"})[0] == 403
    # The page's own origin passes.
    assert server.request("POST", "/rpc", INITIALIZE, headers={"Origin": f"http://{server.authority}"})[0] == 200


def test_the_event_stream_refuses_the_same_way(server):
    connection = server.initialize()
    path = f"/events?connection={connection}"
    assert server.request("GET", path, token=False)[0] == 401
    assert server.request("GET", path, host=f"evil.example:{server.port}")[0] == 403
    assert server.request("GET", path, headers={"Origin": "http://evil.example"})[0] == 403
    assert server.request("GET", "/events?connection=c999")[0] == 404


def test_other_paths_and_methods_are_refused(server):
    assert server.request("GET", "/rpc")[0] == 405
    assert server.request("GET", "/")[0] == 404
    # A form post (text/plain needs no CORS preflight) is not JSON-RPC.
    status, _, _ = server.request("POST", "/rpc", b'{"jsonrpc":"2.0","id":1,"method":"initialize"}', content_type="text/plain")
    assert status == 415


def test_a_non_loopback_address_is_refused_unless_allowed():
    result = subprocess.run([uistate_binary(), "serve", "--http", "0.0.0.0:0"], stdin=subprocess.DEVNULL,
                            capture_output=True, text=True, timeout=60)
    assert result.returncode == 1
    assert "--allow-remote" in result.stderr
    allowed = Server("serve", "--http", "0.0.0.0:0", "--allow-remote")
    try:
        # A wildcard bind still refuses DNS names (rebinding) but takes address literals.
        assert allowed.request("POST", "/rpc", INITIALIZE, host=f"127.0.0.1:{allowed.port}")[0] == 200
        assert allowed.request("POST", "/rpc", INITIALIZE, host=f"evil.example:{allowed.port}")[0] == 403
    finally:
        allowed.close()


# -- the protocol over HTTP -------------------------------------------------------------------

def test_initialize_starts_a_connection_that_later_requests_name(server):
    status, headers, body = server.request("POST", "/rpc", INITIALIZE)
    reply = json.loads(body)
    first = reply["result"]["connectionId"]
    assert headers["Uistate-Connection"] == first
    second = server.initialize()
    assert first != second
    created = server.call(first, "store/create", {"feature": "counter"})
    assert created["result"]["storeId"] == "counter-1"
    # Stores belong to the host, as with several stdio sessions of one server: the other
    # connection sees them.
    listed = server.call(second, "store/list")
    assert [store["storeId"] for store in listed["result"]["stores"]] == ["counter-1"]


def test_a_request_before_initialize_or_to_an_unknown_connection_is_an_error(server):
    status, reply = server.rpc({"jsonrpc": "2.0", "id": 1, "method": "store/list"})
    assert status == 200 and reply["error"]["code"] == -32002
    status, reply = server.rpc({"jsonrpc": "2.0", "id": 1, "method": "store/list"}, "c999")
    assert status == 404 and "unknown connection" in reply["error"]["message"]


def test_a_batch_is_answered_as_one_and_notifications_alone_get_no_content(server):
    connection = server.initialize()
    status, reply = server.rpc([{"jsonrpc": "2.0", "id": 1, "method": "host/echo", "params": {"a": 1}},
                                {"jsonrpc": "2.0", "method": "initialized"},
                                {"jsonrpc": "2.0", "id": 2, "method": "host/echo", "params": {"b": 2}}], connection)
    assert status == 200
    assert sorted(response["id"] for response in reply) == [1, 2]
    status, reply = server.rpc({"jsonrpc": "2.0", "method": "initialized"}, connection)
    assert (status, reply) == (204, None)
    status, reply = server.rpc(b"{not json", connection)
    assert status == 200 and reply["error"]["code"] == -32700


def test_notifications_arrive_on_the_connections_event_stream(server):
    connection = server.initialize()
    events = server.open_events(connection)
    try:
        server.call(connection, "store/create", {"feature": "counter"})
        subscribed = server.call(connection, "store/subscribe", {"storeId": "counter-1"})
        server.call(connection, "store/dispatch", {"storeId": "counter-1", "action": "incrementButtonTapped"})
        event = events.next_event()
        assert event["method"] == "store/didChange"
        assert event["params"]["subscription"] == subscribed["result"]["subscription"]
        assert event["params"]["version"] == 1
        assert {"op": "replace", "path": "/count", "value": 1} in event["params"]["statePatch"]
    finally:
        events.close()


def test_exit_ends_the_connection(server):
    connection = server.initialize()
    assert server.rpc({"jsonrpc": "2.0", "method": "exit"}, connection) == (204, None)
    status, _ = server.rpc({"jsonrpc": "2.0", "id": 1, "method": "store/list"}, connection)
    assert status == 404
    # The server itself serves on.
    assert server.initialize() != connection


def dispatch_batch(count, first_id=1):
    return [{"jsonrpc": "2.0", "id": first_id + n, "method": "store/dispatch",
             "params": {"storeId": "counter-1", "action": "incrementButtonTapped"}} for n in range(count)]


def read_to_end(events):
    """Every event until the server ends the stream."""
    received = []
    while True:
        try:
            received.append(events.next_event())
        except EOFError:
            return received


@pytest.mark.parametrize("view", [False, True])
def test_shutdown_and_exit_deliver_every_notification_the_requests_caused(server, view):
    connection = server.initialize()
    # Read only after exit, through a small buffer: the stream falls behind the dispatches, so
    # shutdown and exit find notifications still owed, queued or coalesced.
    events = server.open_events(connection, receive_buffer=4096)
    try:
        server.call(connection, "store/create", {"feature": "counter"})
        server.call(connection, "store/subscribe", {"storeId": "counter-1", "view": view})
        status, replies = server.rpc(dispatch_batch(200), connection)
        assert status == 200
        last = max(reply["result"]["version"] for reply in replies)
        assert server.rpc({"jsonrpc": "2.0", "id": "down", "method": "shutdown"}, connection)[1]["result"] is None
        assert server.rpc({"jsonrpc": "2.0", "method": "exit"}, connection) == (204, None)
        # The stream ends after the last notification it owed: the client's copy is current.
        versions = [event["params"]["version"] for event in read_to_end(events) if event["method"] == "store/didChange"]
        assert versions and versions[-1] == last == 200
    finally:
        events.close()


def test_shutdown_without_an_event_stream_does_not_wait_for_one(server):
    connection = server.initialize()
    server.call(connection, "store/create", {"feature": "counter"})
    server.call(connection, "store/subscribe", {"storeId": "counter-1"})
    assert server.rpc(dispatch_batch(20), connection)[0] == 200
    # Nothing can carry the notifications: shutdown answers rather than wait for a reader.
    assert server.rpc({"jsonrpc": "2.0", "id": "down", "method": "shutdown"}, connection)[1]["result"] is None
    assert server.rpc({"jsonrpc": "2.0", "method": "exit"}, connection) == (204, None)


def example_plugin():
    """The example plugin built beside the uistate executable under test."""
    plugin = pathlib.Path(uistate_binary()).parent / "ExamplePlugin"
    if not plugin.exists():
        raise RuntimeError(f"no {plugin}: run 'swift build --product ExamplePlugin'")
    return str(plugin)


def test_one_sessions_exit_leaves_the_plugins_serving_the_others():
    shared = Server("serve", "--http", "127.0.0.1:0", "--plugin", example_plugin())
    try:
        leaving = shared.initialize()
        assert shared.call(leaving, "store/create", {"feature": "tally"})["result"]["storeId"] == "ExamplePlugin/tally-1"
        assert shared.rpc({"jsonrpc": "2.0", "id": "down", "method": "shutdown"}, leaving)[1]["result"] is None
        assert shared.rpc({"jsonrpc": "2.0", "method": "exit"}, leaving) == (204, None)

        staying = shared.initialize()
        reply = shared.call(staying, "store/dispatch", {"storeId": "ExamplePlugin/tally-1", "action": "incrementButtonTapped"})
        assert "error" not in reply, reply
        assert reply["result"]["version"] == 1
        listed = shared.call(staying, "plugin/list")["result"]
        assert [(plugin["status"], plugin["run"]) for plugin in listed["plugins"]] == [("running", 1)], listed
    finally:
        shared.close()


def test_sessions_reusing_each_others_ids_on_a_plugins_store_each_get_their_own_answers():
    """The host numbers what it forwards: two sessions' ids, the same ones sent at once, never mix."""
    shared = Server("serve", "--http", "127.0.0.1:0", "--plugin", example_plugin())
    try:
        sessions = [shared.initialize(), shared.initialize()]
        assert shared.call(sessions[0], "store/create", {"feature": "tally"})["result"]["storeId"] == "ExamplePlugin/tally-1"
        ids = [1, "1", None, 'a"b\\c\u00e9']
        batch = [{"jsonrpc": "2.0", "id": id, "method": "store/dispatch",
                  "params": {"storeId": "ExamplePlugin/tally-1", "action": "incrementButtonTapped"}} for id in ids]
        with concurrent.futures.ThreadPoolExecutor(2) as pool:
            replies = list(pool.map(lambda session: shared.rpc(batch, session), sessions))
        versions = []
        for status, reply in replies:
            assert status == 200
            assert sorted(map(json.dumps, (response["id"] for response in reply))) == sorted(map(json.dumps, ids)), reply
            versions += [response["result"]["version"] for response in reply]
        assert sorted(versions) == list(range(1, 2 * len(ids) + 1))
    finally:
        shared.close()


# -- limits -------------------------------------------------------------------------------------

def test_a_message_over_the_size_limit_is_refused_with_413():
    limited = Server("serve", "--http", "127.0.0.1:0", "--max-message-bytes", "1K")
    try:
        connection = limited.initialize()
        status, reply = limited.rpc({"jsonrpc": "2.0", "id": 1, "method": "host/echo", "params": {"x": "y" * 2000}}, connection)
        assert status == 413
        assert reply["error"]["code"] == -32600 and reply["error"]["data"]["reason"] == "tooLarge"
        assert limited.call(connection, "host/echo", {"x": "small"})["result"] == {"x": "small"}
    finally:
        limited.close()


def test_a_client_that_stops_reading_its_events_is_dropped_after_the_limit():
    limited = Server("serve", "--http", "127.0.0.1:0", "--max-queued-events", "1M")
    try:
        status, reply = limited.rpc({"jsonrpc": "2.0", "id": 0, "method": "initialize", "params": {"trace": "verbose"}})
        connection = reply["result"]["connectionId"]
        # A small receive buffer, and then this test never reads: the server's socket fills.
        stalled = limited.open_events(connection, receive_buffer=4096)
        payload = {"blob": "x" * (256 * 1024)}
        # Each echo makes a $/logTrace notification of about 256 KiB. Kernel buffers take a few
        # MiB; past them plus the 1 MiB limit the server must drop the stream. 400 echoes
        # (100 MiB) is far beyond that; the loop stops at the server's log line.
        for index in range(400):
            limited.call(connection, "host/echo", payload, id=index + 1)
            if "events not read" in limited.stderr():
                break
        line = limited.wait_for_stderr(r"connection " + connection + r": events not read: \d+ bytes would be queued, over the limit of 1048576")
        assert line
        # The stalled stream was cut: reading what the kernel still holds ends in end of file.
        stalled.socket.settimeout(60)
        with pytest.raises((EOFError, ConnectionResetError)):
            while True:
                stalled.next_event()
        stalled.close()
        # The connection itself still works, and a new stream gets new events.
        limited.rpc({"jsonrpc": "2.0", "method": "$/setTrace", "params": {"value": "off"}}, connection)
        fresh = limited.open_events(connection)
        limited.call(connection, "store/create", {"feature": "counter"})
        limited.call(connection, "store/subscribe", {"storeId": "counter-1"})
        limited.call(connection, "store/dispatch", {"storeId": "counter-1", "action": "incrementButtonTapped"})
        assert fresh.next_event()["method"] == "store/didChange"
        fresh.close()
    finally:
        limited.close()


def test_a_new_event_stream_replaces_the_old_one(server):
    connection = server.initialize()
    old = server.open_events(connection)
    new = server.open_events(connection)
    try:
        # The old stream ends at once (its reader is woken, not left to its keep-alive).
        with pytest.raises(EOFError):
            old.next_event()
        server.call(connection, "store/create", {"feature": "counter"})
        server.call(connection, "store/subscribe", {"storeId": "counter-1"})
        server.call(connection, "store/dispatch", {"storeId": "counter-1", "action": "incrementButtonTapped"})
        assert new.next_event()["params"]["version"] == 1
    finally:
        old.close()
        new.close()
