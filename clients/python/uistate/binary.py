"""Finds the ``uistate`` executable: ``UISTATE_BIN``, then ``PATH``, then the checkout's ``.build``."""

from __future__ import annotations

import os
import shutil
from pathlib import Path
from typing import List, Optional

from .errors import ErrorCode, UIStateError


def checkout_candidates(start: Optional[Path] = None) -> List[Path]:
    """``.build/release/uistate`` and ``.build/debug/uistate`` of each enclosing SwiftPM checkout.

    Checkouts are searched upwards from ``start`` (default: the working directory), then upwards
    from this file (when the client runs from a source tree inside the checkout).
    """
    roots: List[Path] = []
    for origin in (start or Path.cwd(), Path(__file__).resolve().parent):
        for directory in (origin, *origin.parents):
            if (directory / "Package.swift").is_file() and directory not in roots:
                roots.append(directory)
    return [root / ".build" / configuration / "uistate" for root in roots for configuration in ("release", "debug")]


def find_binary(start: Optional[Path] = None) -> str:
    """The path of the ``uistate`` executable to run.

    Raises ``UIStateError`` (``SERVER_NOT_FOUND``) listing what was tried.
    """
    override = os.environ.get("UISTATE_BIN")
    if override:
        if os.access(override, os.X_OK) and os.path.isfile(override):
            return override
        raise UIStateError(ErrorCode.SERVER_NOT_FOUND, f"UISTATE_BIN={override} is not an executable file")
    on_path = shutil.which("uistate")
    if on_path:
        return on_path
    tried = checkout_candidates(start)
    for candidate in tried:
        if os.access(candidate, os.X_OK) and candidate.is_file():
            return str(candidate)
    raise UIStateError(
        ErrorCode.SERVER_NOT_FOUND,
        "uistate executable not found: set UISTATE_BIN, put uistate on PATH, or run 'swift build' in the checkout",
        {"tried": ["$UISTATE_BIN", "$PATH"] + [str(p) for p in tried]},
    )
