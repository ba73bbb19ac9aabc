"""Python client for uistate: run ``uistate serve`` and drive stores over JSON-RPC.

>>> from uistate import Host
>>> with Host() as host:
...     store = host.create_store("relationship")
...     store.tap("customInputButton")
"""

from .aio import AsyncHost
from .assertions import assert_json, diff, matches
from .binary import find_binary
from .errors import ErrorCode, UIStateError
from .host import Host, NotificationQueue, PendingRequest
from .jsonpatch import JSONPatchError, apply_patch
from .store import AsyncStore, AsyncSubscription, Result, Store, Subscription, selector

__all__ = [
    "AsyncHost", "AsyncStore", "AsyncSubscription", "ErrorCode", "Host", "JSONPatchError", "NotificationQueue",
    "PendingRequest", "Result", "Store", "Subscription", "UIStateError", "apply_patch", "assert_json", "diff",
    "find_binary", "matches", "selector",
]
__version__ = "0.1.0"
