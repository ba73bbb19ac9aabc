#!/usr/bin/env python3
"""A scripted fake ``uistate serve`` for the clients' conformance tests.

    fake_server.py serve [--framing content-length|newline] --case CASE.json

It plays the server's side of one case file (format: ``README.md`` beside this file): it checks
every message the client must send, sends what the server sends (messages, or raw bytes split
into chunks), answers the lifecycle, and exits 0 only when the whole script ran and the client
ended with ``shutdown`` and ``exit``. A deviation is printed to stderr and exits 3.
Standard library only; the client's tests spawn it as if it were the real host.
"""

import json
import os
import sys
import time


def expand(value):
    """``{"$repeat": s, "$count": n}`` becomes ``s * n`` (for megabyte payloads in small files)."""
    if isinstance(value, dict):
        if set(value) == {"$repeat", "$count"}:
            return value["$repeat"] * value["$count"]
        return {key: expand(item) for key, item in value.items()}
    if isinstance(value, list):
        return [expand(item) for item in value]
    return value


class Fail(Exception):
    pass


class Server:
    def __init__(self, framing, case):
        self.framing = framing
        self.case = case
        self.ids = {}
        self.buffer = b""
        self.input = sys.stdin.buffer
        self.output = sys.stdout.buffer

    # MARK: - Bytes

    def read_message(self):
        if self.framing == "newline":
            while b"\n" not in self.buffer:
                self._fill()
            line, self.buffer = self.buffer.split(b"\n", 1)
            return self._decode(line.rstrip(b"\r"))
        while b"\r\n\r\n" not in self.buffer:
            self._fill()
        header, self.buffer = self.buffer.split(b"\r\n\r\n", 1)
        length = None
        for line in header.split(b"\r\n"):
            name, _, value = line.partition(b":")
            if name.strip().lower() == b"content-length":
                length = int(value.strip())
        if length is None:
            raise Fail(f"header without Content-Length: {header!r}")
        while len(self.buffer) < length:
            self._fill()
        body, self.buffer = self.buffer[:length], self.buffer[length:]
        return self._decode(body)

    def _fill(self):
        chunk = os.read(self.input.fileno(), 1 << 16)
        if not chunk:
            raise Fail("the client closed its output before the script ended")
        self.buffer += chunk

    @staticmethod
    def _decode(body):
        try:
            return json.loads(body.decode("utf-8"))
        except (UnicodeDecodeError, ValueError) as error:
            raise Fail(f"the client sent a body that is not UTF-8 JSON ({error}): {body[:120]!r} "
                       f"(a Content-Length counted in characters reads too few or too many bytes)")

    def write(self, data):
        self.output.write(data)
        self.output.flush()

    def send(self, message):
        body = json.dumps(message, ensure_ascii=False, separators=(",", ":")).encode("utf-8")
        if self.framing == "newline":
            self.write(body + b"\n")
        else:
            self.write(b"Content-Length: %d\r\n\r\n" % len(body) + body)

    def raw_part(self, part):
        """A string is sent as it is; ``{"headers": [...], "body": ...}`` is one frame whose
        ``{{length}}`` header value is the body's byte count. ``{{id:NAME}}`` is the id the client
        gave request ``NAME``, in both."""
        if isinstance(part, str):
            return self.substitute(part).encode("utf-8")
        body = self.substitute(part["body"]).encode("utf-8")
        headers = "".join(header.replace("{{length}}", str(len(body))) + "\r\n" for header in part["headers"])
        return headers.encode("ascii") + b"\r\n" + body

    def substitute(self, text):
        for name, value in self.ids.items():
            text = text.replace("{{id:%s}}" % name, json.dumps(value))
        return text

    # MARK: - Script

    def expect(self, kind, method, params=None, check_params=True):
        message = self.read_message()
        if not isinstance(message, dict) or message.get("jsonrpc") != "2.0":
            raise Fail(f"expected a JSON-RPC 2.0 {kind} {method}, got {message!r:.300}")
        if message.get("method") != method:
            raise Fail(f"expected {kind} {method}, got {json.dumps(message, ensure_ascii=False)[:300]}")
        if kind == "request" and not isinstance(message.get("id"), (int, str)):
            raise Fail(f"request {method} needs a number or string id: {message!r:.200}")
        if kind == "notification" and "id" in message:
            raise Fail(f"{method} must be a notification (no id): {message!r:.200}")
        if check_params and message.get("params") != params:
            raise Fail(f"{method}: expected params {json.dumps(params, ensure_ascii=False)[:300]}, "
                       f"got {json.dumps(message.get('params'), ensure_ascii=False)[:300]}")
        return message

    def run(self):
        if self.case.get("lifecycle", True):
            message = self.expect("request", "initialize", check_params=False)
            self.send({"jsonrpc": "2.0", "id": message["id"], "result": {
                "serverInfo": {"name": "fake-uistate", "version": "0.0.0"}, "protocolVersion": "0.1.0",
                "capabilities": {"methods": ["host/echo"]}}})
            self.expect("notification", "initialized", check_params=False)
        for number, step in enumerate(self.case["steps"], 1):
            try:
                self.step(step)
            except Fail as failure:
                raise Fail(f"step {number} {json.dumps(step, ensure_ascii=False)[:200]}: {failure}")
        if self.case.get("lifecycle", True):
            message = self.expect("request", "shutdown", check_params=False)
            self.send({"jsonrpc": "2.0", "id": message["id"], "result": None})
            self.expect("notification", "exit", check_params=False)

    def step(self, step):
        if "request" in step:
            message = self.expect("request", step["request"], expand(step.get("params")))
            self.ids[step["as"]] = message["id"]
        elif "notify" in step:
            self.expect("notification", step["notify"], expand(step.get("params")))
        elif "cancel" in step:
            self.expect("notification", "$/cancelRequest", {"id": self.ids[step["cancel"]]})
        elif "reply" in step:
            response = {"jsonrpc": "2.0", "id": self.ids[step["reply"]]}
            if "error" in step:
                response["error"] = expand(step["error"])
            else:
                response["result"] = expand(step.get("result"))
            self.send(response)
        elif "serverNotify" in step:
            message = {"jsonrpc": "2.0", "method": step["serverNotify"]}
            if "params" in step:
                message["params"] = expand(step["params"])
            self.send(message)
        elif "serverRequest" in step:
            self.send({"jsonrpc": "2.0", "id": step["id"], "method": step["serverRequest"]})
        elif "expectReply" in step:
            message = self.read_message()
            if not isinstance(message, dict) or message.get("id") != step["expectReply"]:
                raise Fail(f"expected a response to id {step['expectReply']!r}, got {message!r:.300}")
            code = (message.get("error") or {}).get("code")
            if "errorCode" in step and code != step["errorCode"]:
                raise Fail(f"expected error code {step['errorCode']}, got {message!r:.300}")
        elif "serverRaw" in step:
            data = b"".join(self.raw_part(part) for part in step["serverRaw"])
            size = step.get("chunkBytes") or len(data) or 1
            for start in range(0, len(data), size):
                self.write(data[start:start + size])
                if step.get("pauseMs"):
                    time.sleep(step["pauseMs"] / 1000)
        elif "serverStderr" in step:
            sys.stderr.buffer.write(expand(step["serverStderr"]).encode("utf-8"))
            sys.stderr.buffer.flush()
        elif "sleepMs" in step:
            time.sleep(step["sleepMs"] / 1000)
        # steps for the client's side only (expectResult, expectError, expectNotification) need nothing here


def main(argv):
    framing, case_path = "content-length", None
    arguments = iter(argv[1:])
    for argument in arguments:
        if argument == "--framing":
            framing = next(arguments)
        elif argument == "--case":
            case_path = next(arguments)
    if framing == "auto":
        framing = "content-length"
    with open(case_path or os.environ["UISTATE_FAKE_CASE"], encoding="utf-8") as file:
        case = json.load(file)
    server = Server(framing, case)
    try:
        server.run()
    except Fail as failure:
        sys.stderr.write(f"fake server: {case_path}: {failure}\n")
        sys.stderr.flush()
        return 3
    except BrokenPipeError:
        return 4
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
