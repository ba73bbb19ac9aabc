#!/usr/bin/env python3
"""Writes OUT/trivialN.in for each N: initialize, a counter store, N trivial store/dispatch
requests ({"countFieldFocusChanged": true}), shutdown and exit, one per line (newline framing).
Piped into `uistate serve` under callgrind, (Ir(N) - Ir(0)) / N is the cost of one dispatch
(benchmarks/compare.sh, benchmarks/instructions.sh).

Usage: make-trivial-input.py OUT N [N...]
"""
import json
import sys


def requests(n):
    lines = [{"jsonrpc": "2.0", "id": 1, "method": "initialize", "params": {}},
             {"jsonrpc": "2.0", "method": "initialized", "params": {}},
             {"jsonrpc": "2.0", "id": 2, "method": "store/create", "params": {"feature": "counter"}}]
    lines += [{"jsonrpc": "2.0", "id": 10 + i, "method": "store/dispatch",
               "params": {"storeId": "counter-1", "action": {"countFieldFocusChanged": True}}} for i in range(n)]
    lines += [{"jsonrpc": "2.0", "id": 3, "method": "shutdown"}, {"jsonrpc": "2.0", "method": "exit"}]
    return "".join(json.dumps(line, separators=(",", ":")) + "\n" for line in lines)


out = sys.argv[1]
for n in map(int, sys.argv[2:]):
    with open(f"{out}/trivial{n}.in", "w") as file:
        file.write(requests(n))
