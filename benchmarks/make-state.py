#!/usr/bin/env python3
"""Writes a deterministic ~200 KB state document (a feed of articles, as a feature's state looks)."""
import json, sys

rows = []
for i in range(710):
    rows.append({
        "id": i,
        "title": f"기사 {i}: Headless UI state, part {i % 17}",
        "author": {"id": i % 31, "name": f"Author {i % 31}", "verified": i % 3 == 0},
        "bookmarked": i % 5 == 0,
        "isProcessing": False,
        "score": (i * 37 % 1000) / 10.0,
        "tags": ["swift", "tca", "linux"][: 1 + i % 3],
        "summary": "Reducers, effects and a component tree rendered without a simulator. 👩‍💻",
    })
state = {"feed": {"articles": rows, "page": 12, "hasMore": True, "error": None}, "tab": "home", "bookmarks": [r["id"] for r in rows if r["bookmarked"]]}
text = json.dumps(state, ensure_ascii=False, separators=(",", ":"))
sys.stdout.write(text)
