from pathlib import Path

import pytest

from uistate import Host

pytest_plugins = ["pytester"]

CLIENTS = Path(__file__).resolve().parents[2]
CHECKOUT = CLIENTS.parent
KOREAN = "받은 분과 어떤 사이인가요? 직접 입력"
ZWJ_EMOJI = "👩‍👩‍👧‍👦🇰🇷"


@pytest.fixture
def host():
    with Host() as running:
        yield running


@pytest.fixture(params=["content-length", "newline"])
def framed_host(request):
    with Host(framing=request.param) as running:
        yield running
