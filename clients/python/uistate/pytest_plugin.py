"""pytest plugin (entry point ``pytest11``): fixtures ``uistate_host`` and ``store``.

    @pytest.mark.uistate_feature("relationship")
    def test_custom_item(store):
        store.tap("customInputButton")
        store.expect_state({"selection": {"customItemPhase": "editing"}}, partial=True)

``uistate_host`` is one ``Host`` per test session (``--uistate-bin`` or the usual discovery);
``store`` is a fresh store per test, destroyed afterwards. Its feature comes from the
``uistate_feature`` marker (keyword arguments go to ``create_store``), or from indirect
parametrization: ``@pytest.mark.parametrize("store", ["relationship"], indirect=True)``.
"""

from __future__ import annotations

from typing import Any, Iterator

import pytest

from .errors import UIStateError
from .host import Host
from .store import Store


def pytest_addoption(parser: Any) -> None:
    group = parser.getgroup("uistate")
    group.addoption("--uistate-bin", default=None, help="the uistate executable (default: UISTATE_BIN, PATH, .build)")
    group.addoption("--uistate-serve-arg", action="append", default=[],
                    help="an extra option for 'uistate serve' (repeatable)")


def pytest_configure(config: Any) -> None:
    config.addinivalue_line(
        "markers", "uistate_feature(name, **create_store_options): the feature of the 'store' fixture")


@pytest.fixture(scope="session")
def uistate_host(request: Any) -> Iterator[Host]:
    """A running, initialized ``uistate serve`` shared by the session's tests."""
    host = Host(request.config.getoption("--uistate-bin"), request.config.getoption("--uistate-serve-arg"))
    try:
        yield host
    finally:
        host.close()


@pytest.fixture
def store(request: Any, uistate_host: Host) -> Iterator[Store]:
    """A new store of the test's feature, destroyed after the test."""
    marker = request.node.get_closest_marker("uistate_feature")
    options: dict = {}
    if getattr(request, "param", None) is not None:
        feature = request.param
    elif marker is not None and marker.args:
        feature, options = marker.args[0], dict(marker.kwargs)
    else:
        raise pytest.UsageError(
            "the 'store' fixture needs a feature: @pytest.mark.uistate_feature(\"relationship\") "
            "or @pytest.mark.parametrize(\"store\", [\"relationship\"], indirect=True)")
    created = uistate_host.create_store(feature, **options)
    try:
        yield created
    finally:
        try:
            created.destroy()
        except UIStateError:
            pass  # already destroyed by the test, or the host is gone (the test reports that)
