"""Message framing as pure functions over bytes: no I/O here.

``Content-Length`` counts **bytes** of the UTF-8 body, never characters.
"""

from __future__ import annotations

import json
from typing import Any, List, Optional

CONTENT_LENGTH = "content-length"
NEWLINE = "newline"
FRAMINGS = (CONTENT_LENGTH, NEWLINE)


def encode_body(message: Any) -> bytes:
    """Compact UTF-8 JSON; non-ASCII stays as UTF-8 (no ``\\u`` escapes)."""
    return json.dumps(message, ensure_ascii=False, separators=(",", ":")).encode("utf-8")


def frame(body: bytes, framing: str = CONTENT_LENGTH) -> bytes:
    """Wraps one body: an LSP header, or a trailing newline."""
    if framing == CONTENT_LENGTH:
        return b"Content-Length: %d\r\n\r\n" % len(body) + body
    if framing == NEWLINE:
        return body + b"\n"
    raise ValueError(f"unknown framing {framing!r}; use one of {FRAMINGS}")


class FramingError(ValueError):
    """The peer sent bytes that cannot be a frame (bad header, missing Content-Length)."""


class FrameDecoder:
    """Splits a byte stream into message bodies.

    ``feed`` returns the complete bodies found so far and keeps the rest. A header is scanned for
    once; after that the decoder only waits for the announced number of bytes, so a 1 MB body
    arriving in small chunks costs linear time.
    """

    MAX_HEADER_BYTES = 8192

    def __init__(self, framing: str = CONTENT_LENGTH):
        if framing not in FRAMINGS:
            raise ValueError(f"unknown framing {framing!r}; use one of {FRAMINGS}")
        self.framing = framing
        self._buffer = bytearray()
        self._expected: Optional[int] = None  # body length once its header was read
        self._scanned = 0  # bytes already searched for a header end or a newline

    def feed(self, data: bytes) -> List[bytes]:
        self._buffer += data
        bodies: List[bytes] = []
        while True:
            body = self._next_content_length() if self.framing == CONTENT_LENGTH else self._next_line()
            if body is None:
                return bodies
            bodies.append(body)

    @property
    def pending_bytes(self) -> int:
        """Bytes received that do not complete a message yet."""
        return len(self._buffer)

    def _next_line(self) -> Optional[bytes]:
        end = self._buffer.find(b"\n", self._scanned)
        if end < 0:
            self._scanned = len(self._buffer)
            return None
        line = bytes(self._buffer[:end])
        del self._buffer[: end + 1]
        self._scanned = 0
        if line.endswith(b"\r"):
            line = line[:-1]
        return line if line.strip() else self._next_line()

    def _next_content_length(self) -> Optional[bytes]:
        if self._expected is None:
            end = self._buffer.find(b"\r\n\r\n", max(0, self._scanned - 3))
            if end < 0:
                self._scanned = len(self._buffer)
                if self._scanned > self.MAX_HEADER_BYTES:
                    raise FramingError(f"no end of header after {self._scanned} bytes")
                return None
            self._expected = parse_header(bytes(self._buffer[:end]))
            del self._buffer[: end + 4]
            self._scanned = 0
        if len(self._buffer) < self._expected:
            return None
        body = bytes(self._buffer[: self._expected])
        del self._buffer[: self._expected]
        self._expected = None
        return body


def parse_header(header: bytes) -> int:
    """Returns the Content-Length of a header block (the lines before the blank line)."""
    length: Optional[int] = None
    for raw in header.split(b"\r\n"):
        if not raw.strip():
            continue  # stray blank lines between messages
        name, sep, value = raw.partition(b":")
        if not sep:
            raise FramingError(f"malformed header line {raw[:80]!r}")
        if name.strip().lower() == b"content-length":
            text = value.strip()
            if not text.isdigit():
                raise FramingError(f"Content-Length is not a byte count: {text[:40]!r}")
            length = int(text)
    if length is None:
        raise FramingError(f"header without Content-Length: {header[:200]!r}")
    return length
