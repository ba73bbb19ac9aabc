#!/usr/bin/env python3
"""Writes COUNT scenarios of STEPS steps each on the counter feature (issue 14's replay
benchmark): STEPS-2 sends (increments and decrements, each asserting the values it changed),
then a 500 ms advance and the debounced fact's receive. Every scenario passes.

Usage: make-replay-suite.py DIR [COUNT] [STEPS]
"""
import json, os, sys

directory = sys.argv[1]
count = int(sys.argv[2]) if len(sys.argv) > 2 else 1000
steps = int(sys.argv[3]) if len(sys.argv) > 3 else 20
os.makedirs(directory, exist_ok=True)
for number in range(count):
    start = number % 100
    value = start
    body = []
    for index in range(steps - 2):
        action = "decrementButtonTapped" if index % 3 == 2 else "incrementButtonTapped"
        value += -1 if action == "decrementButtonTapped" else 1
        pointers = {"/count": value, "/countText": str(value)}
        if index == 0:
            pointers["/isLoadingFact"] = True
        body.append({"send": action, "pointers": pointers})
    body.append({"advance": 500})
    body.append({"receive": {"factResponse": f"{value} is a good number."}, "pointers": {"/fact": f"{value} is a good number.", "/isLoadingFact": False}})
    document = {
        "name": f"counter walk {number:04d}",
        "feature": "counter",
        "initialState": {"count": start, "countText": str(start), "isCountFieldFocused": False, "isLoadingFact": False},
        "steps": body,
    }
    with open(os.path.join(directory, f"walk-{number:04d}.scenario.json"), "w") as file:
        json.dump(document, file)
