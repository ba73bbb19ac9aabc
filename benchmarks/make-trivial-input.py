#!/usr/bin/env python3
"""Writes OUT/trivialN.in for each N: initialize, a counter store, N trivial store/dispatch
requests ({"countFieldFocusChanged": true}), shutdown and exit, one per line (newline framing).
Piped into `uistate serve` under callgrind, (Ir(N) - Ir(0)) / N is the cost of one dispatch
(benchmarks/compare.sh, benchmarks/instructions.sh).

With --plugin, also OUT/tallyN.in and OUT/tally-hopN.in: the same with the example plugin's
`tally` store and its "incrementButtonTapped", addressed to the plugin served directly
(`tally-1`) and through `uistate serve --plugin` (`ExamplePlugin/tally-1`): the plugin hop.

Usage: make-trivial-input.py OUT N [N...] [--plugin]
"""
import json
import sys


def requests(n, feature="counter", store="counter-1", action=None):
    action = {"countFieldFocusChanged": True} if action is None else action
    lines = [{"jsonrpc": "2.0", "id": 1, "method": "initialize", "params": {}},
             {"jsonrpc": "2.0", "method": "initialized", "params": {}},
             {"jsonrpc": "2.0", "id": 2, "method": "store/create", "params": {"feature": feature}}]
    lines += [{"jsonrpc": "2.0", "id": 10 + i, "method": "store/dispatch",
               "params": {"storeId": store, "action": action}} for i in range(n)]
    lines += [{"jsonrpc": "2.0", "id": 3, "method": "shutdown"}, {"jsonrpc": "2.0", "method": "exit"}]
    return "".join(json.dumps(line, separators=(",", ":")) + "\n" for line in lines)


out = sys.argv[1]
plugin = "--plugin" in sys.argv[2:]
for n in (int(arg) for arg in sys.argv[2:] if arg != "--plugin"):
    with open(f"{out}/trivial{n}.in", "w") as file:
        file.write(requests(n))
    if plugin:
        for name, store in (("tally", "tally-1"), ("tally-hop", "ExamplePlugin/tally-1")):
            with open(f"{out}/{name}{n}.in", "w") as file:
                file.write(requests(n, "tally", store, "incrementButtonTapped"))
