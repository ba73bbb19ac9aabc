"""What ``Store`` needs of a host, as interfaces: ``Host`` and ``AsyncHost`` satisfy them.

``store.py`` is written against these rather than against ``host.py`` and ``aio.py``, which
build on ``store.py``'s helpers; so the modules import in one direction only.
"""

from __future__ import annotations

from typing import Any, Dict, List, Protocol, Union

# A request's params: by name, by position, or none.
Params = Union[Dict[str, Any], List[Any], None]


class Connection(Protocol):
    """A synchronous host: ``Host``."""

    def request(self, method: str, params: Params = None, **kwargs: Any) -> Any: ...

    def notifications(self, method: str) -> Any: ...


class AsyncConnection(Protocol):
    """An asyncio host: ``AsyncHost``."""

    async def request(self, method: str, params: Params = None, **kwargs: Any) -> Any: ...

    def notifications(self, method: str) -> Any: ...
