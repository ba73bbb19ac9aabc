"""The ``asyncio`` client: ``AsyncHost`` is ``Host`` with coroutines."""

from __future__ import annotations

import asyncio
import collections
import itertools
import json
from typing import Any, Callable, Deque, Dict, List, Optional, Sequence

from . import framing as _framing
from ._connection import Params
from ._protocol import CLIENT_NAME, DEFAULT_TIMEOUT, check_protocol_version, initialize_params, route
from .binary import find_binary
from .errors import ErrorCode, UIStateError
from .store import AsyncHostMethods

NotificationHandler = Callable[[str, Any], None]


class NotificationQueue(asyncio.Queue):  # type: ignore[type-arg]
    """An ``asyncio.Queue`` of one method's notifications; ``close()`` stops adding to it."""

    def close(self) -> None:  # replaced by the host's remover
        pass


class AsyncHost(AsyncHostMethods):
    """A running ``uistate serve`` driven from ``asyncio``.

    >>> async with await AsyncHost.start() as host:
    ...     await host.echo({"a": 1})

    Cancelling the task awaiting a request (or ``asyncio.wait_for`` timing out) sends
    ``$/cancelRequest``; the server's one response to it is then discarded.
    """

    def __init__(self, process: "asyncio.subprocess.Process", framing: str, timeout: Optional[float],
                 on_stderr: Optional[Callable[[str], None]]):
        self._process = process
        self.framing = framing
        self.timeout = timeout
        self.stderr_tail: Deque[str] = collections.deque(maxlen=200)
        self.server_info: Dict[str, Any] = {}
        self.protocol_version: Optional[str] = None
        self.capabilities: Dict[str, Any] = {}
        self.unroutable: List[Any] = []
        self._on_stderr = on_stderr
        self._ids = itertools.count(1)
        self._pending: Dict[Any, "asyncio.Future[Dict[str, Any]]"] = {}
        self._methods: Dict[Any, str] = {}
        self._handlers: Dict[str, List[NotificationHandler]] = collections.defaultdict(list)
        self._write_lock = asyncio.Lock()
        self._closed = False
        self._shut_down = False
        self._reader = asyncio.ensure_future(self._read_loop())
        self._stderr_reader = asyncio.ensure_future(self._drain_stderr())

    @classmethod
    async def start(
        cls,
        binary: Optional[str] = None,
        args: Sequence[str] = (),
        *,
        framing: str = _framing.CONTENT_LENGTH,
        env: Optional[Dict[str, str]] = None,
        cwd: Optional[str] = None,
        timeout: Optional[float] = 60.0,
        client_name: str = CLIENT_NAME,
        on_stderr: Optional[Callable[[str], None]] = None,
        initialize: bool = True,
    ) -> "AsyncHost":
        """Spawns ``uistate serve`` (found as ``Host`` finds it) and runs ``initialize``."""
        path = binary or find_binary()
        argv = [path, "serve", "--framing", framing, *args]
        try:
            process = await asyncio.create_subprocess_exec(
                *argv, stdin=asyncio.subprocess.PIPE, stdout=asyncio.subprocess.PIPE,
                stderr=asyncio.subprocess.PIPE, env=env, cwd=cwd)
        except OSError as error:
            raise UIStateError(ErrorCode.SERVER_NOT_FOUND, f"cannot start {path}: {error}", {"argv": argv}) from error
        host = cls(process, framing, timeout, on_stderr)
        if initialize:
            try:
                await host.initialize(client_name)
            except BaseException:
                await host.kill()
                raise
        return host

    # MARK: - Lifecycle

    async def initialize(self, client_name: str = CLIENT_NAME) -> Dict[str, Any]:
        result = await self.request("initialize", initialize_params(client_name))
        self.server_info = result.get("serverInfo") or {}
        self.protocol_version = result.get("protocolVersion")
        self.capabilities = result.get("capabilities") or {}
        check_protocol_version(self.protocol_version)
        await self.notify("initialized", {})
        return result

    @property
    def methods(self) -> List[str]:
        return list(self.capabilities.get("methods") or [])

    def supports(self, method: str) -> bool:
        return method in self.methods

    @property
    def pid(self) -> int:
        return self._process.pid

    @property
    def returncode(self) -> Optional[int]:
        return self._process.returncode

    async def close(self, timeout: float = 5.0) -> Optional[int]:
        """``shutdown`` + ``exit``, then waits ``timeout`` seconds and kills. Returns the exit code."""
        if self._process.returncode is None and not self._closed:
            try:
                if not self._shut_down:
                    await self.request("shutdown", None, timeout=timeout)
                    self._shut_down = True
                await self.notify("exit")
            except UIStateError:
                pass
        self._close_stdin()
        try:
            await asyncio.wait_for(self._process.wait(), timeout)
        except asyncio.TimeoutError:
            self._process.kill()
            await self._process.wait()
        await self._join()
        return self._process.returncode

    async def kill(self) -> None:
        if self._process.returncode is None:
            self._process.kill()
        await self._process.wait()
        self._close_stdin()
        await self._join()

    async def __aenter__(self) -> "AsyncHost":
        return self

    async def __aexit__(self, *exc_info: Any) -> None:
        await self.close()

    # MARK: - Messages

    async def request(self, method: str, params: Params = None, *, timeout: Any = DEFAULT_TIMEOUT) -> Any:
        """Sends a request and returns its result; ``UIStateError`` for an error response.

        After ``timeout`` seconds (default: the host's; ``None`` waits forever) the request is
        cancelled and −32800 raised. Cancelling the calling task cancels the request too.
        """
        if timeout is DEFAULT_TIMEOUT:
            timeout = self.timeout
        if self._closed:
            raise self._closed_error(method)
        request_id = next(self._ids)
        future: "asyncio.Future[Dict[str, Any]]" = asyncio.get_running_loop().create_future()
        self._pending[request_id] = future
        self._methods[request_id] = method
        message: Dict[str, Any] = {"jsonrpc": "2.0", "id": request_id, "method": method}
        if params is not None:
            message["params"] = params
        try:
            await self._write(message)
        except UIStateError:
            self._pending.pop(request_id, None)
            raise
        try:
            response = await asyncio.wait_for(asyncio.shield(future), timeout)
        except asyncio.TimeoutError:
            await self._cancel(request_id)
            try:
                response = await asyncio.wait_for(future, 5.0)
            except asyncio.TimeoutError:
                raise UIStateError(ErrorCode.TIMEOUT, f"no response {timeout} s after sending it, nor after cancelling",
                                   None, method) from None
            error = response.get("error")
            if isinstance(error, dict) and error.get("code") == ErrorCode.REQUEST_CANCELLED:
                raise UIStateError(ErrorCode.REQUEST_CANCELLED, f"cancelled after the client's timeout of {timeout} s",
                                   error.get("data"), method) from None
        except asyncio.CancelledError:
            if not future.done():
                await asyncio.shield(self._cancel(request_id))
            raise
        if "error" in response:
            raise UIStateError.from_wire(response["error"], method)
        return response.get("result")

    async def notify(self, method: str, params: Params = None) -> None:
        message: Dict[str, Any] = {"jsonrpc": "2.0", "method": method}
        if params is not None:
            message["params"] = params
        await self._write(message)

    def on_notification(self, method: str, handler: NotificationHandler) -> Callable[[], None]:
        """Calls ``handler(method, params)`` for each such notification (``"*"``: all)."""
        self._handlers[method].append(handler)

        def remove() -> None:
            if handler in self._handlers[method]:
                self._handlers[method].remove(handler)

        return remove

    def notifications(self, method: str) -> "NotificationQueue":
        """An ``asyncio.Queue`` of the ``method`` notifications arriving from now on (``close()`` stops it)."""
        queue = NotificationQueue()
        queue.close = self.on_notification(method, lambda _method, params: queue.put_nowait(params))  # type: ignore[method-assign]
        return queue

    async def echo(self, params: Params = None, *, delay_ms: Optional[int] = None,
                   timeout: Any = DEFAULT_TIMEOUT) -> Any:
        if delay_ms is not None:
            params = dict(params or {}, delayMs=delay_ms)
        return await self.request("host/echo", params, timeout=timeout)

    async def set_trace(self, value: str) -> None:
        await self.notify("$/setTrace", {"value": value})

    # MARK: - I/O

    async def _cancel(self, request_id: int) -> None:
        try:
            await self.notify("$/cancelRequest", {"id": request_id})
        except UIStateError:
            pass

    async def _write(self, message: Dict[str, Any]) -> None:
        data = _framing.frame(_framing.encode_body(message), self.framing)
        async with self._write_lock:
            stdin = self._process.stdin
            if stdin is None or stdin.is_closing():
                raise self._closed_error(message.get("method"))
            try:
                stdin.write(data)
                await stdin.drain()
            except (ConnectionError, OSError) as error:
                raise self._closed_error(message.get("method"), str(error)) from error

    async def _read_loop(self) -> None:
        decoder = _framing.FrameDecoder(self.framing)
        stdout = self._process.stdout
        assert stdout is not None
        try:
            while True:
                chunk = await stdout.read(1 << 16)
                if not chunk:
                    break
                for body in decoder.feed(chunk):
                    self._handle_body(body)
        except (OSError, _framing.FramingError) as error:
            self.unroutable.append({"readError": str(error)})
        finally:
            self._closed = True
            if self._pending:
                try:
                    await asyncio.wait_for(self._process.wait(), 1.0)
                except asyncio.TimeoutError:
                    pass
            pending, self._pending = self._pending, {}
            for request_id, future in pending.items():
                if not future.done():
                    error = self._closed_error(self._methods.get(request_id))
                    future.set_result({"error": {"code": error.code, "message": error.message, "data": error.data}})

    def _handle_body(self, body: bytes) -> None:
        try:
            message = json.loads(body)
        except ValueError as error:
            self.unroutable.append({"invalidJSON": body[:200].decode("utf-8", "replace"), "error": str(error)})
            return
        for kind, payload in route(message):
            if kind == "response":
                future = self._pending.pop(payload.get("id"), None)
                self._methods.pop(payload.get("id"), None)
                if future is None:
                    self.unroutable.append(payload)
                elif not future.done():
                    future.set_result(payload)
            elif kind == "notification":
                method, params = payload.get("method"), payload.get("params")
                for handler in list(self._handlers.get(method, ())) + list(self._handlers.get("*", ())):
                    try:
                        handler(method, params)
                    except Exception as error:
                        self.unroutable.append({"handlerError": repr(error), "method": method})
            elif kind == "request":
                asyncio.ensure_future(self._reply_method_not_found(payload.get("id")))
            else:
                self.unroutable.append(payload)

    async def _reply_method_not_found(self, request_id: Any) -> None:
        try:
            await self._write({"jsonrpc": "2.0", "id": request_id,
                               "error": {"code": ErrorCode.METHOD_NOT_FOUND, "message": "client handles no requests"}})
        except UIStateError:
            pass

    async def _drain_stderr(self) -> None:
        stderr = self._process.stderr
        assert stderr is not None
        partial = b""
        while True:
            chunk = await stderr.read(1 << 16)
            if not chunk:
                if partial:
                    self._stderr_line(partial)
                return
            *lines, partial = (partial + chunk).split(b"\n")
            for line in lines:
                self._stderr_line(line)

    def _stderr_line(self, raw: bytes) -> None:
        line = raw.decode("utf-8", "replace")
        self.stderr_tail.append(line)
        if self._on_stderr is not None:
            try:
                self._on_stderr(line)
            except Exception:
                pass

    def _closed_error(self, method: Optional[str], detail: str = "") -> UIStateError:
        code = self._process.returncode
        message = "the uistate server closed the connection"
        if code is not None:
            message += f" (exit code {code})"
        if detail:
            message += f": {detail}"
        return UIStateError(ErrorCode.CONNECTION_CLOSED, message,
                            {"exitCode": code, "stderr": list(self.stderr_tail)[-20:]}, method)

    def _close_stdin(self) -> None:
        stdin = self._process.stdin
        if stdin is not None and not stdin.is_closing():
            stdin.close()

    async def _join(self) -> None:
        for task in (self._reader, self._stderr_reader):
            try:
                await asyncio.wait_for(task, 5.0)
            except (asyncio.TimeoutError, asyncio.CancelledError):
                task.cancel()
