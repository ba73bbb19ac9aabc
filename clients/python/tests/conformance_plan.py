"""Turns client cases (protocol/conformance format) into calls and expectations for a driver;
see clients/conformance/README.md."""

import json
from pathlib import Path

CLIENTS = Path(__file__).resolve().parents[2]
HARNESS = CLIENTS / "conformance" / "harness.py"
CASE_DIRECTORIES = [CLIENTS.parent / "protocol" / "conformance" / "client", CLIENTS / "conformance" / "cases"]


def text(value):
    if isinstance(value, str):
        return value
    if "$repeat" in value:
        return text(value["$repeat"]) * value["count"]
    if "$concat" in value:
        return "".join(text(part) for part in value["$concat"])
    raise ValueError(f"not a text: {value!r}")


def expand(value):
    if isinstance(value, dict):
        if "$literal" in value and len(value) == 1:
            return value["$literal"]
        if "$repeat" in value or "$concat" in value:
            return text(value)
        return {key: expand(item) for key, item in value.items()}
    if isinstance(value, list):
        return [expand(item) for item in value]
    return value


def _literal(pattern):
    """Params to send for a params pattern: the literal itself, ``{}`` for a matcher."""
    if isinstance(pattern, dict) and "$match" in pattern:
        return {}
    return expand(pattern)


def plan(case):
    """A list of operations, or a string saying why the case cannot be driven."""
    operations, requests, expected = [], [], set()

    def request_index(value):
        if isinstance(value, int) and not isinstance(value, bool) and 1 <= value <= len(requests):
            return value - 1
        pending = [i for i in range(len(requests)) if i not in expected]
        return pending[-1] if pending else None

    def receive(message):
        message = expand(message)
        if not isinstance(message, dict):
            return
        if "method" in message:
            if "id" not in message:
                operations.append(("expect_notification", message["method"], message.get("params")))
            return
        index = request_index(message.get("id"))
        if index is None:
            return
        expected.add(index)
        if "error" in message:
            operations.append(("expect_error", index, message["error"]))
        else:
            operations.append(("expect_result", index, message.get("result")))

    for step in case["steps"]:
        if "send" in step:
            pattern = step["send"]
            if not isinstance(pattern, dict) or "$match" in pattern:
                return "the clients send no batches"
            method = pattern.get("method")
            if not isinstance(method, str):
                continue  # a response the client sends by itself
            if "id" in pattern:
                requests.append(method)
                if method == "initialize":
                    operations.append(("initialize", len(requests) - 1))
                else:
                    operations.append(("request", len(requests) - 1, method, _literal(pattern.get("params", {}))))
            elif method == "$/cancelRequest":
                operations.append(("cancel",))
            elif method not in ("initialized", "exit"):
                operations.append(("notify", method, _literal(pattern.get("params"))))
        elif "receive" in step:
            for message in step["receive"] if isinstance(step["receive"], list) else [step["receive"]]:
                receive(message)
        elif "receiveRaw" in step:
            parts = step["receiveRaw"] if isinstance(step["receiveRaw"], list) else [step["receiveRaw"]]
            for part in parts:
                if isinstance(part, dict) and "frame" in part:
                    receive(part["frame"])
    return operations


def client_cases():
    """(id, case file, case, framing) for every client case, skipped ones with their reason."""
    found = []
    for directory in CASE_DIRECTORIES:
        for path in sorted(directory.glob("*.json")):
            document = json.loads(path.read_text(encoding="utf-8"))
            defaults = document.get("defaults", {})
            for raw in document["cases"]:
                case = dict(defaults, **raw)
                if case.get("subject", "server") != "client":
                    continue
                framing = case.get("framing", "both")
                for one in (["content-length", "newline"] if framing == "both" else [framing]):
                    found.append((f"{path.stem}/{case['name']}-{one}", f"{path}#{case['name']}", case, one))
    return found
