#!/usr/bin/env python3
"""Scripted fake server for the clients' conformance tests: plays the server side of one
client case (``"subject": "client"``) of a ``protocol/conformance`` case file.

    harness.py serve [--framing content-length|newline] --case FILE.json#CASE-NAME

The client under test spawns it as it would spawn ``uistate serve``. Step semantics
(``protocol/conformance/README.md``, "Client cases"; local extensions in ``README.md`` here):
``send`` holds a PATTERN the client's next message must match; ``receive`` holds the message
(or batch) the harness sends, its ``id`` mapped to an id the client used. The harness exits 0
when every step ran and, for cases with ``initialize: true``, the client ended with ``shutdown``
and ``exit``; on a mismatch it writes the reason to stderr and exits 3.
Standard library only.
"""

import base64
import json
import os
import sys
import time

# MARK: - Text and values


def text_bytes(text):
    """TEXT: a string's UTF-8, or $repeat / $concat / $base64."""
    if isinstance(text, str):
        return text.encode("utf-8")
    if isinstance(text, dict):
        if "$repeat" in text:
            return text_bytes(text["$repeat"]) * text["count"]
        if "$concat" in text:
            return b"".join(text_bytes(part) for part in text["$concat"])
        if "$base64" in text:
            return base64.b64decode(text["$base64"])
    raise ValueError(f"not a TEXT: {text!r}")


def expand(value):
    """A value with $repeat / $concat standing for strings and $literal for values taken as is."""
    if isinstance(value, dict):
        if "$literal" in value and len(value) == 1:
            return value["$literal"]
        if "$repeat" in value or "$concat" in value:
            return text_bytes(value).decode("utf-8")
        return {key: expand(item) for key, item in value.items()}
    if isinstance(value, list):
        return [expand(item) for item in value]
    return value


# MARK: - Patterns (README, Matching)

_TYPES = {
    "null": lambda v: v is None,
    "boolean": lambda v: isinstance(v, bool),
    "integer": lambda v: isinstance(v, int) and not isinstance(v, bool),
    "number": lambda v: isinstance(v, (int, float)) and not isinstance(v, bool),
    "string": lambda v: isinstance(v, str),
    "array": lambda v: isinstance(v, list),
    "object": lambda v: isinstance(v, dict),
}


def match(pattern, value, where="$"):
    """None when ``value`` matches ``pattern``, else the reason."""
    if isinstance(pattern, dict) and "$match" in pattern:
        kind = pattern["$match"]
        if kind in ("any", "optional"):
            return None if kind == "any" or "value" not in pattern else match(pattern["value"], value, where)
        if kind == "oneOf":
            return None if any(match(p, value, where) is None for p in pattern["values"]) else f"{where}: no alternative matches {value!r:.120}"
        if kind == "unordered":
            if not isinstance(value, list) or len(value) != len(pattern["items"]):
                return f"{where}: expected an array of {len(pattern['items'])}"
            left = list(value)
            for item in pattern["items"]:
                found = next((v for v in left if match(item, v) is None), None)
                if found is None:
                    return f"{where}: nothing matches {item!r:.120}"
                left.remove(found)
            return None
        if kind == "error":
            if not isinstance(value, dict) or not isinstance(value.get("message"), str) or value.get("code") != pattern.get("code", value.get("code")):
                return f"{where}: expected an error object with code {pattern.get('code')}, got {value!r:.200}"
            for key in ("message", "data"):
                if key in pattern:
                    reason = match(pattern[key], value.get(key), f"{where}.{key}")
                    if reason:
                        return reason
            return None
        if kind in _TYPES:
            if not _TYPES[kind](value):
                return f"{where}: expected {kind}, got {value!r:.120}"
            if kind == "string" and "contains" in pattern and pattern["contains"] not in value:
                return f"{where}: {value!r:.120} does not contain {pattern['contains']!r}"
            if kind == "object" and "members" in pattern:
                for key, item in pattern["members"].items():
                    reason = match(item, value.get(key), f"{where}.{key}") if key in value else f"{where}: missing {key}"
                    if reason:
                        return reason
            return None
        return f"{where}: unknown matcher {kind}"
    if isinstance(pattern, dict) and ("$repeat" in pattern or "$concat" in pattern or "$literal" in pattern):
        pattern = expand(pattern)
        return None if pattern == value else f"{where}: expected {pattern!r:.120}, got {value!r:.120}"
    if isinstance(pattern, dict):
        if not isinstance(value, dict):
            return f"{where}: expected an object, got {value!r:.120}"
        for key, item in pattern.items():
            optional = isinstance(item, dict) and item.get("$match") in ("absent", "optional")
            if key not in value:
                if not optional:
                    return f"{where}: missing member {key}"
                continue
            if isinstance(item, dict) and item.get("$match") == "absent":
                return f"{where}.{key}: must be absent"
            reason = match(item, value[key], f"{where}.{key}")
            if reason:
                return reason
        extra = set(value) - set(pattern)
        return f"{where}: unexpected members {sorted(extra)}" if extra else None
    if isinstance(pattern, list):
        if not isinstance(value, list) or len(value) != len(pattern):
            return f"{where}: expected an array of {len(pattern)}, got {value!r:.120}"
        for index, (p, v) in enumerate(zip(pattern, value)):
            reason = match(p, v, f"{where}[{index}]")
            if reason:
                return reason
        return None
    if isinstance(pattern, bool) or isinstance(value, bool):
        same = type(pattern) is type(value) and pattern == value
    elif isinstance(pattern, int) and isinstance(value, float):
        same = False  # 1 never matches 1.0
    else:
        same = pattern == value
    return None if same else f"{where}: expected {pattern!r:.120}, got {value!r:.120}"


# MARK: - The harness


class Fail(Exception):
    pass


class Harness:
    def __init__(self, framing, case):
        self.framing = framing
        self.case = case
        self.buffer = b""
        self.requests = []  # ids the client used, in order
        self.answered = set()

    def read_message(self, timeout_ms):
        deadline = time.monotonic() + timeout_ms / 1000
        if self.framing == "newline":
            while b"\n" not in self.buffer:
                self._fill(deadline)
            line, self.buffer = self.buffer.split(b"\n", 1)
            return self._decode(line.rstrip(b"\r"))
        while b"\r\n\r\n" not in self.buffer:
            self._fill(deadline)
        header, self.buffer = self.buffer.split(b"\r\n\r\n", 1)
        length = None
        for line in header.split(b"\r\n"):
            name, _, value = line.partition(b":")
            if name.strip().lower() == b"content-length":
                length = int(value.strip())
        if length is None:
            raise Fail(f"header without Content-Length: {header!r:.200}")
        while len(self.buffer) < length:
            self._fill(deadline)
        body, self.buffer = self.buffer[:length], self.buffer[length:]
        return self._decode(body)

    def _fill(self, deadline):
        import select

        remaining = deadline - time.monotonic()
        if remaining <= 0 or not select.select([0], [], [], remaining)[0]:
            raise Fail("the client sent nothing in time")
        chunk = os.read(0, 1 << 16)
        if not chunk:
            raise Fail("the client closed its output before the script ended")
        self.buffer += chunk

    @staticmethod
    def _decode(body):
        try:
            return json.loads(body.decode("utf-8"))
        except (UnicodeDecodeError, ValueError) as error:
            raise Fail(f"the client sent a body that is not UTF-8 JSON ({error}): {body[:120]!r} "
                       "(a Content-Length counted in characters reads too few or too many bytes)")

    def write(self, data):
        sys.stdout.buffer.write(data)
        sys.stdout.buffer.flush()

    def frame(self, body):
        if self.framing == "newline":
            return body + b"\n"
        return b"Content-Length: %d\r\n\r\n" % len(body) + body

    def send_message(self, message):
        self.write(self.frame(json.dumps(message, ensure_ascii=False, separators=(",", ":")).encode("utf-8")))

    def client_id(self, value):
        """Maps a ``receive`` id onto an id the client used: integer k ≥ 1 is the client's k-th
        request of the case; 0, or an id no request has, is its latest request without a response."""
        if isinstance(value, int) and not isinstance(value, bool) and 1 <= value <= len(self.requests):
            return self.requests[value - 1]
        if isinstance(value, str) and value in self.requests:
            return value
        pending = [i for i in self.requests if i not in self.answered]
        if not pending:
            raise Fail(f"receive step answers id {value!r} but the client has no request waiting")
        return pending[-1]

    def outgoing(self, message):
        message = expand(message)
        if isinstance(message, dict) and "id" in message and "method" not in message:
            message = dict(message, id=self.client_id(message["id"]))
            self.answered.add(message["id"])
        return message

    def expect(self, pattern, timeout_ms):
        message = self.read_message(timeout_ms)
        reason = match(pattern, message)
        if reason:
            raise Fail(f"the client's message {json.dumps(message, ensure_ascii=False)[:300]} does not match: {reason}")
        for element in message if isinstance(message, list) else [message]:
            if isinstance(element, dict) and "method" in element and "id" in element:
                self.requests.append(element["id"])
            elif isinstance(element, dict) and element.get("method") == "$/cancelRequest":
                target = (element.get("params") or {}).get("id")
                if target not in self.requests or target in self.answered:
                    raise Fail(f"$/cancelRequest for id {target!r}, which is no request in flight "
                               f"(sent: {self.requests}, answered: {sorted(map(str, self.answered))})")

    def run(self):
        timeout = 5000
        if self.case.get("initialize", True):
            self.expect({"jsonrpc": "2.0", "id": {"$match": "any"}, "method": "initialize", "params": {"$match": "any"}}, timeout)
            self.send_message(self.outgoing({"jsonrpc": "2.0", "id": 0, "result": {
                "serverInfo": {"name": "uistate-harness", "version": "0.0.0"}, "protocolVersion": "0.1.0",
                "capabilities": {"methods": ["host/echo"]}}}))
            self.expect({"jsonrpc": "2.0", "method": "initialized", "params": {"$match": "optional"}}, timeout)
            self.requests.clear()
        for number, step in enumerate(self.case["steps"], 1):
            try:
                self.step(step)
            except Fail as failure:
                raise Fail(f"step {number} {json.dumps(step, ensure_ascii=False)[:200]}: {failure}")
        if self.case.get("initialize", True):
            self.expect({"jsonrpc": "2.0", "id": {"$match": "any"}, "method": "shutdown", "params": {"$match": "optional"}}, timeout)
            self.send_message(self.outgoing({"jsonrpc": "2.0", "id": 0, "result": None}))
            self.expect({"jsonrpc": "2.0", "method": "exit", "params": {"$match": "optional"}}, timeout)

    def step(self, step):
        timeout = step.get("timeoutMs", 5000)
        if "send" in step:
            self.expect(step["send"], timeout)
        elif "receive" in step:
            value = step["receive"]
            self.send_message([self.outgoing(m) for m in value] if isinstance(value, list) else self.outgoing(value))
        elif "receiveRaw" in step:  # local extension: raw bytes, or frames with computed lengths
            parts = step["receiveRaw"] if isinstance(step["receiveRaw"], list) else [step["receiveRaw"]]
            data = b"".join(self.raw_part(part) for part in parts)
            size = step.get("chunkBytes") or len(data) or 1
            for start in range(0, len(data), size):
                self.write(data[start:start + size])
        elif "stderr" in step:  # local extension: bytes written to stderr
            sys.stderr.buffer.write(text_bytes(step["stderr"]))
            sys.stderr.buffer.flush()
        elif "sleep" in step:
            time.sleep(step["sleep"] / 1000)
        elif "silence" in step:
            try:
                message = self.read_message(step["silence"])
            except Fail:
                return
            raise Fail(f"expected silence, got {message!r:.200}")
        elif "exit" in step or "closeInput" in step:
            raise Fail("exit and closeInput are steps for server cases")
        elif "comment" not in step:
            raise Fail("unknown step")

    def raw_part(self, part):
        """A TEXT sent as is, or ``{"frame": MESSAGE, "headers": [...]}``: MESSAGE (its id mapped)
        serialized, with the headers; ``{{length}}`` in a header is the body's byte count."""
        if isinstance(part, dict) and "frame" in part:
            body = json.dumps(self.outgoing(part["frame"]), ensure_ascii=False, separators=(",", ":")).encode("utf-8")
            headers = part.get("headers", ["Content-Length: {{length}}"])
            return "".join(h.replace("{{length}}", str(len(body))) + "\r\n" for h in headers).encode("ascii") + b"\r\n" + body
        return text_bytes(part)


def load_case(spec):
    path, _, name = spec.partition("#")
    with open(path, encoding="utf-8") as file:
        document = json.load(file)
    defaults = document.get("defaults", {})
    for case in document["cases"]:
        if case["name"] == name:
            return dict(defaults, **case)
    raise SystemExit(f"harness: no case {name!r} in {path}")


def main(argv):
    framing, spec = "content-length", os.environ.get("UISTATE_HARNESS_CASE")
    arguments = iter(argv[1:])
    for argument in arguments:
        if argument == "--framing":
            framing = next(arguments)
        elif argument == "--case":
            spec = next(arguments)
    if framing == "auto":
        framing = "content-length"
    case = load_case(spec)
    try:
        Harness(framing, case).run()
    except Fail as failure:
        sys.stderr.write(f"harness: {spec}: {failure}\n")
        sys.stderr.flush()
        return 3
    except BrokenPipeError:
        return 4
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
