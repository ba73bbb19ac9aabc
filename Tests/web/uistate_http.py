"""Starts `uistate serve --http` or `uistate inspect` as a process and speaks HTTP to it over real
sockets, for the HTTP and inspector suites (Tests/web/http, Tests/web/inspector)."""
import http.client
import json
import os
import pathlib
import re
import signal
import socket
import subprocess
import tempfile
import time

ROOT = pathlib.Path(__file__).resolve().parents[2]


def uistate_binary():
    """$UISTATE_BIN, else the newer of the checkout's debug and release builds."""
    if os.environ.get("UISTATE_BIN"):
        return os.environ["UISTATE_BIN"]
    candidates = [ROOT / ".build" / kind / "uistate" for kind in ("debug", "release")]
    existing = [path for path in candidates if path.exists()]
    if not existing:
        raise RuntimeError("no uistate executable: run 'swift build --product uistate' or set UISTATE_BIN")
    return str(max(existing, key=lambda path: path.stat().st_mtime))


class Server:
    """A uistate process serving HTTP; reads its URL and token from what it prints at start."""

    # Waiting for the start-up lines is waiting for an event (the lines); the deadline only
    # turns a server that never prints them into a failure instead of a hang. 60 s is far above
    # the fraction of a second start-up takes on a loaded two-core machine.
    START_TIMEOUT = 60

    def __init__(self, *arguments):
        self.log = tempfile.NamedTemporaryFile(prefix="uistate-http-", suffix=".log", delete=False)
        self.out = tempfile.NamedTemporaryFile(prefix="uistate-http-", suffix=".out", delete=False)
        self.process = subprocess.Popen([uistate_binary(), *arguments], stdin=subprocess.DEVNULL,
                                        stdout=self.out, stderr=self.log)
        self.url = self.token = None
        deadline = time.monotonic() + self.START_TIMEOUT
        while time.monotonic() < deadline:
            text = self.stderr() + self.stdout()
            url = re.search(r"(http://[^\s#]+/)", text)
            token = re.search(r"session token: ([0-9a-f]{64})", text) or re.search(r"#token=([0-9a-f]{64})", text)
            if url and token:
                self.url, self.token = url.group(1), token.group(1)
                break
            if self.process.poll() is not None:
                raise RuntimeError(f"uistate exited with {self.process.returncode}: {self.stderr()}")
            time.sleep(0.05)
        else:
            raise RuntimeError("uistate printed no URL and token: " + self.stderr())
        match = re.match(r"http://([^/]+)/", self.url)
        self.authority = match.group(1)
        host, _, port = self.authority.rpartition(":")
        self.host, self.port = host.strip("[]"), int(port)

    def stderr(self):
        return pathlib.Path(self.log.name).read_text(errors="replace")

    def stdout(self):
        return pathlib.Path(self.out.name).read_text(errors="replace")

    def wait_for_stderr(self, pattern, timeout=60):
        """Waits until stderr matches `pattern` (the server's own line is the event waited for)."""
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            found = re.search(pattern, self.stderr())
            if found:
                return found
            time.sleep(0.05)
        raise AssertionError(f"stderr never matched {pattern!r}:\n{self.stderr()}")

    def close(self):
        if self.process.poll() is None:
            self.process.send_signal(signal.SIGTERM)
            self.process.wait(timeout=30)
        for file in (self.log, self.out):
            file.close()
            os.unlink(file.name)

    # -- HTTP -------------------------------------------------------------------------------

    def request(self, method, path, body=None, headers=None, host=None, token=True, content_type="application/json"):
        """One request on a fresh connection; returns (status, headers, body bytes)."""
        connection = http.client.HTTPConnection(self.host, self.port, timeout=60)
        connection.putrequest(method, path, skip_host=True, skip_accept_encoding=True)
        connection.putheader("Host", host if host is not None else self.authority)
        if token:
            connection.putheader("Authorization", f"Bearer {self.token if token is True else token}")
        payload = b""
        if body is not None:
            payload = body if isinstance(body, bytes) else json.dumps(body).encode()
            connection.putheader("Content-Type", content_type)
        for name, value in (headers or {}).items():
            connection.putheader(name, value)
        if body is not None or method == "POST":
            connection.putheader("Content-Length", str(len(payload)))
        connection.endheaders(payload)
        response = connection.getresponse()
        data = response.read()
        connection.close()
        return response.status, dict(response.getheaders()), data

    def rpc(self, message, connection_id=None, **options):
        headers = dict(options.pop("headers", {}))
        if connection_id:
            headers["Uistate-Connection"] = connection_id
        status, response_headers, data = self.request("POST", "/rpc", message, headers=headers, **options)
        return status, (json.loads(data) if data else None)

    def initialize(self):
        status, reply = self.rpc({"jsonrpc": "2.0", "id": 0, "method": "initialize",
                                  "params": {"clientInfo": {"name": "http-tests"}}})
        assert status == 200, reply
        return reply["result"]["connectionId"]

    def call(self, connection_id, method, params=None, id=1):
        status, reply = self.rpc({"jsonrpc": "2.0", "id": id, "method": method, "params": params or {}}, connection_id)
        assert status == 200, (status, reply)
        return reply

    def open_events(self, connection_id, receive_buffer=None):
        """Opens GET /events on a raw socket and reads up to the end of the headers and the
        greeting comment; returns the socket (an EventStream)."""
        return EventStream(self, connection_id, receive_buffer)


class EventStream:
    """A Server-Sent Events stream read by hand (chunked transfer decoded as it comes)."""

    def __init__(self, server, connection_id, receive_buffer=None):
        self.socket = socket.socket(socket.AF_INET6 if ":" in server.host else socket.AF_INET)
        if receive_buffer:
            self.socket.setsockopt(socket.SOL_SOCKET, socket.SO_RCVBUF, receive_buffer)
        self.socket.settimeout(60)
        self.socket.connect((server.host, server.port))
        request = (f"GET /events?connection={connection_id} HTTP/1.1\r\nHost: {server.authority}\r\n"
                   f"Authorization: Bearer {server.token}\r\nAccept: text/event-stream\r\n\r\n")
        self.socket.sendall(request.encode())
        self.buffer = b""
        # Set once the terminating chunk arrived; events decoded before it are still returned.
        self.ended = False
        while b"\r\n\r\n" not in self.buffer:
            self.buffer += self._recv()
        head, _, self.buffer = self.buffer.partition(b"\r\n\r\n")
        self.status = int(head.split(b" ")[1])
        self.text = ""
        if self.status == 200:
            self.read_until(": uistate events")

    def _recv(self):
        if self.ended:
            raise EOFError("event stream ended")
        chunk = self.socket.recv(65536)
        if not chunk:
            raise EOFError("event stream closed")
        return chunk

    def _decode_chunks(self):
        # Chunked transfer: size line, data, CRLF.
        while not self.ended:
            line_end = self.buffer.find(b"\r\n")
            if line_end < 0:
                return
            size = int(self.buffer[:line_end].split(b";")[0], 16)
            if len(self.buffer) < line_end + 2 + size + 2:
                return
            self.text += self.buffer[line_end + 2:line_end + 2 + size].decode()
            self.buffer = self.buffer[line_end + 2 + size + 2:]
            if size == 0:
                self.ended = True

    def read_until(self, marker):
        while marker not in self.text:
            self._decode_chunks()
            if marker in self.text:
                break
            self.buffer += self._recv()

    def next_event(self):
        """The next `data:` event as JSON."""
        while True:
            self._decode_chunks()
            while "\n\n" in self.text:
                block, _, self.text = self.text.partition("\n\n")
                data = [line[6:] for line in block.split("\n") if line.startswith("data: ")]
                if data:
                    return json.loads("\n".join(data))
            self.buffer += self._recv()

    def close(self):
        self.socket.close()
