"""Typed helpers: one per protocol method, on the host and on ``Store``.

Results are ``Result`` dicts (every field the server sent, also readable as attributes), so fields
added by later protocol versions are kept.
"""

from __future__ import annotations

import json
from typing import Any, Dict, Iterator, List, Optional, Union

from . import assertions
from ._connection import AsyncConnection, Connection
from .errors import ErrorCode, UIStateError
from .jsonpatch import apply_patch


Selector = Union[str, Dict[str, Any], None]
Pointer = Union[str, List[Union[str, int]], None]


class Result(dict):
    """A result object: a ``dict`` whose members also read as attributes (``result.version``)."""

    def __getattr__(self, name: str) -> Any:
        try:
            return self[name]
        except KeyError:
            raise AttributeError(f"result has no member {name!r} (members: {sorted(self)})") from None


# MARK: - Params (shared by the sync and asyncio classes)

def selector(target: Selector = None, **fields: Any) -> Dict[str, Any]:
    """A view selector: a string is a node id; ``text``, ``label``, ``role``, ``type``, ``index``."""
    if isinstance(target, dict):
        result = dict(target)
    elif isinstance(target, str):
        result = {"id": target}
    elif target is None:
        result = {}
    else:
        raise TypeError(f"selector must be a node id, a dict or None, not {type(target).__name__}")
    result.update({key: value for key, value in fields.items() if value is not None})
    if not result:
        raise TypeError("empty selector: give a node id or one of text=, label=, role=, type=")
    return result


def pointer(value: Pointer) -> Optional[str]:
    """A JSON Pointer from a string (``"/a/0"``) or a list of tokens (``["a", 0]``)."""
    if value is None or isinstance(value, str):
        return value
    return "".join("/" + str(token).replace("~", "~0").replace("/", "~1") for token in value)


def _without_none(**params: Any) -> Dict[str, Any]:
    return {key: value for key, value in params.items() if value is not None}


def create_params(feature: str, initial_state: Any = None, environment: Any = None, dependencies: Any = None,
                  storage: Optional[str] = None) -> Dict[str, Any]:
    return _without_none(feature=feature, initialState=initial_state, environment=environment,
                         dependencies=dependencies, storage=storage)


def _camel(name: str) -> str:
    head, *rest = name.split("_")
    return head + "".join(part[:1].upper() + part[1:] for part in rest)


def scenario_params(document: Any = None, path: Optional[str] = None, file: Optional[str] = None,
                    **options: Any) -> Dict[str, Any]:
    """``scenario/run`` params: ``{document | path, file?, options?}``; option keywords may be
    snake_case (``update_snapshots=True`` is sent as ``updateSnapshots``)."""
    if (document is None) == (path is None):
        raise TypeError("replay needs exactly one of document= or path=")
    sent = {_camel(key): value for key, value in options.items() if value is not None}
    return _without_none(document=document, path=path, file=file, options=sent or None)


def history_params(start: Optional[int], limit: Optional[int]) -> Dict[str, Any]:
    return _without_none(**{"from": start, "limit": limit})


def subscribe_params(store_id: str, state: bool, view: bool) -> Dict[str, Any]:
    return {"storeId": store_id, "state": bool(state), "view": bool(view)}


def describe(method: str, params: Dict[str, Any]) -> str:
    shown = {key: value for key, value in params.items() if key != "storeId"}
    return f"{method} {json.dumps(shown, ensure_ascii=False, separators=(',', ':'))}" if shown else method


SUBSCRIBE_MISSING = ("this uistate server has no store/subscribe (it came with protocol issue 9); "
                     "update the uistate executable")


def _subscribe_error(error: UIStateError) -> UIStateError:
    if error.code == ErrorCode.METHOD_NOT_FOUND:
        return UIStateError(error.code, SUBSCRIBE_MISSING, error.data, "store/subscribe")
    return error


# MARK: - Assertions shared by Store and AsyncStore

class _Expectations:
    id: str
    last_step: str = "store/create"
    last_result: Optional[Result] = None

    def _title(self, what: str) -> str:
        return f"{what} of store {self.id} does not match after {self.last_step}"

    def expect_received(self, actions: List[Any], result: Optional[Dict[str, Any]] = None) -> None:
        """The actions received from effects in the last step's result (or ``result``)."""
        source = result if result is not None else (self.last_result or {})
        assertions.assert_json(actions, source.get("received", []), title=self._title("Received actions"))


class Store(_Expectations):
    """One running app (a feature's store) on a ``Host``; every method is one request."""

    def __init__(self, host: Connection, store_id: str, created: Optional[Dict[str, Any]] = None):
        self.host = host
        self.id = store_id
        self.created = Result(created or {})
        self.version: Optional[int] = self.created.get("version")

    def __repr__(self) -> str:
        return f"Store({self.id!r}, version={self.version})"

    def __enter__(self) -> "Store":
        return self

    def __exit__(self, *exc_info: Any) -> None:
        self.destroy()

    def _call(self, method: str, **params: Any) -> Result:
        body = _without_none(storeId=self.id, **params)
        result = Result(self.host.request(method, body) or {})
        if isinstance(result.get("version"), int):
            self.version = result["version"]
        return result

    def _step(self, method: str, **params: Any) -> Result:
        result = self._call(method, **params)
        self.last_step = describe(method, _without_none(**params)) + f" (version {self.version})"
        self.last_result = result
        return result

    def dispatch(self, action: Any) -> Result:
        """``store/dispatch``: ``{version, changed, received, events, effects}``."""
        return self._step("store/dispatch", action=action)

    def state(self, at: Pointer = None) -> Any:
        """``store/state``: the state (or the value at a JSON Pointer)."""
        return self._call("store/state", pointer=pointer(at))["value"]

    def render(self, format: str = "json") -> Any:
        """``view/render``: the tree (``format="json"``), its text form (``"text"``) or the screen as
        one self-contained HTML page in the store's environment (``"html"``)."""
        return self._call("view/render", format=format)["tree"]

    def tap(self, target: Selector = None, **fields: Any) -> Result:
        """``view/tap`` on a selector (a node id, or ``text=``, ``label=``, ``role=``, ``type=``, ``index=``)."""
        return self._step("view/tap", selector=selector(target, **fields))

    def input(self, target: Selector, text: str, **fields: Any) -> Result:
        """``view/input``: types ``text`` into a text field (focusing it first)."""
        return self._step("view/input", selector=selector(target, **fields), text=text)

    def appear(self, target: Selector = None, **fields: Any) -> Result:
        return self._step("view/appear", selector=selector(target, **fields))

    def focus(self, target: Selector = None, **fields: Any) -> Result:
        """``view/focus``; ``focus(None)`` unfocuses."""
        chosen = selector(target, **fields) if (target is not None or fields) else None
        return self._step("view/focus", selector=chosen)

    def advance(self, ms: int) -> Result:
        """``clock/advance`` of the test clock by ``ms`` milliseconds."""
        return self._step("clock/advance", ms=ms)

    def settle(self, timeout_ms: Optional[int] = None) -> Result:
        return self._step("store/settle", timeoutMs=timeout_ms)

    def set_environment(self, environment: Dict[str, Any]) -> Result:
        return self._step("environment/set", environment=environment)

    def effects(self) -> List[Any]:
        return self._call("effects/list").get("effects", [])

    def cancel_effects(self, effect: Optional[int] = None) -> Result:
        """``effects/cancel``: one effect (an id from ``effects()``), or every effect."""
        return self._call("effects/cancel", effect=effect)

    def history(self, start: Optional[int] = None, limit: Optional[int] = None) -> Result:
        """``history/list`` (one page): ``{entries, next?, versions: {from, to}, dropped}``.

        ``start`` is the protocol's ``from`` (the first sequence wanted; a previous page's ``next``)."""
        return Result(self.host.request("history/list", _without_none(storeId=self.id, **history_params(start, limit))) or {})

    def history_entries(self, start: Optional[int] = None, page_size: Optional[int] = None) -> Iterator[Dict[str, Any]]:
        """Every history entry from ``start`` on, oldest first, following ``next`` page by page."""
        while True:
            page = self.history(start, page_size)
            yield from page.get("entries", [])
            if page.get("next") is None:
                return
            start = page["next"]

    def jump(self, version: int) -> Result:
        """``history/jump``: restores ``version`` as a new version; a step result (−33012 unknown version)."""
        return self._step("history/jump", version=version)

    def subscribe(self, state: bool = True, view: bool = False) -> "Subscription":
        """``store/subscribe``: ``store/didChange`` patches applied to local copies of the state
        (``state=True``) and the rendered JSON tree (``view=True``)."""
        queue = self.host.notifications("store/didChange")
        try:
            result = Result(self.host.request("store/subscribe", subscribe_params(self.id, state, view)) or {})
        except UIStateError as error:
            queue.close()
            raise _subscribe_error(error) from None
        return Subscription(self.host, result, queue)

    def destroy(self) -> Result:
        """``store/destroy``: ``{storeId, version}``; the store's effects are cancelled."""
        return Result(self.host.request("store/destroy", {"storeId": self.id}) or {})

    # MARK: - Assertions

    def expect_state(self, expected: Any, at: Pointer = None, *, partial: bool = False) -> Any:
        """Asserts the state (or the value at ``at``); the failure shows ``- expected / + actual``.

        With ``partial=True`` objects in ``expected`` may leave members out.
        """
        actual = self.state(at)
        where = f"State at {pointer(at)}" if at else "State"
        assertions.assert_json(expected, actual, partial=partial, title=self._title(where))
        return actual

    def expect_node(self, node_id: str, expected: Dict[str, Any], *, partial: bool = True) -> Any:
        """Asserts the rendered node ``node_id`` (partially, by default)."""
        node = assertions.find_node(self.render("json"), node_id)
        if node is None:
            raise AssertionError(self._title(f"Node {node_id!r}") + ": no such node in the rendered tree")
        assertions.assert_json(expected, node, partial=partial, title=self._title(f"Node {node_id!r}"))
        return node


class Subscription:
    """``store/didChange`` notifications of one subscription, each applied to the local copies
    ``state`` (the ``statePatch``) and ``tree`` (the ``treePatch``); iterating yields the
    notification params after applying them.

    Each notification's ``baseVersion`` must equal the local ``version``. When it does not (a
    notification was missed), the copies are re-fetched with ``store/state`` and ``view/render``
    (format json) instead of patching a copy that diverged; ``resyncs`` counts these. Notifications
    no newer than the local copy (queued before a re-fetch) are skipped."""

    def __init__(self, host: Any, result: Result, queue: Any):
        self.host = host
        self.id = result.get("subscription")
        self.store_id = result.get("storeId")
        self.version = result.get("version")
        self.has_state = "state" in result
        self.has_tree = "tree" in result
        self.state = result.get("state")
        self.tree = result.get("tree")
        self.resyncs = 0
        self.closed = False
        self._queue = queue

    def __repr__(self) -> str:
        return f"Subscription({self.id!r}, store={self.store_id!r}, version={self.version})"

    # The decision shared by the sync and asyncio classes: "skip", "apply" or "resync".
    def _route(self, change: Dict[str, Any]) -> str:
        if change.get("subscription") != self.id:
            return "skip"
        version, base = change.get("version"), change.get("baseVersion")
        if isinstance(self.version, int) and isinstance(version, int) and version <= self.version:
            return "skip"
        return "apply" if base == self.version else "resync"

    def _apply(self, change: Dict[str, Any]) -> None:
        state, tree = self.state, self.tree
        if change.get("statePatch") is not None:
            state = apply_patch(state, change["statePatch"])
        if change.get("treePatch") is not None:
            tree = apply_patch(tree, change["treePatch"])
        self.state, self.tree, self.version = state, tree, change.get("version")

    def _snapshot_requests(self) -> List[Any]:
        requests = []
        if self.has_state:
            requests.append(("state", "store/state", {"storeId": self.store_id}))
        if self.has_tree:
            requests.append(("tree", "view/render", {"storeId": self.store_id, "format": "json"}))
        return requests

    def _take_snapshot(self, results: Dict[str, Dict[str, Any]]) -> bool:
        """Adopts the re-fetched copies when they are at one version; False to fetch again."""
        versions = {result.get("version") for result in results.values()}
        if len(versions) != 1:
            return False
        if "state" in results:
            self.state = results["state"].get("value")
        if "tree" in results:
            self.tree = results["tree"].get("tree")
        self.version = versions.pop()
        self.resyncs += 1
        return True

    def _resync(self) -> None:
        for _ in range(20):
            results = {name: self.host.request(method, params) or {} for name, method, params in self._snapshot_requests()}
            if self._take_snapshot(results):
                return
        raise UIStateError(ErrorCode.TIMEOUT, f"subscription {self.id}: could not re-fetch state and tree at one version")

    def next(self, timeout: Optional[float] = 10.0) -> Dict[str, Any]:
        """The next notification of this subscription, applied (``UIStateError`` TIMEOUT after ``timeout`` s)."""
        while True:
            change = self._queue.get(timeout)
            route = self._route(change)
            if route == "apply":
                self._apply(change)
                return change
            if route == "resync":
                self._resync()
                return change

    def wait_for(self, version: int, timeout: Optional[float] = 10.0) -> "Subscription":
        """Applies notifications until the local copies reach ``version`` (e.g. ``store.version``
        after a step: its notification may arrive after the step's reply)."""
        while not (isinstance(self.version, int) and self.version >= version):
            self.next(timeout)
        return self

    def __iter__(self) -> Iterator[Dict[str, Any]]:
        while True:
            yield self.next(None)

    def close(self) -> Result:
        """``store/unsubscribe``: ``{subscription, version}``; −33013 when it already ended."""
        self._queue.close()
        self.closed = True
        return Result(self.host.request("store/unsubscribe", {"subscription": self.id}) or {})

    def __enter__(self) -> "Subscription":
        return self

    def __exit__(self, *exc_info: Any) -> None:
        if self.closed:
            return
        try:
            self.close()
        except UIStateError as error:  # already ended (closed, or its store destroyed)
            if error.code != ErrorCode.UNKNOWN_SUBSCRIPTION:
                raise


class HostMethods:
    """Host-level helpers of the synchronous ``Host``."""

    def request(self, method: str, params: Any = None, **kwargs: Any) -> Any:  # implemented by Host
        raise NotImplementedError

    def plugins(self) -> List[Dict[str, Any]]:
        """``plugin/list``: the features, with versions, schemas, initial states and presets."""
        return (self.request("plugin/list", {}) or {}).get("features", [])

    def components(self) -> List[Dict[str, Any]]:
        """``component/list``: every component with its properties, types and defaults."""
        return (self.request("component/list", {}) or {}).get("components", [])

    def render_component(self, name: str, properties: Optional[Dict[str, Any]] = None, *,
                         format: Optional[str] = None, environment: Optional[Dict[str, Any]] = None) -> Any:
        """``component/render``: the rendered tree of one component, or with ``format="html"`` its
        page; ``environment`` as ``create_store`` takes it (``{"colorScheme": "dark"}``)."""
        params = _without_none(name=name, properties=properties, format=format, environment=environment)
        return (self.request("component/render", params) or {}).get("tree")

    def create_store(self, feature: str, *, initial_state: Any = None, environment: Any = None,
                     dependencies: Any = None, storage: Optional[str] = None) -> Store:
        """``store/create``: a ``Store`` of ``feature`` (its launch action already sent)."""
        result = self.request("store/create", create_params(feature, initial_state, environment, dependencies, storage))
        return Store(self, result["storeId"], result)  # type: ignore[arg-type]

    def stores(self) -> List[Any]:
        """``store/list``."""
        result = self.request("store/list", {}) or {}
        return result.get("stores", result) if isinstance(result, dict) else result

    def store(self, store_id: str) -> Store:
        """A ``Store`` for an existing id (nothing is sent)."""
        return Store(self, store_id)  # type: ignore[arg-type]

    def replay(self, document: Any = None, *, path: Optional[str] = None, file: Optional[str] = None,
               **options: Any) -> Result:
        """``scenario/run``: the JSON report ``{version, summary, scenarios}``. A failing scenario is a
        normal result (``status: "failed"``); −33008 (``SCENARIO_FAILED``) means it could not run.
        ``options``: ``filter``, ``tags``, ``update_snapshots``, ``timings``, ``jobs``, ``shard``, ``timeout``."""
        return Result(self.request("scenario/run", scenario_params(document, path, file, **options)) or {})


# MARK: - asyncio

class AsyncStore(_Expectations):
    """``Store`` for ``AsyncHost``: the same methods, as coroutines."""

    def __init__(self, host: AsyncConnection, store_id: str, created: Optional[Dict[str, Any]] = None):
        self.host = host
        self.id = store_id
        self.created = Result(created or {})
        self.version: Optional[int] = self.created.get("version")

    def __repr__(self) -> str:
        return f"AsyncStore({self.id!r}, version={self.version})"

    async def __aenter__(self) -> "AsyncStore":
        return self

    async def __aexit__(self, *exc_info: Any) -> None:
        await self.destroy()

    async def _call(self, method: str, **params: Any) -> Result:
        result = Result(await self.host.request(method, _without_none(storeId=self.id, **params)) or {})
        if isinstance(result.get("version"), int):
            self.version = result["version"]
        return result

    async def _step(self, method: str, **params: Any) -> Result:
        result = await self._call(method, **params)
        self.last_step = describe(method, _without_none(**params)) + f" (version {self.version})"
        self.last_result = result
        return result

    async def dispatch(self, action: Any) -> Result:
        return await self._step("store/dispatch", action=action)

    async def state(self, at: Pointer = None) -> Any:
        return (await self._call("store/state", pointer=pointer(at)))["value"]

    async def render(self, format: str = "json") -> Any:
        return (await self._call("view/render", format=format))["tree"]

    async def tap(self, target: Selector = None, **fields: Any) -> Result:
        return await self._step("view/tap", selector=selector(target, **fields))

    async def input(self, target: Selector, text: str, **fields: Any) -> Result:
        return await self._step("view/input", selector=selector(target, **fields), text=text)

    async def appear(self, target: Selector = None, **fields: Any) -> Result:
        return await self._step("view/appear", selector=selector(target, **fields))

    async def focus(self, target: Selector = None, **fields: Any) -> Result:
        chosen = selector(target, **fields) if (target is not None or fields) else None
        return await self._step("view/focus", selector=chosen)

    async def advance(self, ms: int) -> Result:
        return await self._step("clock/advance", ms=ms)

    async def settle(self, timeout_ms: Optional[int] = None) -> Result:
        return await self._step("store/settle", timeoutMs=timeout_ms)

    async def set_environment(self, environment: Dict[str, Any]) -> Result:
        return await self._step("environment/set", environment=environment)

    async def effects(self) -> List[Any]:
        return (await self._call("effects/list")).get("effects", [])

    async def cancel_effects(self, effect: Optional[int] = None) -> Result:
        return await self._call("effects/cancel", effect=effect)

    async def history(self, start: Optional[int] = None, limit: Optional[int] = None) -> Result:
        return Result(await self.host.request("history/list", _without_none(storeId=self.id, **history_params(start, limit)))
                      or {})

    async def history_entries(self, start: Optional[int] = None, page_size: Optional[int] = None) -> List[Dict[str, Any]]:
        entries: List[Dict[str, Any]] = []
        while True:
            page = await self.history(start, page_size)
            entries.extend(page.get("entries", []))
            if page.get("next") is None:
                return entries
            start = page["next"]

    async def jump(self, version: int) -> Result:
        return await self._step("history/jump", version=version)

    async def subscribe(self, state: bool = True, view: bool = False) -> "AsyncSubscription":
        queue = self.host.notifications("store/didChange")
        try:
            result = Result(await self.host.request("store/subscribe", subscribe_params(self.id, state, view)) or {})
        except UIStateError as error:
            queue.close()
            raise _subscribe_error(error) from None
        return AsyncSubscription(self.host, result, queue)

    async def destroy(self) -> Result:
        return Result(await self.host.request("store/destroy", {"storeId": self.id}) or {})

    async def expect_state(self, expected: Any, at: Pointer = None, *, partial: bool = False) -> Any:
        actual = await self.state(at)
        where = f"State at {pointer(at)}" if at else "State"
        assertions.assert_json(expected, actual, partial=partial, title=self._title(where))
        return actual

    async def expect_node(self, node_id: str, expected: Dict[str, Any], *, partial: bool = True) -> Any:
        node = assertions.find_node(await self.render("json"), node_id)
        if node is None:
            raise AssertionError(self._title(f"Node {node_id!r}") + ": no such node in the rendered tree")
        assertions.assert_json(expected, node, partial=partial, title=self._title(f"Node {node_id!r}"))
        return node


class AsyncSubscription(Subscription):
    """``Subscription`` as an async iterator (``async for change in subscription``)."""

    async def _resync(self) -> None:  # type: ignore[override]
        for _ in range(20):
            results = {name: await self.host.request(method, params) or {}
                       for name, method, params in self._snapshot_requests()}
            if self._take_snapshot(results):
                return
        raise UIStateError(ErrorCode.TIMEOUT, f"subscription {self.id}: could not re-fetch state and tree at one version")

    async def next(self, timeout: Optional[float] = 10.0) -> Dict[str, Any]:  # type: ignore[override]
        import asyncio

        while True:
            try:
                change = await asyncio.wait_for(self._queue.get(), timeout)
            except asyncio.TimeoutError:
                raise UIStateError(ErrorCode.TIMEOUT, f"no store/didChange after {timeout} s") from None
            route = self._route(change)
            if route == "apply":
                self._apply(change)
                return change
            if route == "resync":
                await self._resync()
                return change

    async def wait_for(self, version: int, timeout: Optional[float] = 10.0) -> "AsyncSubscription":  # type: ignore[override]
        while not (isinstance(self.version, int) and self.version >= version):
            await self.next(timeout)
        return self

    def __aiter__(self) -> "AsyncSubscription":
        return self

    async def __anext__(self) -> Dict[str, Any]:
        return await self.next(None)

    async def close(self) -> Result:  # type: ignore[override]
        self._queue.close()
        self.closed = True
        return Result(await self.host.request("store/unsubscribe", {"subscription": self.id}) or {})

    async def __aenter__(self) -> "AsyncSubscription":
        return self

    async def __aexit__(self, *exc_info: Any) -> None:
        if self.closed:
            return
        try:
            await self.close()
        except UIStateError as error:
            if error.code != ErrorCode.UNKNOWN_SUBSCRIPTION:
                raise


class AsyncHostMethods:
    """Host-level helpers of ``AsyncHost``."""

    async def request(self, method: str, params: Any = None, **kwargs: Any) -> Any:  # implemented by AsyncHost
        raise NotImplementedError

    async def plugins(self) -> List[Dict[str, Any]]:
        return (await self.request("plugin/list", {}) or {}).get("features", [])

    async def components(self) -> List[Dict[str, Any]]:
        return (await self.request("component/list", {}) or {}).get("components", [])

    async def render_component(self, name: str, properties: Optional[Dict[str, Any]] = None, *,
                               format: Optional[str] = None, environment: Optional[Dict[str, Any]] = None) -> Any:
        params = _without_none(name=name, properties=properties, format=format, environment=environment)
        return (await self.request("component/render", params) or {}).get("tree")

    async def create_store(self, feature: str, *, initial_state: Any = None, environment: Any = None,
                           dependencies: Any = None, storage: Optional[str] = None) -> AsyncStore:
        result = await self.request("store/create",
                                    create_params(feature, initial_state, environment, dependencies, storage))
        return AsyncStore(self, result["storeId"], result)  # type: ignore[arg-type]

    async def stores(self) -> List[Any]:
        result = await self.request("store/list", {}) or {}
        return result.get("stores", result) if isinstance(result, dict) else result

    def store(self, store_id: str) -> AsyncStore:
        return AsyncStore(self, store_id)  # type: ignore[arg-type]

    async def replay(self, document: Any = None, *, path: Optional[str] = None, file: Optional[str] = None,
                     **options: Any) -> Result:
        return Result(await self.request("scenario/run", scenario_params(document, path, file, **options)) or {})
