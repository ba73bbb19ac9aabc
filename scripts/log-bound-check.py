#!/usr/bin/env python3
"""Sends `uistate serve` one invalid request whose id is a 10 MB string and prints what it cost:
the longest stderr line and the host's peak resident memory (VmHWM) before and after.

    scripts/log-bound-check.py [UISTATE_BINARY] [ID_BYTES]

A log line must stay under 4 KB whatever the input (docs/testing.md records the figures).
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


def main():
    binary = sys.argv[1] if len(sys.argv) > 1 else ".build/debug/uistate"
    size = int(sys.argv[2]) if len(sys.argv) > 2 else 10 << 20
    with tempfile.TemporaryFile() as stderr:
        host = subprocess.Popen([binary, "serve", "--framing", "newline"], stdin=subprocess.PIPE,
                                stdout=subprocess.PIPE, stderr=stderr)

        def call(message):
            host.stdin.write(json.dumps(message).encode() + b"\n")
            host.stdin.flush()
            return host.stdout.readline()

        call({"jsonrpc": "2.0", "id": 1, "method": "initialize", "params": {}})
        before = peak_kib(host.pid)
        # "method" is not a string: an invalid request whose id can be read, so it is logged.
        reply = call({"jsonrpc": "2.0", "id": "x" * size, "method": 5})
        after = peak_kib(host.pid)
        host.stdin.close()
        host.wait()
        stderr.seek(0)
        lines = stderr.read().split(b"\n")
    error = json.loads(reply)["error"]
    print(f"id of {size} bytes: reply {error['code']} with an id of {len(json.loads(reply)['id'])} bytes")
    print(f"longest stderr line: {max(len(line) for line in lines)} bytes ({len(lines) - 1} lines)")
    print(f"peak RSS (VmHWM): {before} KiB before, {after} KiB after, +{(after - before) / 1024:.1f} MiB")


if __name__ == "__main__":
    main()
