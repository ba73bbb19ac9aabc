"""The one exception type of the client, and the codes it carries."""

from __future__ import annotations

import enum
import json
from typing import Any, Optional


class ErrorCode(enum.IntEnum):
    """Codes a ``UIStateError`` can carry.

    Negative codes come from the server (JSON-RPC's, LSP's and uistate's −33000…−33099 range,
    listed in ``protocol/PROTOCOL.md``). Small positive codes are raised by the client itself and
    never travel on the wire.
    """

    # JSON-RPC 2.0
    PARSE_ERROR = -32700
    INVALID_REQUEST = -32600
    METHOD_NOT_FOUND = -32601
    INVALID_PARAMS = -32602
    INTERNAL_ERROR = -32603
    # LSP
    SERVER_NOT_INITIALIZED = -32002
    REQUEST_CANCELLED = -32800
    # uistate
    UNKNOWN_STORE = -33001
    UNKNOWN_FEATURE = -33002
    UNKNOWN_NODE = -33003
    NODE_NOT_INTERACTIVE = -33004
    CLOCK_IS_LIVE = -33005
    PLUGIN_FAILED = -33006
    STORAGE_FAILED = -33007
    SCENARIO_FAILED = -33008
    AMBIGUOUS_SELECTOR = -33009
    UNKNOWN_PRESET = -33010
    SETTLE_TIMED_OUT = -33011
    UNKNOWN_VERSION = -33012
    UNKNOWN_SUBSCRIPTION = -33013
    PROTOCOL_VERSION_MISMATCH = -33014
    # raised by the client, never sent by a server
    SERVER_NOT_FOUND = 1
    CONNECTION_CLOSED = 2
    TIMEOUT = 3
    BAD_MESSAGE = 4


# Codes whose `data.path` is documented as a JSON Pointer into the request's params.
_POINTER_PATH_CODES = (ErrorCode.INVALID_PARAMS, ErrorCode.UNKNOWN_PRESET)


class UIStateError(Exception):
    """An error answered by the server, or met by the client while talking to it.

    ``code`` is the JSON-RPC error code (an ``int``; compare it with ``ErrorCode`` members),
    ``message`` the server's text and ``data`` its ``data`` member (``None`` when absent).
    ``method`` names the request that failed, when there was one.
    """

    def __init__(self, code: int, message: str, data: Any = None, method: Optional[str] = None):
        super().__init__(code, message, data)
        self.code = int(code)
        self.message = message
        self.data = data
        self.method = method

    @property
    def name(self) -> str:
        """The symbolic name of ``code`` (``"UNKNOWN_STORE"``), or ``"ERROR"`` for codes not listed."""
        try:
            return ErrorCode(self.code).name
        except ValueError:
            return "ERROR"

    def __str__(self) -> str:
        where = f"{self.method}: " if self.method else ""
        text = f"{where}{self.message} [{self.code} {self.name}]"
        if isinstance(self.data, dict):
            shown_keys = {"suggestion", "expected"}
            path = self.data.get("path")
            if isinstance(path, str) and self.code in _POINTER_PATH_CODES:
                text += f"\n  at params{path or ' (root)'}"
                shown_keys.add("path")
            suggestion = self.data.get("suggestion")
            if suggestion is not None:
                text += f"\n  did you mean {json.dumps(suggestion, ensure_ascii=False)}?"
            expected = self.data.get("expected")
            if isinstance(expected, list) and expected:
                shown = ", ".join(json.dumps(e, ensure_ascii=False) for e in expected[:12])
                more = f" … ({len(expected) - 12} more)" if len(expected) > 12 else ""
                text += f"\n  expected one of: {shown}{more}"
            rest = {k: v for k, v in self.data.items() if k not in shown_keys}
            if rest:
                text += f"\n  data: {_compact(rest)}"
        elif self.data is not None:
            text += f"\n  data: {_compact(self.data)}"
        return text

    def __repr__(self) -> str:
        return f"UIStateError(code={self.code}, message={self.message!r}, data={self.data!r})"

    @classmethod
    def from_wire(cls, error: Any, method: Optional[str] = None) -> "UIStateError":
        """Reads a response's ``error`` member; a malformed one becomes ``BAD_MESSAGE``."""
        if isinstance(error, dict) and isinstance(error.get("code"), int) and isinstance(error.get("message"), str):
            return cls(error["code"], error["message"], error.get("data"), method)
        return cls(ErrorCode.BAD_MESSAGE, f"malformed error object: {_compact(error)}", error, method)


def _compact(value: Any, limit: int = 400) -> str:
    text = json.dumps(value, ensure_ascii=False, separators=(",", ":"))
    return text if len(text) <= limit else text[: limit - 1] + "…"
