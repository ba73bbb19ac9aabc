#!/usr/bin/env python3
"""A small JSON-RPC server over stdio that is right about the basics unless told to be wrong.

Without flags it passes the conformance cases the ConformanceTests run it against; each --fault
introduces one class of mistake stdio servers are known to make, and the tests check that the
suite catches it:

  answers-notifications       replies to notifications (with a result or an error)
  content-length-characters   writes Content-Length in characters instead of bytes
  wrong-error-id              sends error responses with id null instead of the request's id
  no-init-check               serves requests before initialize (no -32002)
  two-responses-on-cancel     answers -32800 on cancel and the result again when the delay ends
  logs-to-stdout              writes a log line to stdout
  empty-batch-array           answers the empty batch [] with [] instead of one error object
"""
import heapq
import json
import os
import select
import sys
import time

FAULTS = {"answers-notifications", "content-length-characters", "wrong-error-id", "no-init-check",
          "two-responses-on-cancel", "logs-to-stdout", "empty-batch-array"}
fault = None
if len(sys.argv) == 3 and sys.argv[1] == "--fault" and sys.argv[2] in FAULTS:
    fault = sys.argv[2]
elif len(sys.argv) != 1:
    sys.exit("usage: broken_server.py [--fault " + "|".join(sorted(FAULTS)) + "]")

framing = None          # "content-length" or "newline", detected from the first byte
state = "uninitialized"  # then "initialized", "shutdown"
pending = []            # heap of (due, sequence, id, params)
cancelled = set()
sequence = 0


def write(message):
    body = json.dumps(message, ensure_ascii=False, separators=(",", ":"))
    if framing == "newline":
        data = (body + "\n").encode()
    else:
        length = len(body) if fault == "content-length-characters" else len(body.encode())
        data = f"Content-Length: {length}\r\n\r\n".encode() + body.encode()
    os.write(1, data)


def error(id, code, message):
    if fault == "wrong-error-id":
        id = None
    return {"jsonrpc": "2.0", "id": id, "error": {"code": code, "message": message}}


def handle(message):
    """The response to one message, or None."""
    global state, sequence
    if not isinstance(message, dict) or message.get("jsonrpc") != "2.0" or not isinstance(message.get("method", ""), str):
        return error(None, -32600, "invalid request")
    method = message.get("method")
    if method is None:
        return None  # a response from the client
    params = message.get("params")
    if "id" not in message:
        if method == "exit":
            finish_pending()  # one rule with end of input: earlier requests are answered first
            sys.exit(0 if state == "shutdown" else 1)
        if method == "$/cancelRequest" and isinstance(params, dict):
            for entry in pending:
                if entry[2] == params.get("id"):
                    cancelled.add(entry[2])
                    write(error(entry[2], -32800, "request cancelled"))
        if fault == "answers-notifications":
            return {"jsonrpc": "2.0", "id": None, "result": params}
        return None
    id = message["id"]
    if method == "initialize":
        if state != "uninitialized":
            return error(id, -32600, "already initialized")
        version = params.get("protocolVersion", "0.1.0") if isinstance(params, dict) else "0.1.0"
        if version.split(".")[0] != "0":
            return {"jsonrpc": "2.0", "id": id, "error": {"code": -33014, "message": "protocol version mismatch",
                                                          "data": {"serverVersion": "0.1.0", "clientVersion": version}}}
        state = "initialized"
        return {"jsonrpc": "2.0", "id": id, "result": {"serverInfo": {"name": "broken", "version": "0"},
                                                        "protocolVersion": "0.1.0", "capabilities": {}}}
    if state == "uninitialized" and fault != "no-init-check":
        return error(id, -32002, "server not initialized")
    if state == "shutdown":
        return error(id, -32600, "shut down")
    if method == "shutdown":
        finish_pending()
        state = "shutdown"
        return {"jsonrpc": "2.0", "id": id, "result": None}
    if method == "host/echo":
        delay = params.get("delayMs") if isinstance(params, dict) else None
        if isinstance(delay, int):
            sequence += 1
            heapq.heappush(pending, (time.monotonic() + delay / 1000, sequence, id, params))
            return None
        return {"jsonrpc": "2.0", "id": id, "result": params}
    return error(id, -32601, "method not found")


def finish_pending():
    """Answers the requests in flight, waiting for each one's delay."""
    while pending:
        due, _, id, params = heapq.heappop(pending)
        time.sleep(max(0, due - time.monotonic()))
        if id not in cancelled:
            write({"jsonrpc": "2.0", "id": id, "result": params})


def serve(body):
    try:
        value = json.loads(body)
    except ValueError:
        write(error(None, -32700, "parse error"))
        return
    if isinstance(value, list):
        if not value:
            write([] if fault == "empty-batch-array" else error(None, -32600, "empty batch"))
            return
        replies = [reply for reply in map(handle, value) if reply is not None]
        if replies:
            write(replies)
        return
    reply = handle(value)
    if reply is not None:
        write(reply)


def frames(buffer):
    """Splits complete frames off the buffer; returns (bodies, rest)."""
    bodies = []
    while True:
        if framing == "newline":
            line, newline, rest = buffer.partition(b"\n")
            if not newline:
                return bodies, buffer
            buffer = rest
            if line.strip():
                bodies.append(line)
        else:
            header, separator, rest = buffer.partition(b"\r\n\r\n")
            if not separator:
                return bodies, buffer
            length = int(header.split(b":", 1)[1])
            if len(rest) < length:
                return bodies, buffer
            bodies.append(rest[:length])
            buffer = rest[length:]


def main():
    global framing
    if fault == "logs-to-stdout":
        os.write(1, b"broken_server: starting up\n")
    buffer = b""
    while True:
        timeout = max(0, pending[0][0] - time.monotonic()) if pending else None
        readable, _, _ = select.select([0], [], [], timeout)
        while pending and pending[0][0] <= time.monotonic():
            _, _, id, params = heapq.heappop(pending)
            if id not in cancelled or fault == "two-responses-on-cancel":
                write({"jsonrpc": "2.0", "id": id, "result": params})
        if not readable:
            continue
        chunk = os.read(0, 65536)
        if not chunk:
            finish_pending()  # finish requests in flight, then exit
            sys.exit(0 if state == "shutdown" else 1)
        buffer += chunk
        if framing is None and buffer.strip():
            framing = "newline" if buffer.lstrip()[:1] in (b"{", b"[") else "content-length"
        bodies, buffer = frames(buffer)
        for body in bodies:
            serve(body)


main()
