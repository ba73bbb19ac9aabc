"""JSON comparisons whose failures show a ``- expected / + actual`` diff."""

from __future__ import annotations

import difflib
import json
from typing import Any, Optional

_MISSING = object()


def matches(expected: Any, actual: Any, partial: bool = False) -> bool:
    """Equality of JSON values; with ``partial``, objects in ``expected`` may leave keys out
    (at every depth) while arrays must still have the same length."""
    if isinstance(expected, dict) and isinstance(actual, dict):
        if not partial and expected.keys() != actual.keys():
            return False
        return all(key in actual and matches(value, actual[key], partial) for key, value in expected.items())
    if isinstance(expected, list) and isinstance(actual, list):
        return len(expected) == len(actual) and all(matches(e, a, partial) for e, a in zip(expected, actual))
    if isinstance(expected, bool) or isinstance(actual, bool):
        return type(expected) is type(actual) and expected == actual
    return expected == actual


def project(expected: Any, actual: Any) -> Any:
    """``actual`` cut down to the keys ``expected`` mentions, so a partial diff stays short."""
    if isinstance(expected, dict) and isinstance(actual, dict):
        return {key: project(value, actual[key]) for key, value in expected.items() if key in actual}
    if isinstance(expected, list) and isinstance(actual, list) and len(expected) == len(actual):
        return [project(e, a) for e, a in zip(expected, actual)]
    return actual


def render(value: Any) -> str:
    return json.dumps(value, ensure_ascii=False, indent=2, sort_keys=True)


def diff(expected: Any, actual: Any, partial: bool = False) -> str:
    """A unified diff of the pretty-printed values: ``-`` lines are expected, ``+`` lines actual."""
    shown = project(expected, actual) if partial else actual
    lines = difflib.unified_diff(render(expected).splitlines(), render(shown).splitlines(), lineterm="", n=3)
    body = [line for line in lines if not line.startswith(("---", "+++"))]
    return "\n".join(body)


def failure_message(title: str, expected: Any, actual: Any, partial: bool = False) -> str:
    kind = "partial match" if partial else "exact match"
    return f"{title} ({kind}; Expected: -, Actual: +)\n{diff(expected, actual, partial)}"


def assert_json(expected: Any, actual: Any, *, partial: bool = False, title: str = "Values differ") -> None:
    """Raises ``AssertionError`` with a ``- expected / + actual`` diff when the values differ."""
    if not matches(expected, actual, partial):
        raise AssertionError(failure_message(title, expected, actual, partial))


def find_node(tree: Any, node_id: str) -> Optional[Any]:
    """The first node (depth first) whose ``id`` is ``node_id`` in a rendered JSON tree."""
    stack = [tree]
    while stack:
        node = stack.pop()
        if isinstance(node, dict):
            if node.get("id") == node_id:
                return node
            stack.extend(reversed(list(node.values())))
        elif isinstance(node, list):
            stack.extend(reversed(node))
    return None
