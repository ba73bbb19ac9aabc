"""`uistate serve --http` under many connections: an idle keep-alive connection holds no thread of
the host (libmicrohttpd's epoll mode, docs/decisions.md "HTTP and the inspector")."""
import http.client
import json
import pathlib
import resource
import socket

import pytest

from uistate_http import Server

IDLE_CONNECTIONS = 1000
WORKING_REQUESTS = 10_000
THREAD_LIMIT = 32


@pytest.fixture
def server():
    # Room for the idle sockets on both ends: the host inherits this process's limit.
    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    wanted = IDLE_CONNECTIONS * 2 + 256
    if soft != resource.RLIM_INFINITY and soft < wanted:
        resource.setrlimit(resource.RLIMIT_NOFILE, (min(wanted, hard) if hard != resource.RLIM_INFINITY else wanted, hard))
    started = Server("serve", "--http", "127.0.0.1:0")
    yield started
    started.close()


def threads_of(process_id):
    """The host's thread count, as the kernel reports it."""
    status = pathlib.Path(f"/proc/{process_id}/status").read_text()
    return int(next(line.split()[1] for line in status.splitlines() if line.startswith("Threads:")))


def echo_request(server, connection_id, request_id):
    body = json.dumps({"jsonrpc": "2.0", "id": request_id, "method": "host/echo", "params": {"n": request_id}}).encode()
    head = (f"POST /rpc HTTP/1.1\r\nHost: {server.authority}\r\nAuthorization: Bearer {server.token}\r\n"
            f"Content-Type: application/json\r\nContent-Length: {len(body)}\r\nUistate-Connection: {connection_id}\r\n\r\n")
    return head.encode() + body


def read_response(sock):
    """One HTTP response with a Content-Length body, read whole; returns (status, JSON body)."""
    data = b""
    while b"\r\n\r\n" not in data:
        chunk = sock.recv(65536)
        if not chunk:
            raise EOFError("connection closed before a response")
        data += chunk
    head, _, body = data.partition(b"\r\n\r\n")
    lines = head.decode().split("\r\n")
    length = next(int(line.split(":", 1)[1]) for line in lines if line.lower().startswith("content-length:"))
    while len(body) < length:
        chunk = sock.recv(65536)
        if not chunk:
            raise EOFError("connection closed inside a response")
        body += chunk
    assert len(body) == length, "one response at a time on each idle connection"
    return int(lines[0].split(" ")[1]), json.loads(body)


def test_a_thousand_idle_keep_alive_connections_hold_no_thread_while_another_client_works(server):
    connection_id = server.initialize()
    threads_at_start = threads_of(server.process.pid)

    # Each idle connection completes one request, so it is a kept-alive HTTP/1.1 connection
    # the server has served, then stays open and silent.
    idle = []
    try:
        for index in range(IDLE_CONNECTIONS):
            sock = socket.create_connection((server.host, server.port), timeout=60)
            idle.append(sock)
            sock.sendall(echo_request(server, connection_id, index))
        for index, sock in enumerate(idle):
            status, reply = read_response(sock)
            assert (status, reply["result"]) == (200, {"n": index})

        most_threads = threads_of(server.process.pid)
        worker = http.client.HTTPConnection(server.host, server.port, timeout=60)
        headers = {"Host": server.authority, "Authorization": f"Bearer {server.token}",
                   "Content-Type": "application/json", "Uistate-Connection": connection_id}
        for request_id in range(WORKING_REQUESTS):
            body = json.dumps({"jsonrpc": "2.0", "id": request_id, "method": "host/echo", "params": [request_id]})
            worker.request("POST", "/rpc", body, headers)
            response = worker.getresponse()
            reply = json.loads(response.read())
            assert response.status == 200 and reply["result"] == [request_id], reply
            if request_id % 500 == 0:
                most_threads = max(most_threads, threads_of(server.process.pid))
        worker.close()
        most_threads = max(most_threads, threads_of(server.process.pid))
        print(f"host threads: {threads_at_start} at start, at most {most_threads}")
        assert most_threads < THREAD_LIMIT, f"{most_threads} threads (at start {threads_at_start})"

        # Every idle connection was held open all along: each still answers on its socket.
        for index, sock in enumerate(idle):
            sock.sendall(echo_request(server, connection_id, IDLE_CONNECTIONS + index))
        for index, sock in enumerate(idle):
            status, reply = read_response(sock)
            assert (status, reply["result"]) == (200, {"n": IDLE_CONNECTIONS + index})
    finally:
        for sock in idle:
            sock.close()
