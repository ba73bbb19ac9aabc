#!/usr/bin/env python3
"""Fault injection against the built host, for as long as asked (scripts/soak.sh wraps it).

Rounds of six faults, in turn, until the time is up:
  barrage      mutated messages, each followed by a probe request that must be answered
  kill-write   SIGKILL of the host while history jumps write and delete a persisted value
  plugin-kill  SIGKILL of a plugin with requests in flight: each gets an answer (-33006 or not)
  plugin-stop  SIGSTOP of a plugin with requests in flight: each is answered once it times out
  stalled      a stdio client that stops reading while replies pile up, then reads them all;
               and a /events stream nobody reads while its store changes
  exit         subscribe, pipeline, end the session: the last notification is the last reply's
Counts lost replies, lost notifications, torn files, crashes and the highest peak RSS (VmHWM)
of any host. Exits 1 when anything was lost, torn or crashed.

    scripts/soak.py [--minutes M] [--binary PATH] [--plugin PATH] [--seed N]
"""
import argparse
import collections
import importlib.util
import json
import os
import queue
import random
import signal
import socket
import subprocess
import sys
import tempfile
import threading
import time

ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), ".."))
sys.path.insert(0, os.path.join(ROOT, "Tests", "web"))
REPLY_TIMEOUT = 60  # seconds: a safety net on a loaded machine, never the measurement


def peak_kib(pid):
    try:
        with open(f"/proc/{pid}/status") as status:
            for line in status:
                if line.startswith("VmHWM:"):
                    return int(line.split()[1])
    except OSError:
        pass
    return 0


class Host:
    """`uistate serve` over newline-framed pipes, its stdout read on a thread of its own."""

    def __init__(self, binary, *arguments):
        self.stderr = tempfile.TemporaryFile()
        self.process = subprocess.Popen([binary, "serve", "--framing", "newline", *arguments], stdin=subprocess.PIPE,
                                        stdout=subprocess.PIPE, stderr=self.stderr)
        self.messages = queue.Queue()
        # Cleared to stop reading the host's stdout (a stalled client); set to read on.
        self.reading = threading.Event()
        self.reading.set()
        self.reader = threading.Thread(target=self._read, daemon=True)
        self.reader.start()
        self.peak = 0

    def _read(self):
        for line in self.process.stdout:
            self.reading.wait()
            if line.strip():
                try:
                    value = json.loads(line)
                except ValueError:
                    value = {"unparsable": line[:200].decode(errors="replace")}
                # A batch's replies are counted one by one.
                for message in value if isinstance(value, list) else [value]:
                    self.messages.put(message if isinstance(message, dict) else {"unexpected": message})
        self.messages.put(None)

    def send_bytes(self, data):
        self.process.stdin.write(data)
        self.process.stdin.flush()

    def send(self, message):
        self.send_bytes(json.dumps(message, separators=(",", ":")).encode() + b"\n")

    def request(self, id, method, params=None):
        message = {"jsonrpc": "2.0", "id": id, "method": method}
        if params is not None:
            message["params"] = params
        self.send(message)

    def wait_for(self, predicate, timeout=REPLY_TIMEOUT):
        """Messages up to and including the first that matches; raises TimeoutError, EOFError."""
        seen = []
        deadline = time.time() + timeout
        while True:
            self.peak = max(self.peak, peak_kib(self.process.pid))
            remaining = deadline - time.time()
            if remaining <= 0:
                raise TimeoutError(f"nothing matching within {timeout} s")
            try:
                message = self.messages.get(timeout=min(remaining, 1))
            except queue.Empty:
                continue
            if message is None:
                raise EOFError("the host closed its output")
            seen.append(message)
            if predicate(message):
                return seen

    def collect(self, ids, timeout=REPLY_TIMEOUT):
        """The replies to `ids` that arrived before `timeout` passed with none arriving."""
        pending = set(ids)
        replies = []
        while pending:
            try:
                replies.append(self.wait_for(lambda m: m.get("id") in pending and not pending.discard(m["id"]), timeout)[-1])
            except TimeoutError:
                break
        return replies

    def call(self, id, method, params=None):
        self.request(id, method, params)
        return self.wait_for(lambda m: m.get("id") == id)[-1]

    def initialize(self):
        self.call("init", "initialize", {})
        self.send({"jsonrpc": "2.0", "method": "initialized", "params": {}})

    def close(self):
        self.peak = max(self.peak, peak_kib(self.process.pid))
        try:
            self.process.stdin.close()
        except OSError:
            pass
        try:
            code = self.process.wait(timeout=REPLY_TIMEOUT)
        except subprocess.TimeoutExpired:
            self.process.kill()
            code = self.process.wait()
        self.stderr.seek(0)
        longest = max((len(line) for line in self.stderr.read().split(b"\n")), default=0)
        return code, longest


class Tally:
    def __init__(self):
        self.counts = collections.Counter()
        self.peak = 0
        self.notes = []

    def add(self, fault, **counts):
        self.counts[(fault, "rounds")] += 1
        for key, value in counts.items():
            if key == "peak":
                self.peak = max(self.peak, value)
                self.counts[(fault, "peak")] = max(self.counts[(fault, "peak")], value)
            else:
                self.counts[(fault, key)] += value


# -- faults --------------------------------------------------------------------------------------

TEMPLATES = [
    {"jsonrpc": "2.0", "id": 1, "method": "host/echo", "params": {"text": "가나다 👩‍👩‍👧", "n": [1, 2.5, None, True]}},
    {"jsonrpc": "2.0", "id": "s", "method": "store/create", "params": {"feature": "counter"}},
    {"jsonrpc": "2.0", "id": 3, "method": "store/dispatch", "params": {"storeId": "counter-1", "action": "incrementButtonTapped"}},
    {"jsonrpc": "2.0", "id": 4, "method": "view/render", "params": {"storeId": "counter-1"}},
    {"jsonrpc": "2.0", "id": 5, "method": "store/state", "params": {"storeId": "counter-1", "pointer": "/count"}},
    {"jsonrpc": "2.0", "id": 6, "method": "view/tap", "params": {"storeId": "counter-1", "selector": {"label": "Increment"}}},
    {"jsonrpc": "2.0", "method": "$/cancelRequest", "params": {"id": 3}},
    [{"jsonrpc": "2.0", "id": 7, "method": "store/list"}, {"jsonrpc": "2.0", "id": 8, "method": "plugin/list"}],
]


def mutate(data, rng):
    data = bytearray(data)
    for _ in range(rng.randint(1, 4)):
        kind = rng.randrange(6)
        position = rng.randrange(len(data) + 1)
        if kind == 0 and data:
            data[min(position, len(data) - 1)] ^= 1 << rng.randrange(8)
        elif kind == 1:
            data[position:position] = bytes([rng.randrange(256)])
        elif kind == 2 and data:
            del data[min(position, len(data) - 1)]
        elif kind == 3:
            data[position:position] = rng.choice([b"{", b"[", b"]", b"}", b'"', b"\\u", b"1e999", b"\xc3", b"\n", b"\x00"])
        elif kind == 4:
            data = data[:position]
        else:
            start = rng.randrange(len(data) + 1)
            data[position:position] = data[start:start + rng.randint(1, 64)]
    return bytes(data).replace(b"\n", b" ") if rng.random() < 0.7 else bytes(data)


def barrage(options, tally, rng):
    host = Host(options.binary)
    lost = crashes = 0
    try:
        host.initialize()
        host.call("c", "store/create", {"feature": "counter"})
        for n in range(300):
            body = json.dumps(rng.choice(TEMPLATES), ensure_ascii=rng.random() < 0.5).encode()
            host.send_bytes(mutate(body, rng) + b"\n")
            probe = f"probe-{n}"
            host.request(probe, "host/echo", {"n": n})
            try:
                host.wait_for(lambda m: m.get("id") == probe)
            except TimeoutError:
                lost += 1
    except (EOFError, BrokenPipeError):
        crashes += 1
    code, longest = host.close()
    if code < 0:
        crashes += 1
    if longest >= 4096:
        tally.notes.append(f"barrage: a {longest}-byte stderr line")
    tally.add("barrage", messages=300, lost_replies=lost, crashes=crashes, peak=host.peak, long_log_lines=int(longest >= 4096))


def kill_during_writes(options, tally, rng):
    directory = tempfile.mkdtemp(prefix="uistate-soak-")
    host = Host(options.binary, "--storage-dir", directory)
    try:
        host.initialize()
        host.call("c", "store/create", {"feature": "locationDetail"})
        host.call("d", "store/dispatch", {"storeId": "locationDetail-1", "action": "onboardingDismissed"})
        # Jumps alternate between before the flag was written (the file is deleted) and after (it
        # is written again): a steady stream of persisted writes to be killed in the middle of.
        for n in range(200):
            host.request(n, "history/jump", {"storeId": "locationDetail-1", "version": 0 if n % 2 == 0 else 3})
        time.sleep(rng.uniform(0, 0.05))
    except (EOFError, BrokenPipeError):
        pass
    host.process.send_signal(signal.SIGKILL)
    # Jumps answered before the kill: each wrote or deleted the file; the next was under way.
    answered = 0
    while True:
        try:
            message = host.messages.get(timeout=REPLY_TIMEOUT)
        except queue.Empty:
            break
        if message is None:
            break
        answered += isinstance(message.get("id"), int)
    host.close()
    torn = 0
    for folder, _, files in os.walk(directory):
        for name in files:
            path = os.path.join(folder, name)
            if name == "hasSeenOnboardView":
                with open(path, "rb") as file:
                    if file.read().strip() not in (b"true", b"false"):
                        torn += 1
    subprocess.run(["rm", "-rf", directory])
    tally.add("kill-write", kills=1, writes_before_the_kill=answered, torn_files=torn, peak=host.peak)


def plugin_fault(options, tally, rng, stop):
    name = "plugin-stop" if stop else "plugin-kill"
    host = Host(options.binary, "--plugin", options.plugin, "--plugin-timeout", "2")
    lost = crashes = failed_over = failed_restarts = 0
    try:
        host.initialize()
        created = host.call("c", "store/create", {"feature": "tally"})
        store = created["result"]["storeId"]
        plugin = plugin_pid(host.process.pid)
        count = 100
        for n in range(count):
            host.request(n, "store/dispatch", {"storeId": store, "action": "incrementButtonTapped"})
        time.sleep(rng.uniform(0, 0.02))
        if plugin:
            os.kill(plugin, signal.SIGSTOP if stop else signal.SIGKILL)
        replies = host.collect(range(count))
        lost += count - len(replies)
        failed_over = sum(1 for reply in replies if reply.get("error", {}).get("code") == -33006)
        # The next store/create starts the plugin again. When the fault came after every request
        # was answered, the host learns of it from that create (-33006: the plugin exited, or did
        # not answer in time), and the one after restarts it.
        again = host.call("again", "store/create", {"feature": "tally"})
        if again.get("error", {}).get("code") == -33006:
            again = host.call("again-2", "store/create", {"feature": "tally"})
        if "result" not in again:
            failed_restarts += 1
            tally.notes.append(f"{name}: no restart: {again.get('error')}")
    except (EOFError, BrokenPipeError):
        crashes += 1
    code, _ = host.close()
    if code < 0:
        crashes += 1
    tally.add(name, requests=100, answered_33006=failed_over, lost_replies=lost, failed_restarts=failed_restarts,
              crashes=crashes, peak=host.peak)


def plugin_pid(host_pid):
    """The plugin child of the host (spawned from any of its threads)."""
    for _ in range(100):
        output = subprocess.run(["ps", "-o", "pid=,args=", "--ppid", str(host_pid)], capture_output=True, text=True).stdout
        for line in output.splitlines():
            pid, _, command = line.strip().partition(" ")
            if "Plugin" in command:
                return int(pid)
        time.sleep(0.05)
    return None


def stalled_readers(options, tally, rng):
    # stdio: 400 replies of 64 KB (25 MB, past the 16 MB output limit) while nothing is read.
    host = Host(options.binary)
    lost = crashes = 0
    try:
        host.initialize()
        payload = "x" * (64 << 10)
        ids = [f"big-{n}" for n in range(400)]
        host.reading.clear()
        writer = threading.Thread(target=lambda: [host.request(id, "host/echo", {"p": payload}) for id in ids])
        writer.start()
        # Back-pressure: past 16 MB of unread replies the host stops reading, so the writer
        # blocks and the host's memory stays bounded while the client does not read.
        time.sleep(3)
        host.peak = max(host.peak, peak_kib(host.process.pid))
        host.reading.set()
        writer.join(timeout=REPLY_TIMEOUT)
        lost += 400 - len(host.collect(ids))
    except (EOFError, BrokenPipeError, TimeoutError):
        crashes += 1
    code, _ = host.close()
    tally.add("stalled-stdio", requests=400, lost_replies=lost, crashes=crashes, peak=host.peak)

    # /events: a stream that is never read while 1,000 changes happen, then a fresh stream.
    from uistate_http import Server
    server = Server("serve", "--http", "127.0.0.1:0", "--max-queued-events", "1M")
    lost = 0
    try:
        connection = server.initialize()
        stalled = server.open_events(connection, receive_buffer=4096)
        server.call(connection, "store/create", {"feature": "counter"})
        server.call(connection, "store/subscribe", {"storeId": "counter-1", "view": True})
        for batch in range(10):
            status, replies = server.rpc([{"jsonrpc": "2.0", "id": n, "method": "store/dispatch",
                                           "params": {"storeId": "counter-1", "action": "incrementButtonTapped"}}
                                          for n in range(100)], connection)
            lost += 100 - (len(replies) if status == 200 and replies else 0)
        peak = peak_kib(server.process.pid)
        stalled.close()
        fresh = server.open_events(connection)
        server.call(connection, "store/dispatch", {"storeId": "counter-1", "action": "incrementButtonTapped"})
        event = fresh.next_event()
        if event.get("method") != "store/didChange":
            lost += 1
        fresh.close()
    finally:
        server.close()
    tally.add("stalled-events", requests=1001, lost_replies=lost, peak=peak)


def exit_with_subscribers(options, tally, rng):
    spec = importlib.util.spec_from_file_location("exit_check", os.path.join(ROOT, "scripts", "exit-delivery-check.py"))
    check = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(check)
    lost = 0
    for framing in ("content-length", "newline"):
        for ending in check.ENDINGS:
            problem = check.one_run(options.binary, framing, ending, rng.random() < 0.5, 200)
            if problem:
                lost += 1
                tally.notes.append(f"exit {framing} {ending}: {problem}")
    tally.add("exit", sessions=6, lost_notifications=lost)


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--minutes", type=float, default=10)
    parser.add_argument("--binary", default=os.path.join(ROOT, ".build", "release", "uistate"))
    parser.add_argument("--plugin", default=os.path.join(ROOT, ".build", "debug", "ExamplePlugin"))
    parser.add_argument("--seed", type=int, default=int(time.time()))
    options = parser.parse_args()
    os.environ["UISTATE_BIN"] = options.binary
    rng = random.Random(options.seed)
    tally = Tally()
    faults = [barrage, kill_during_writes, lambda o, t, r: plugin_fault(o, t, r, False),
              lambda o, t, r: plugin_fault(o, t, r, True), stalled_readers, exit_with_subscribers]
    start = time.time()
    rounds = 0
    while time.time() - start < options.minutes * 60:
        for fault in faults:
            fault(options, tally, rng)
        rounds += 1
    print(f"soak: {rounds} rounds in {(time.time() - start) / 60:.1f} min (seed {options.seed}, {options.binary})")
    bad = 0
    for fault in ("barrage", "kill-write", "plugin-kill", "plugin-stop", "stalled-stdio", "stalled-events", "exit"):
        counts = {key: value for (name, key), value in tally.counts.items() if name == fault}
        peak = counts.pop("peak", 0)
        bad += sum(counts.get(key, 0) for key in ("lost_replies", "lost_notifications", "torn_files", "crashes", "long_log_lines",
                                                  "failed_restarts"))
        described = ", ".join(f"{key.replace('_', ' ')} {value}" for key, value in sorted(counts.items()))
        print(f"  {fault:15s} {described}" + (f", peak RSS {peak // 1024} MiB" if peak else ""))
    for note in tally.notes[:20]:
        print(f"  note: {note}")
    print(f"soak: {'nothing lost, torn or crashed' if bad == 0 else f'{bad} losses, tears or crashes'}; "
          f"highest peak RSS {tally.peak // 1024} MiB")
    sys.exit(1 if bad else 0)


if __name__ == "__main__":
    main()
