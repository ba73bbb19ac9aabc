#!/usr/bin/env python3
"""Sends `uistate serve` one invalid request whose id is a 10 MB string and prints what it cost:
the longest stderr line and the host's peak resident memory (VmHWM) before and after.

    scripts/log-bound-check.py [UISTATE_BINARY] [ID_BYTES] [--member] [--framing newline|content-length]

`--member` sends the same bytes as a member beside a small id instead: what reading and parsing
the message costs, without a reply that carries it back.

A log line must stay under 4 KB whatever the input. An id over 4,096 bytes is refused (idTooLong)
and blanked before the parse, so it costs about the message; a member as large costs about twice
the message (docs/testing.md records the figures).
"""
import json
import os
import subprocess
import sys
import tempfile


def peak_kib(pid):
    with open(f"/proc/{pid}/status") as status:
        for line in status:
            if line.startswith("VmHWM:"):
                return int(line.split()[1])
    return -1


def read_frame(stream):
    """One Content-Length frame's body."""
    length = None
    while True:
        line = stream.readline()
        if line.lower().startswith(b"content-length:"):
            length = int(line.split(b":", 1)[1])
        if line in (b"\r\n", b"\n", b""):
            return stream.read(length or 0)


def main():
    args = sys.argv[1:]
    member = "--member" in args
    framing = "newline"
    if "--framing" in args:
        framing = args[args.index("--framing") + 1]
        del args[args.index("--framing"):args.index("--framing") + 2]
    args = [arg for arg in args if arg != "--member"]
    binary = args[0] if args else ".build/debug/uistate"
    size = int(args[1]) if len(args) > 1 else 10 << 20
    with tempfile.TemporaryFile() as stderr:
        host = subprocess.Popen([binary, "serve", "--framing", framing], stdin=subprocess.PIPE,
                                stdout=subprocess.PIPE, stderr=stderr)

        def call(message):
            body = json.dumps(message).encode()
            if framing == "newline":
                host.stdin.write(body + b"\n")
            else:
                host.stdin.write(b"Content-Length: %d\r\n\r\n" % len(body) + body)
            host.stdin.flush()
            return host.stdout.readline() if framing == "newline" else read_frame(host.stdout)

        call({"jsonrpc": "2.0", "id": 1, "method": "initialize", "params": {}})
        before = peak_kib(host.pid)
        # "method" is not a string: an invalid request, logged with its id (or the id's length).
        if member:
            reply = call({"jsonrpc": "2.0", "id": "small", "method": 5, "pad": "x" * size})
        else:
            reply = call({"jsonrpc": "2.0", "id": "x" * size, "method": 5})
        after = peak_kib(host.pid)
        host.stdin.close()
        host.wait()
        stderr.seek(0)
        lines = stderr.read().split(b"\n")
    error = json.loads(reply)["error"]
    shape = f"member of {size} bytes beside a small id" if member else f"id of {size} bytes"
    answered = json.loads(reply)["id"]
    reason = (error.get("data") or {}).get("reason", "-")
    named = "null" if answered is None else f"an id of {len(answered)} bytes"
    print(f"{shape} ({framing}): reply {error['code']} ({reason}) with {named}")
    print(f"longest stderr line: {max(len(line) for line in lines)} bytes ({len(lines) - 1} lines)")
    print(f"peak RSS (VmHWM): {before} KiB before, {after} KiB after, +{(after - before) / 1024:.1f} MiB")


if __name__ == "__main__":
    main()
