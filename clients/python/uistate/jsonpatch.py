"""RFC 6902 JSON Patch applied to plain JSON values (RFC 6901 pointers)."""

from __future__ import annotations

import copy
from typing import Any, List

from .assertions import matches


class JSONPatchError(ValueError):
    pass


def parse_pointer(pointer: str) -> List[str]:
    if pointer == "":
        return []
    if not pointer.startswith("/"):
        raise JSONPatchError(f"pointer {pointer!r} does not start with '/'")
    return [token.replace("~1", "/").replace("~0", "~") for token in pointer[1:].split("/")]


def resolve(document: Any, pointer: str) -> Any:
    value = document
    for token in parse_pointer(pointer):
        value = _child(value, token, pointer)
    return value


def apply_patch(document: Any, patch: List[Any]) -> Any:
    """A new document with ``patch`` applied in order, all or nothing (the input is not changed)."""
    result = copy.deepcopy(document)
    for index, operation in enumerate(patch):
        try:
            result = _apply_one(result, operation)
        except JSONPatchError as error:
            raise JSONPatchError(f"operation {index} {operation!r}: {error}") from None
    return result


def _child(value: Any, token: str, pointer: str) -> Any:
    if isinstance(value, dict):
        if token not in value:
            raise JSONPatchError(f"{pointer!r}: no member {token!r}")
        return value[token]
    if isinstance(value, list):
        index = _index(token, len(value) - 1, pointer)
        return value[index]
    raise JSONPatchError(f"{pointer!r}: cannot descend into {type(value).__name__}")


def _index(token: str, maximum: int, pointer: str) -> int:
    if not token.isdigit() or (token != "0" and token.startswith("0")):
        raise JSONPatchError(f"{pointer!r}: {token!r} is not an array index")
    index = int(token)
    if index > maximum:
        raise JSONPatchError(f"{pointer!r}: index {index} out of range")
    return index


def _apply_one(document: Any, operation: Any) -> Any:
    if not isinstance(operation, dict) or "op" not in operation or "path" not in operation:
        raise JSONPatchError("not an operation object")
    op, path = operation["op"], operation["path"]
    if op == "add":
        return _add(document, path, copy.deepcopy(_value(operation)))
    if op == "remove":
        document, _ = _remove(document, path)
        return document
    if op == "replace":
        document, _ = _remove(document, path)
        return _add(document, path, copy.deepcopy(_value(operation)))
    if op == "move":
        source = _from(operation)
        if path != source and path.startswith(source + "/"):
            raise JSONPatchError("cannot move a value into itself")
        document, value = _remove(document, source)
        return _add(document, path, value)
    if op == "copy":
        return _add(document, path, copy.deepcopy(resolve(document, _from(operation))))
    if op == "test":
        if not matches(_value(operation), resolve(document, path)):
            raise JSONPatchError(f"test failed at {path!r}")
        return document
    raise JSONPatchError(f"unknown op {op!r}")


def _value(operation: dict) -> Any:
    if "value" not in operation:
        raise JSONPatchError("missing 'value'")
    return operation["value"]


def _from(operation: dict) -> str:
    if not isinstance(operation.get("from"), str):
        raise JSONPatchError("missing 'from'")
    return operation["from"]


def _add(document: Any, path: str, value: Any) -> Any:
    tokens = parse_pointer(path)
    if not tokens:
        return value
    parent = document
    for token in tokens[:-1]:
        parent = _child(parent, token, path)
    last = tokens[-1]
    if isinstance(parent, dict):
        parent[last] = value
    elif isinstance(parent, list):
        parent.insert(len(parent) if last == "-" else _index(last, len(parent), path), value)
    else:
        raise JSONPatchError(f"{path!r}: parent is not a container")
    return document


def _remove(document: Any, path: str) -> Any:
    tokens = parse_pointer(path)
    if not tokens:
        return None, document
    parent = document
    for token in tokens[:-1]:
        parent = _child(parent, token, path)
    last = tokens[-1]
    if isinstance(parent, dict):
        if last not in parent:
            raise JSONPatchError(f"{path!r}: no member {last!r}")
        return document, parent.pop(last)
    if isinstance(parent, list):
        return document, parent.pop(_index(last, len(parent) - 1, path))
    raise JSONPatchError(f"{path!r}: parent is not a container")
