#!/usr/bin/env python3
"""Checks, many times over, that the host delivers every store/didChange its requests caused
before it exits: subscribe to a counter (state, or state and view), pipeline N dispatches, end
the session one of three ways, read to end of file, and compare the last notification's version
with the last reply's. Not part of `make test` (ExitDeliveryTests runs a few of these); this is
the long loop of docs/testing.md.

    scripts/exit-delivery-check.py [--runs N] [--hogs H] [--dispatches D] [--binary PATH]
                                   [--framing both|newline|content-length] [--plugin PATH]

--plugin serves the example plugin (.build/release/ExamplePlugin) and subscribes to its `tally`
store through the host instead: the host forwards the plugin's notifications.

Each run picks the next (framing, ending, subscription) combination in turn; --runs counts runs
per framing. --hogs starts H busy loops for the duration (the load check). Prints one line per
miss and a summary; exits 1 when any run lost a notification.
"""
import argparse
import itertools
import json
import os
import subprocess
import sys
import time

ENDINGS = ("shutdown-exit", "exit", "end-of-input")


def frame(body, framing):
    data = json.dumps(body, separators=(",", ":")).encode()
    if framing == "newline":
        return data + b"\n"
    return b"Content-Length: %d\r\n\r\n" % len(data) + data


def unframe_all(data, framing):
    messages = []
    if framing == "newline":
        return [json.loads(line) for line in data.split(b"\n") if line.strip()]
    while data:
        head, _, rest = data.partition(b"\r\n\r\n")
        length = int(head.split(b":")[1])
        messages.append(json.loads(rest[:length]))
        data = rest[length:]
    return messages


def one_run(binary, framing, ending, view, dispatches, plugin=None):
    """Returns None when nothing was lost, else what went wrong."""
    feature, store = ("tally", "ExamplePlugin/tally-1") if plugin else ("counter", "counter-1")
    requests = [
        {"jsonrpc": "2.0", "id": "init", "method": "initialize", "params": {}},
        {"jsonrpc": "2.0", "method": "initialized", "params": {}},
        {"jsonrpc": "2.0", "id": "create", "method": "store/create", "params": {"feature": feature}},
        {"jsonrpc": "2.0", "id": "sub", "method": "store/subscribe",
         "params": {"storeId": store, "state": True, "view": view}},
    ]
    requests += [{"jsonrpc": "2.0", "id": n, "method": "store/dispatch",
                  "params": {"storeId": store, "action": "incrementButtonTapped"}} for n in range(1, dispatches + 1)]
    if ending == "shutdown-exit":
        requests += [{"jsonrpc": "2.0", "id": "down", "method": "shutdown"}, {"jsonrpc": "2.0", "method": "exit"}]
    elif ending == "exit":
        requests += [{"jsonrpc": "2.0", "method": "exit"}]
    payload = b"".join(frame(request, framing) for request in requests)
    host = subprocess.Popen([binary, "serve", "--framing", framing] + (["--plugin", plugin] if plugin else []), stdin=subprocess.PIPE,
                            stdout=subprocess.PIPE, stderr=subprocess.DEVNULL)
    # End of input follows the last request in every case; after `exit` nothing more is read.
    output, _ = host.communicate(payload, timeout=int(os.environ.get("EDC_TIMEOUT", "300")))
    expected_code = 0 if ending == "shutdown-exit" else 1
    if host.returncode != expected_code:
        return f"exit code {host.returncode}, expected {expected_code}"
    messages = unframe_all(output, framing)
    versions = [m["result"]["version"] for m in messages if isinstance(m.get("id"), int) and "result" in m]
    if len(versions) != dispatches:
        return f"{len(versions)} of {dispatches} dispatch replies"
    notifications = [m["params"] for m in messages if m.get("method") == "store/didChange"]
    if not notifications:
        return "no notification"
    last = notifications[-1]["version"]
    if last != max(versions):
        return f"last notification at version {last}, last reply at {max(versions)} ({max(versions) - last} behind)"
    base = 0
    for notification in notifications:
        if notification["baseVersion"] != base:
            return f"a notification patches from {notification['baseVersion']}, the client holds {base}"
        base = notification["version"]
    if ending == "shutdown-exit":
        down = next((i for i, m in enumerate(messages) if m.get("id") == "down"), None)
        if down is None:
            return "no reply to shutdown"
        if any(m.get("method") == "store/didChange" for m in messages[down:]):
            return "a notification after the shutdown reply"
    return None


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--runs", type=int, default=100, help="runs per framing (default 100)")
    parser.add_argument("--hogs", type=int, default=0, help="busy loops to start meanwhile")
    parser.add_argument("--dispatches", type=int, default=200)
    parser.add_argument("--binary", default=os.path.join(os.path.dirname(__file__), "..", ".build", "release", "uistate"))
    parser.add_argument("--framing", default="both", choices=("both", "newline", "content-length"))
    parser.add_argument("--plugin", help="a plugin serving `tally` (the example plugin), whose store is used instead")
    options = parser.parse_args()
    framings = ("content-length", "newline") if options.framing == "both" else (options.framing,)
    hogs = [subprocess.Popen(["bash", "-c", "while :; do :; done"]) for _ in range(options.hogs)]
    start = time.time()
    misses = 0
    try:
        for framing in framings:
            combinations = itertools.cycle(itertools.product(ENDINGS, (False, True)))
            for run in range(options.runs):
                ending, view = next(combinations)
                problem = one_run(options.binary, framing, ending, view, options.dispatches, options.plugin)
                if problem:
                    misses += 1
                    print(f"MISS {framing} {ending} {'view' if view else 'state'} run {run + 1}: {problem}", flush=True)
    finally:
        for hog in hogs:
            hog.kill()
    total = options.runs * len(framings)
    print(f"exit-delivery-check: {misses} of {total} runs lost a notification "
          f"({options.dispatches} dispatches each, {options.hogs} busy loops, {time.time() - start:.0f} s)")
    sys.exit(1 if misses else 0)


if __name__ == "__main__":
    main()
