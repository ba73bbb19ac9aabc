#!/usr/bin/env python3
"""Finds what holds Swift's cooperative pool while tests run: samples the test process's threads
with gdb every few seconds and counts, for each thread of the pool, the test (or the code of
ours) it was running. Work that computes or blocks for long on the pool shows up in many samples;
that is what delays every other test's timers and continuations (docs/testing.md, "How a test
waits", rule 5).

    scripts/pool-sampler.py [--interval SECONDS] [--top N] [-- SWIFT_TEST_ARGUMENTS...]
    scripts/pool-sampler.py --interval 3 -- --filter 'ScenarioTests|ConformanceTests'

Runs `swift test --skip-build` with the arguments after `--` (build first). Each sample stops
the process for as long as gdb takes (about a second), so tests run slower meanwhile; never use
the figures as timings. Needs gdb.
"""
import argparse
import collections
import os
import re
import subprocess
import sys
import time

# A mangled Swift symbol's module: `$s` then the length-prefixed module name.
MODULE = re.compile(r"\$s(\d+)")
OURS = ("Tests", "Transport", "UIStateProtocol", "HostCore", "Scenario", "Conformance", "JSON", "StoreRuntime",
        "Components", "FeatureKit", "Features", "Explore", "UIStateTesting", "UIStateSwiftUI", "UIStateTCA",
        "RPCTestSupport", "uistate")


def module_of(symbol):
    match = MODULE.search(symbol)
    if not match:
        return None
    length = int(match.group(1))
    start = match.end()
    return symbol[start:start + length]


def test_processes(root):
    """Descendants of `root` that run the test bundle."""
    found = []
    try:
        output = subprocess.run(["ps", "-eo", "pid=,ppid=,args="], capture_output=True, text=True).stdout
    except OSError:
        return found
    children = collections.defaultdict(list)
    commands = {}
    for line in output.splitlines():
        parts = line.split(None, 2)
        if len(parts) < 3:
            continue
        pid, ppid, command = int(parts[0]), int(parts[1]), parts[2]
        children[ppid].append(pid)
        commands[pid] = command
    pending = [root]
    while pending:
        pid = pending.pop()
        for child in children[pid]:
            if ".xctest" in commands.get(child, ""):
                found.append(child)
            pending.append(child)
    return found


def sample(pid):
    """For each pool thread: the symbol it was running, innermost frame of ours first."""
    output = subprocess.run(["gdb", "-p", str(pid), "-batch", "-nx", "-ex", "set pagination off",
                             "-ex", "thread apply all bt 60"], capture_output=True, text=True, timeout=120).stdout
    holders = []
    for thread in re.split(r"\n(?=Thread \d+ )", output):
        if "_dispatch_worker_thread" not in thread or "swift_job_run" not in thread or "DedicatedThreadExecutor" in thread:
            continue
        symbols = re.findall(r" in (\$s\S+)", thread)
        test = next((s for s in symbols if (module_of(s) or "").endswith("Tests")), None)
        ours = next((s for s in symbols if (module_of(s) or "") in OURS or (module_of(s) or "").endswith("Tests")), None)
        holders.append(test or ours or "(runtime: a hop between jobs)")
    return holders


def demangle(symbols):
    if not symbols:
        return {}
    try:
        text = subprocess.run(["swift", "demangle", "--simplified"], input="\n".join(symbols), capture_output=True,
                              text=True, timeout=60).stdout.splitlines()
    except (OSError, subprocess.TimeoutExpired):
        return {s: s for s in symbols}
    return dict(zip(symbols, text))


def main():
    arguments = sys.argv[1:]
    passed = []
    if "--" in arguments:
        split = arguments.index("--")
        arguments, passed = arguments[:split], arguments[split + 1:]
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--interval", type=float, default=5)
    parser.add_argument("--top", type=int, default=25)
    options = parser.parse_args(arguments)
    root = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..")
    run = subprocess.Popen(["swift", "test", "--skip-build"] + passed, cwd=root, stdout=subprocess.DEVNULL,
                           stderr=subprocess.DEVNULL)
    counts = collections.Counter()
    samples = busy_samples = 0
    while run.poll() is None:
        time.sleep(options.interval)
        for pid in test_processes(run.pid):
            try:
                holders = sample(pid)
            except (subprocess.TimeoutExpired, OSError):
                continue
            samples += 1
            counts.update(holders)
            if sum(1 for h in holders if not h.startswith("(")) >= 2:
                busy_samples += 1
    names = demangle([s for s in counts if s.startswith("$s")])
    print(f"pool-sampler: {samples} samples; in {busy_samples} of them two or more pool threads ran our code")
    print(f"pool-sampler: swift test exited {run.returncode}")
    for symbol, count in counts.most_common(options.top):
        name = names.get(symbol, symbol)
        print(f"{count:5d}  {name[:200]}")


if __name__ == "__main__":
    main()
