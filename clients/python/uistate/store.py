"""Typed helpers: one per protocol method, on the host and on ``Store``.

Results are ``Result`` dicts (every field the server sent, also readable as attributes), so fields
added by later protocol versions are kept.
"""

from __future__ import annotations

import json
from typing import TYPE_CHECKING, Any, Dict, Iterator, List, Optional, Union

from . import assertions
from .errors import ErrorCode, UIStateError
from .jsonpatch import apply_patch

if TYPE_CHECKING:  # pragma: no cover
    from .aio import AsyncHost
    from .host import Host

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


def scenario_params(document: Any = None, path: Optional[str] = None, **options: Any) -> Dict[str, Any]:
    if (document is None) == (path is None):
        raise TypeError("replay needs exactly one of document= or path=")
    return _without_none(document=document, path=path, options=options or None)


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

    def __init__(self, host: "Host", store_id: str, created: Optional[Dict[str, Any]] = None):
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
        """``view/render``: the tree (``format="json"``) or its text form (``"text"``)."""
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

    def history(self, **options: Any) -> Result:
        return self._call("history/list", **options)

    def jump(self, version: int) -> Result:
        return self._step("history/jump", version=version)

    def subscribe(self, state: bool = True, tree: bool = False) -> "Subscription":
        """``store/subscribe``: an iterator of ``store/didChange`` patches applied to local copies."""
        queue = self.host.notifications("store/didChange")
        try:
            result = Result(self.host.request("store/subscribe", {"storeId": self.id, "state": state, "tree": tree}) or {})
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
    ``state`` and ``tree``; iterating yields the notification params after applying them."""

    def __init__(self, host: "Host", result: Result, queue: Any):
        self.host = host
        self.id = result.get("subscription")
        self.version = result.get("version")
        self.state = result.get("state")
        self.tree = result.get("tree")
        self._queue = queue

    def next(self, timeout: Optional[float] = 10.0) -> Dict[str, Any]:
        while True:
            change = self._queue.get(timeout)
            if change.get("subscription") == self.id:
                self._apply(change)
                return change

    def _apply(self, change: Dict[str, Any]) -> None:
        if change.get("baseVersion") != self.version:
            raise UIStateError(ErrorCode.UNKNOWN_VERSION,
                               f"missed a change: patch is based on version {change.get('baseVersion')}, "
                               f"the local copy is at {self.version}", change)
        patch = change.get("patch")
        if isinstance(patch, dict):  # {state: [...], tree: [...]}
            if patch.get("state") is not None:
                self.state = apply_patch(self.state, patch["state"])
            if patch.get("tree") is not None:
                self.tree = apply_patch(self.tree, patch["tree"])
        elif isinstance(patch, list):
            self.state = apply_patch(self.state, patch)
        self.version = change.get("version")

    def __iter__(self) -> Iterator[Dict[str, Any]]:
        while True:
            yield self.next(None)

    def close(self) -> None:
        self._queue.close()
        self.host.request("store/unsubscribe", {"subscription": self.id})

    def __enter__(self) -> "Subscription":
        return self

    def __exit__(self, *exc_info: Any) -> None:
        self.close()


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

    def render_component(self, name: str, properties: Optional[Dict[str, Any]] = None) -> Any:
        """``component/render``: the rendered tree of one component."""
        return (self.request("component/render", _without_none(name=name, properties=properties)) or {}).get("tree")

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

    def replay(self, document: Any = None, *, path: Optional[str] = None, **options: Any) -> Result:
        """``scenario/run``: the JSON report. A failing scenario is a normal result; −33008 means it could not run."""
        return Result(self.request("scenario/run", scenario_params(document, path, **options)) or {})


# MARK: - asyncio

class AsyncStore(_Expectations):
    """``Store`` for ``AsyncHost``: the same methods, as coroutines."""

    def __init__(self, host: "AsyncHost", store_id: str, created: Optional[Dict[str, Any]] = None):
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

    async def history(self, **options: Any) -> Result:
        return await self._call("history/list", **options)

    async def jump(self, version: int) -> Result:
        return await self._step("history/jump", version=version)

    async def subscribe(self, state: bool = True, tree: bool = False) -> "AsyncSubscription":
        queue = self.host.notifications("store/didChange")
        try:
            result = Result(await self.host.request("store/subscribe", {"storeId": self.id, "state": state, "tree": tree})
                            or {})
        except UIStateError as error:
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
    """``Subscription`` as an async iterator."""

    async def next(self, timeout: Optional[float] = 10.0) -> Dict[str, Any]:  # type: ignore[override]
        import asyncio

        while True:
            try:
                change = await asyncio.wait_for(self._queue.get(), timeout)
            except asyncio.TimeoutError:
                raise UIStateError(ErrorCode.TIMEOUT, f"no store/didChange after {timeout} s") from None
            if change.get("subscription") == self.id:
                self._apply(change)
                return change

    def __aiter__(self) -> "AsyncSubscription":
        return self

    async def __anext__(self) -> Dict[str, Any]:
        return await self.next(None)

    async def close(self) -> None:  # type: ignore[override]
        await self.host.request("store/unsubscribe", {"subscription": self.id})


class AsyncHostMethods:
    """Host-level helpers of ``AsyncHost``."""

    async def request(self, method: str, params: Any = None, **kwargs: Any) -> Any:  # implemented by AsyncHost
        raise NotImplementedError

    async def plugins(self) -> List[Dict[str, Any]]:
        return (await self.request("plugin/list", {}) or {}).get("features", [])

    async def components(self) -> List[Dict[str, Any]]:
        return (await self.request("component/list", {}) or {}).get("components", [])

    async def render_component(self, name: str, properties: Optional[Dict[str, Any]] = None) -> Any:
        return (await self.request("component/render", _without_none(name=name, properties=properties)) or {}).get("tree")

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

    async def replay(self, document: Any = None, *, path: Optional[str] = None, **options: Any) -> Result:
        return Result(await self.request("scenario/run", scenario_params(document, path, **options)) or {})
