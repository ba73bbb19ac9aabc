"""The synchronous client: ``Host`` runs ``uistate serve`` and talks to it over pipes."""

from __future__ import annotations

import collections
import itertools
import json
import os
import queue
import subprocess
import threading
from typing import Any, Callable, Deque, Dict, Iterable, List, Optional, Sequence

from . import framing as _framing
from ._connection import Params
from ._protocol import CLIENT_NAME, DEFAULT_TIMEOUT, PROTOCOL_VERSION, check_protocol_version, initialize_params, route
from .binary import find_binary
from .errors import ErrorCode, UIStateError
from .store import HostMethods

NotificationHandler = Callable[[str, Any], None]


class PendingRequest:
    """A request sent and not necessarily answered yet; ``result`` waits for its one response."""

    def __init__(self, host: "Host", request_id: int, method: str):
        self._host = host
        self.id = request_id
        self.method = method
        self._event = threading.Event()
        self._response: Optional[Dict[str, Any]] = None

    def done(self) -> bool:
        return self._event.is_set()

    def wait(self, timeout: Optional[float] = None) -> bool:
        return self._event.wait(timeout)

    def cancel(self) -> None:
        """Sends ``$/cancelRequest``; the request still gets exactly one response (−32800 if cancelled)."""
        if not self.done():
            self._host.notify("$/cancelRequest", {"id": self.id})

    def result(self, timeout: Optional[float] = None) -> Any:
        """The ``result`` member; raises ``UIStateError`` for an ``error`` member or on timeout."""
        if not self._event.wait(timeout):
            raise UIStateError(ErrorCode.TIMEOUT, f"no response after {timeout} s", None, self.method)
        response = self._response or {}
        if "error" in response:
            raise UIStateError.from_wire(response["error"], self.method)
        return response.get("result")

    def _resolve(self, response: Dict[str, Any]) -> None:
        self._response = response
        self._event.set()


class NotificationQueue:
    """Notifications of one method, queued as they arrive; iterate or ``get`` with a timeout."""

    def __init__(self, host: "Host", method: str):
        self.method = method
        self._queue: "queue.Queue[Any]" = queue.Queue()
        self._remove = host.on_notification(method, lambda _method, params: self._queue.put(params))

    def get(self, timeout: Optional[float] = None) -> Any:
        try:
            return self._queue.get(timeout=timeout)
        except queue.Empty:
            raise UIStateError(ErrorCode.TIMEOUT, f"no {self.method} notification after {timeout} s") from None

    def drain(self) -> List[Any]:
        """Everything queued now, without waiting."""
        items = []
        while True:
            try:
                items.append(self._queue.get_nowait())
            except queue.Empty:
                return items

    def close(self) -> None:
        self._remove()

    def __iter__(self):
        while True:
            yield self.get()


class Host(HostMethods):
    """A running ``uistate serve``, initialized and ready.

    >>> with Host() as host:
    ...     host.echo({"안녕": "👋"})
    {'안녕': '👋'}

    The executable is ``binary``, else ``UISTATE_BIN``, else ``uistate`` on ``PATH``, else the
    checkout's ``.build/release`` or ``.build/debug``. ``args`` are extra ``serve`` options
    (``["--live-clock"]``). Requests may be sent from several threads. The server's stderr is
    drained by a thread (``stderr_tail`` keeps its last lines; ``on_stderr`` sees each line).

    Leaving the ``with`` block (or ``close()``) sends ``shutdown`` and ``exit``, waits for the
    process and kills it if it does not end in time.
    """

    def __init__(
        self,
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
    ):
        self.binary = binary or find_binary()
        self.framing = framing
        self.timeout = timeout
        self.cancel_grace = 5.0
        self.stderr_tail: Deque[str] = collections.deque(maxlen=200)
        self.server_info: Dict[str, Any] = {}
        self.protocol_version: Optional[str] = None
        self.capabilities: Dict[str, Any] = {}
        self._on_stderr = on_stderr
        self._ids = itertools.count(1)
        self._pending: Dict[Any, PendingRequest] = {}
        self._handlers: Dict[str, List[NotificationHandler]] = collections.defaultdict(list)
        self._lock = threading.Lock()  # guards _pending, _handlers and _closed
        self._write_lock = threading.Lock()
        self._closed = False
        self._shut_down = False
        self.unroutable: List[Any] = []  # messages the client could not match (kept for diagnosis)
        argv = [self.binary, "serve", "--framing", framing, *args]
        try:
            self._process = subprocess.Popen(
                argv, stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                bufsize=0, env=env, cwd=cwd,
            )
        except OSError as error:
            raise UIStateError(ErrorCode.SERVER_NOT_FOUND, f"cannot start {argv[0]}: {error}", {"argv": argv}) from error
        self._reader = threading.Thread(target=self._read_loop, name="uistate-stdout", daemon=True)
        self._stderr_reader = threading.Thread(target=self._drain_stderr, name="uistate-stderr", daemon=True)
        self._reader.start()
        self._stderr_reader.start()
        if initialize:
            try:
                self.initialize(client_name)
            except BaseException:
                self.kill()
                raise

    # MARK: - Lifecycle

    def initialize(self, client_name: str = CLIENT_NAME) -> Dict[str, Any]:
        """``initialize`` then ``initialized``; done by the constructor unless ``initialize=False``."""
        result = self.request("initialize", initialize_params(client_name))
        self.server_info = result.get("serverInfo") or {}
        self.protocol_version = result.get("protocolVersion")
        self.capabilities = result.get("capabilities") or {}
        check_protocol_version(self.protocol_version)
        self.notify("initialized", {})
        return result

    @property
    def methods(self) -> List[str]:
        """The methods the server announced in ``capabilities.methods``."""
        return list(self.capabilities.get("methods") or [])

    def supports(self, method: str) -> bool:
        return method in self.methods

    @property
    def pid(self) -> int:
        return self._process.pid

    @property
    def returncode(self) -> Optional[int]:
        return self._process.poll()

    def close(self, timeout: float = 5.0) -> Optional[int]:
        """``shutdown`` + ``exit``, then waits ``timeout`` seconds and kills. Returns the exit code."""
        if self._process.poll() is None and not self._closed:
            try:
                if not self._shut_down:
                    self.request("shutdown", None, timeout=timeout)
                    self._shut_down = True
                self.notify("exit")
            except UIStateError:
                pass
        self._close_stdin()
        try:
            self._process.wait(timeout)
        except subprocess.TimeoutExpired:
            self._process.kill()
            self._process.wait()
        self._join()
        return self._process.returncode

    def kill(self) -> None:
        """Ends the process at once, failing requests in flight with ``CONNECTION_CLOSED``."""
        if self._process.poll() is None:
            self._process.kill()
        self._process.wait()
        self._close_stdin()
        self._join()

    def __enter__(self) -> "Host":
        return self

    def __exit__(self, *exc_info: Any) -> None:
        self.close()

    # MARK: - Messages

    def send_request(self, method: str, params: Params = None) -> PendingRequest:
        """Sends a request and returns at once; see ``PendingRequest``."""
        request_id = next(self._ids)
        pending = PendingRequest(self, request_id, method)
        message: Dict[str, Any] = {"jsonrpc": "2.0", "id": request_id, "method": method}
        if params is not None:
            message["params"] = params
        with self._lock:
            if self._closed:
                raise self._closed_error(method)
            self._pending[request_id] = pending
        try:
            self._write(message)
        except UIStateError:
            with self._lock:
                self._pending.pop(request_id, None)
            raise
        return pending

    def request(self, method: str, params: Params = None, *, timeout: Any = DEFAULT_TIMEOUT) -> Any:
        """Sends a request and returns its result; raises ``UIStateError`` for an error response.

        After ``timeout`` seconds (default: the host's ``timeout``; ``None`` waits forever) the
        request is cancelled with ``$/cancelRequest`` and its −32800 answer is raised; Ctrl-C
        cancels it too.
        """
        if timeout is DEFAULT_TIMEOUT:
            timeout = self.timeout
        pending = self.send_request(method, params)
        try:
            if not pending.wait(timeout):
                pending.cancel()
                if not pending.wait(self.cancel_grace):
                    raise UIStateError(ErrorCode.TIMEOUT, f"no response {timeout} s after sending it, nor after cancelling",
                                       None, method)
                response = pending._response or {}
                error = response.get("error")
                if isinstance(error, dict) and error.get("code") == ErrorCode.REQUEST_CANCELLED:
                    raise UIStateError(ErrorCode.REQUEST_CANCELLED,
                                       f"cancelled after the client's timeout of {timeout} s", error.get("data"), method)
        except KeyboardInterrupt:
            pending.cancel()
            raise
        return pending.result()

    def notify(self, method: str, params: Params = None) -> None:
        message: Dict[str, Any] = {"jsonrpc": "2.0", "method": method}
        if params is not None:
            message["params"] = params
        self._write(message)

    def on_notification(self, method: str, handler: NotificationHandler) -> Callable[[], None]:
        """Calls ``handler(method, params)`` on the reader thread for each such notification
        (``"*"``: every notification). Returns a function that removes the handler."""
        with self._lock:
            self._handlers[method].append(handler)

        def remove() -> None:
            with self._lock:
                if handler in self._handlers[method]:
                    self._handlers[method].remove(handler)

        return remove

    def notifications(self, method: str) -> NotificationQueue:
        """A queue of the ``method`` notifications arriving from now on."""
        return NotificationQueue(self, method)

    # MARK: - Host-level helpers

    def echo(self, params: Params = None, *, delay_ms: Optional[int] = None, timeout: Any = DEFAULT_TIMEOUT) -> Any:
        """``host/echo``: returns ``params``; ``delay_ms`` makes the server sleep (cancellably) first."""
        if delay_ms is not None:
            params = dict(params or {}, delayMs=delay_ms)
        return self.request("host/echo", params, timeout=timeout)

    def set_trace(self, value: str) -> None:
        """``$/setTrace``: ``"off"``, ``"messages"`` or ``"verbose"``; traces arrive as ``$/logTrace``."""
        self.notify("$/setTrace", {"value": value})

    # MARK: - I/O

    def _write(self, message: Dict[str, Any]) -> None:
        data = _framing.frame(_framing.encode_body(message), self.framing)
        with self._write_lock:
            stdin = self._process.stdin
            if stdin is None or stdin.closed:
                raise self._closed_error(message.get("method"))
            view = memoryview(data)
            try:
                while view:
                    written = os.write(stdin.fileno(), view)
                    view = view[written:]
            except (BrokenPipeError, OSError, ValueError) as error:
                raise self._closed_error(message.get("method"), str(error)) from error

    def _read_loop(self) -> None:
        decoder = _framing.FrameDecoder(self.framing)
        stdout = self._process.stdout
        assert stdout is not None
        fd = stdout.fileno()
        try:
            while True:
                chunk = os.read(fd, 1 << 16)
                if not chunk:
                    break
                for body in decoder.feed(chunk):
                    self._handle_body(body)
        except (OSError, _framing.FramingError) as error:
            self.unroutable.append({"readError": str(error)})
        finally:
            self._fail_pending()

    def _handle_body(self, body: bytes) -> None:
        try:
            message = json.loads(body)
        except ValueError as error:
            self.unroutable.append({"invalidJSON": body[:200].decode("utf-8", "replace"), "error": str(error)})
            return
        for kind, payload in route(message):
            if kind == "response":
                with self._lock:
                    pending = self._pending.pop(payload.get("id"), None)
                if pending is None:
                    self.unroutable.append(payload)
                else:
                    pending._resolve(payload)
            elif kind == "notification":
                method, params = payload.get("method"), payload.get("params")
                with self._lock:
                    handlers = list(self._handlers.get(method, ())) + list(self._handlers.get("*", ()))
                for handler in handlers:
                    try:
                        handler(method, params)
                    except Exception as error:  # a handler's bug must not stop the reader
                        self.unroutable.append({"handlerError": repr(error), "method": method})
            elif kind == "request":
                # The server asks the client something: uistate defines no such request.
                self._try_write({"jsonrpc": "2.0", "id": payload.get("id"),
                                 "error": {"code": ErrorCode.METHOD_NOT_FOUND, "message": "client handles no requests"}})
            else:
                self.unroutable.append(payload)

    def _try_write(self, message: Dict[str, Any]) -> None:
        try:
            self._write(message)
        except UIStateError:
            pass

    def _drain_stderr(self) -> None:
        stderr = self._process.stderr
        assert stderr is not None
        for raw in iter(stderr.readline, b""):
            line = raw.decode("utf-8", "replace").rstrip("\n")
            self.stderr_tail.append(line)
            if self._on_stderr is not None:
                try:
                    self._on_stderr(line)
                except Exception:
                    pass

    def _fail_pending(self) -> None:
        with self._lock:
            self._closed = True
            pending, self._pending = list(self._pending.values()), {}
        if not pending:
            return
        try:
            self._process.wait(1.0)
        except subprocess.TimeoutExpired:
            pass
        for request in pending:
            error = self._closed_error(request.method)
            request._resolve({"error": {"code": error.code, "message": error.message, "data": error.data}})

    def _closed_error(self, method: Optional[str], detail: str = "") -> UIStateError:
        code = self._process.poll()
        self._stderr_reader.join(0.2)
        message = "the uistate server closed the connection"
        if code is not None:
            message += f" (exit code {code})"
        if detail:
            message += f": {detail}"
        return UIStateError(ErrorCode.CONNECTION_CLOSED, message, {"exitCode": code, "stderr": list(self.stderr_tail)[-20:]},
                            method)

    def _close_stdin(self) -> None:
        with self._write_lock:
            if self._process.stdin and not self._process.stdin.closed:
                try:
                    self._process.stdin.close()
                except OSError:
                    pass

    def _join(self) -> None:
        self._reader.join(5)
        self._stderr_reader.join(5)
        for stream in (self._process.stdout, self._process.stderr):
            if stream is not None and not stream.closed:
                stream.close()
