"""Pieces of the protocol shared by the sync and asyncio clients (no I/O)."""

from __future__ import annotations

import os
from typing import Any, Dict, Iterator, Optional, Tuple

from .errors import ErrorCode, UIStateError

PROTOCOL_VERSION = "0.1.0"
CLIENT_NAME = "uistate-python"
CLIENT_VERSION = "0.1.0"

# "Use the host's timeout" (None already means "wait forever").
DEFAULT_TIMEOUT: Any = object()


def initialize_params(client_name: str) -> Dict[str, Any]:
    return {
        "processId": os.getpid(),
        "clientInfo": {"name": client_name, "version": CLIENT_VERSION},
        "protocolVersion": PROTOCOL_VERSION,
        "capabilities": {},
    }


def check_protocol_version(server_version: Optional[str]) -> None:
    """Refuses a server of another major protocol version (added fields are fine)."""
    if not isinstance(server_version, str):
        return
    ours, theirs = PROTOCOL_VERSION.split(".")[0], server_version.split(".")[0]
    if ours != theirs:
        raise UIStateError(ErrorCode.PROTOCOL_VERSION_MISMATCH,
                           f"server speaks protocol {server_version}, this client {PROTOCOL_VERSION}",
                           {"server": server_version, "client": PROTOCOL_VERSION})


def route(message: Any) -> Iterator[Tuple[str, Any]]:
    """Classifies a decoded message: ``response``, ``notification``, ``request`` or ``invalid``.

    A batch (array) is split into its elements.
    """
    if isinstance(message, list):
        for element in message:
            yield from route(element)
        return
    if not isinstance(message, dict):
        yield "invalid", message
    elif "method" in message:
        yield ("request" if "id" in message else "notification"), message
    elif "id" in message and ("result" in message or "error" in message):
        yield "response", message
    else:
        yield "invalid", message
