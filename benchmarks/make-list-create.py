#!/usr/bin/env python3
"""Writes a `store/create` request (id -2) for the `interests` feature whose list holds N items,
given through `initialState`: the scaling benchmark's store (benchmarks/scale.sh).

Usage: make-list-create.py N > request.json
"""
import json
import sys

count = int(sys.argv[1])
items = [{"id": i, "title": f"관심사 {i:06d}"} for i in range(1, count + 1)]
state = {
    "title": "관심 있는 경조사를 모두 골라주세요",
    "selection": {
        "items": items,
        "selectedIDs": [],
        "maximumSelectionCount": 20,
        "customItemPhase": "empty",
        "customText": "",
    },
}
request = {"jsonrpc": "2.0", "id": -2, "method": "store/create",
           "params": {"feature": "interests", "initialState": state}}
json.dump(request, sys.stdout, ensure_ascii=False, separators=(",", ":"))
sys.stdout.write("\n")
