import json
import os
from pathlib import Path

import pytest

from uistate import Host

pytest_plugins = ["pytester"]

CLIENTS = Path(__file__).resolve().parents[2]
CHECKOUT = CLIENTS.parent
FAKE_SERVER = CLIENTS / "conformance" / "fake_server.py"
KOREAN = "받은 분과 어떤 사이인가요? 직접 입력"
ZWJ_EMOJI = "👩‍👩‍👧‍👦🇰🇷"


def conformance_cases():
    """Client-side case files: ``protocol/conformance`` once it has client cases, else ours."""
    directory = CLIENTS / "conformance" / "cases"
    cases = []
    for path in sorted(directory.glob("*.json")):
        case = json.loads(path.read_text(encoding="utf-8"))
        for framing in case.get("framings", ["content-length", "newline"]):
            cases.append(pytest.param(path, case, framing, id=f"{path.stem}-{framing}"))
    return cases


@pytest.fixture
def host():
    with Host() as running:
        yield running


@pytest.fixture(params=["content-length", "newline"])
def framed_host(request):
    with Host(framing=request.param) as running:
        yield running


def requires(host, method):
    if not host.supports(method):
        pytest.skip(f"this uistate has no {method} yet")
