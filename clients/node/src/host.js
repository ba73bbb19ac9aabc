/** `Host`: runs `uistate serve` and talks JSON-RPC 2.0 to it over pipes. */
import { spawn } from 'node:child_process';
import { findBinary } from './binary.js';
import { ErrorCode, UIStateError } from './errors.js';
import { CONTENT_LENGTH, FrameDecoder, FramingError, encodeBody, frame } from './framing.js';
import { HostMethods } from './store.js';

export const PROTOCOL_VERSION = '0.1.0';
export const CLIENT_NAME = 'uistate-node';
export const CLIENT_VERSION = '0.1.0';

/** A queue of notifications of one method, consumed with `next()` or `for await`. */
export class NotificationQueue {
  /** @param {Host} host @param {string} method */
  constructor(host, method) {
    this.method = method;
    /** @type {unknown[]} */ this.items = [];
    /** @type {((value: unknown) => void)[]} */ this.waiters = [];
    this.remove = host.onNotification(method, (_method, params) => {
      const waiter = this.waiters.shift();
      if (waiter) waiter(params);
      else this.items.push(params);
    });
  }

  /** The next notification's params; rejects with TIMEOUT after `timeoutMs`. */
  next(timeoutMs = 10_000) {
    if (this.items.length) return Promise.resolve(this.items.shift());
    return new Promise((resolve, reject) => {
      const timer = timeoutMs == null ? null : setTimeout(() => {
        this.waiters.splice(this.waiters.indexOf(waiter), 1);
        reject(new UIStateError(ErrorCode.TIMEOUT, `no ${this.method} notification after ${timeoutMs} ms`));
      }, timeoutMs);
      const waiter = (/** @type {unknown} */ value) => { if (timer) clearTimeout(timer); resolve(value); };
      this.waiters.push(waiter);
    });
  }

  /** Everything queued now, without waiting. */
  drain() {
    return this.items.splice(0);
  }

  close() {
    this.remove();
  }

  async *[Symbol.asyncIterator]() {
    for (;;) yield await this.next(null);
  }
}

/**
 * A running `uistate serve`, initialized and ready.
 *
 * ```js
 * const host = await Host.start();
 * const store = await host.createStore('relationship');
 * await store.tap('customInputButton');
 * await host.close();
 * ```
 */
export class Host extends HostMethods {
  /**
   * Spawns `uistate serve` (binary, else UISTATE_BIN, PATH, the checkout's .build) and runs `initialize`.
   * @param {import('../index').HostOptions} [options]
   */
  static async start(options = {}) {
    const host = new Host(options);
    await host.ready;
    return host;
  }

  /** @param {import('../index').HostOptions} options */
  constructor(options = {}) {
    super();
    this.binary = options.binary ?? findBinary();
    this.framing = options.framing ?? CONTENT_LENGTH;
    this.timeoutMs = options.timeoutMs === undefined ? 60_000 : options.timeoutMs;
    /** @type {string[]} */ this.stderrTail = [];
    /** @type {Record<string, any>} */ this.serverInfo = {};
    /** @type {string | undefined} */ this.protocolVersion = undefined;
    /** @type {Record<string, any>} */ this.capabilities = {};
    /** @type {unknown[]} */ this.unroutable = [];
    this.onStderr = options.onStderr;
    this.nextId = 1;
    /** @type {Map<number, {method: string, resolve: (response: any) => void}>} */ this.pending = new Map();
    /** @type {Map<string, Set<(method: string, params: any) => void>>} */ this.handlers = new Map();
    this.closed = false;
    this.shutDown = false;
    const argv = ['serve', '--framing', this.framing, ...(options.args ?? [])];
    this.process = spawn(this.binary, argv, { stdio: ['pipe', 'pipe', 'pipe'], env: options.env, cwd: options.cwd });
    /** @type {number | null} */ this.exitCode = null;
    this.exited = new Promise((resolve) => {
      this.process.on('exit', (code, signal) => { this.exitCode = code ?? (signal ? -1 : null); resolve(this.exitCode); });
    });
    const spawned = new Promise((resolve, reject) => {
      this.process.once('spawn', resolve);
      this.process.once('error', (error) => reject(new UIStateError(ErrorCode.SERVER_NOT_FOUND,
        `cannot start ${this.binary}: ${error.message}`, { argv: [this.binary, ...argv] })));
    });
    this.process.stdin.on('error', () => { /* reported through requests as CONNECTION_CLOSED */ });
    const decoder = new FrameDecoder(this.framing);
    this.process.stdout.on('data', (chunk) => {
      let bodies;
      try {
        bodies = decoder.feed(chunk);
      } catch (error) {
        this.unroutable.push({ readError: String(error) });
        this.process.stdout.destroy();
        return;
      }
      for (const body of bodies) this.#handleBody(body);
    });
    this.stdoutClosed = new Promise((resolve) => this.process.stdout.on('close', resolve));
    this.stdoutClosed.then(() => this.#failPending());
    let partial = '';
    this.process.stderr.setEncoding('utf8');
    this.process.stderr.on('data', (text) => {
      const lines = (partial + text).split('\n');
      partial = lines.pop() ?? '';
      for (const line of lines) this.#stderrLine(line);
    });
    this.process.stderr.on('end', () => { if (partial) this.#stderrLine(partial); });
    this.ready = spawned.then(async () => {
      if (options.initialize !== false) {
        try {
          await this.initialize(options.clientName);
        } catch (error) {
          await this.kill();
          throw error;
        }
      }
      return this;
    });
  }

  // MARK: - Lifecycle

  /** `initialize` then `initialized`; done by `start` unless `initialize: false`. */
  async initialize(clientName = CLIENT_NAME) {
    const result = await this.request('initialize', {
      processId: process.pid,
      clientInfo: { name: clientName, version: CLIENT_VERSION },
      protocolVersion: PROTOCOL_VERSION,
      capabilities: {},
    });
    this.serverInfo = result.serverInfo ?? {};
    this.protocolVersion = result.protocolVersion;
    this.capabilities = result.capabilities ?? {};
    if (typeof this.protocolVersion === 'string' && this.protocolVersion.split('.')[0] !== PROTOCOL_VERSION.split('.')[0]) {
      throw new UIStateError(ErrorCode.PROTOCOL_VERSION_MISMATCH,
        `server speaks protocol ${this.protocolVersion}, this client ${PROTOCOL_VERSION}`,
        { server: this.protocolVersion, client: PROTOCOL_VERSION });
    }
    this.notify('initialized', {});
    return result;
  }

  /** The methods the server announced in `capabilities.methods`. */
  get methods() {
    return [...(this.capabilities.methods ?? [])];
  }

  /** @param {string} method */
  supports(method) {
    return this.methods.includes(method);
  }

  get pid() {
    return this.process.pid;
  }

  /** `shutdown` + `exit`, then waits `timeoutMs` and kills. Resolves to the exit code. */
  async close(timeoutMs = 5000) {
    if (this.exitCode === null && !this.closed) {
      try {
        if (!this.shutDown) {
          await this.request('shutdown', undefined, { timeoutMs });
          this.shutDown = true;
        }
        this.notify('exit');
      } catch (error) {
        if (!(error instanceof UIStateError)) throw error;
      }
    }
    this.process.stdin.end();
    let timer;
    const timedOut = new Promise((resolve) => { timer = setTimeout(() => resolve('timeout'), timeoutMs); });
    if ((await Promise.race([this.exited, timedOut])) === 'timeout') this.process.kill('SIGKILL');
    clearTimeout(timer);
    await this.exited;
    await this.stdoutClosed;
    return this.exitCode;
  }

  /** Ends the process at once; requests in flight fail with CONNECTION_CLOSED. */
  async kill() {
    if (this.exitCode === null) this.process.kill('SIGKILL');
    this.process.stdin.destroy();
    await this.exited;
    await this.stdoutClosed;
  }

  async [Symbol.asyncDispose ?? Symbol.for('Symbol.asyncDispose')]() {
    await this.close();
  }

  // MARK: - Messages

  /**
   * Sends a request and resolves to its result; rejects with `UIStateError` for an error response.
   * `signal` (an AbortSignal) and `timeoutMs` (default: the host's; null waits forever) send
   * `$/cancelRequest`; the request's one response (−32800 if it was cancelled in time) settles it.
   * @param {string} method
   * @param {unknown} [params]
   * @param {{signal?: AbortSignal, timeoutMs?: number | null}} [options]
   */
  request(method, params, options = {}) {
    const timeoutMs = options.timeoutMs === undefined ? this.timeoutMs : options.timeoutMs;
    if (this.closed) return Promise.reject(this.#closedError(method));
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      let timer = null;
      let graceTimer = null;
      let cancelledBy = null;
      const cancel = (/** @type {string} */ why) => {
        if (cancelledBy || !this.pending.has(id)) return;
        cancelledBy = why;
        try { this.notify('$/cancelRequest', { id }); } catch { /* closed: the pending request fails with CONNECTION_CLOSED */ }
        graceTimer = setTimeout(() => {
          this.pending.delete(id);
          cleanup();
          reject(new UIStateError(ErrorCode.TIMEOUT, `no response after ${why}, nor after cancelling`, undefined, method));
        }, 5000);
      };
      const onAbort = () => cancel('the abort signal');
      const cleanup = () => {
        if (timer) clearTimeout(timer);
        if (graceTimer) clearTimeout(graceTimer);
        options.signal?.removeEventListener('abort', onAbort);
      };
      this.pending.set(id, {
        method,
        resolve: (response) => {
          cleanup();
          if ('error' in response) {
            const error = UIStateError.fromWire(response.error, method);
            reject(cancelledBy && error.code === ErrorCode.REQUEST_CANCELLED
              ? new UIStateError(error.code, `cancelled by ${cancelledBy}`, error.data, method) : error);
          } else {
            resolve(response.result);
          }
        },
      });
      /** @type {Record<string, unknown>} */
      const message = { jsonrpc: '2.0', id, method };
      if (params !== undefined) message.params = params;
      if (!this.#write(message)) {
        this.pending.delete(id);
        cleanup();
        reject(this.#closedError(method));
        return;
      }
      if (options.signal) {
        if (options.signal.aborted) onAbort();
        else options.signal.addEventListener('abort', onAbort, { once: true });
      }
      if (timeoutMs != null) timer = setTimeout(() => cancel(`the client's timeout of ${timeoutMs} ms`), timeoutMs);
    });
  }

  /** @param {string} method @param {unknown} [params] */
  notify(method, params) {
    /** @type {Record<string, unknown>} */
    const message = { jsonrpc: '2.0', method };
    if (params !== undefined) message.params = params;
    if (!this.#write(message)) throw this.#closedError(method);
  }

  /**
   * Calls `handler(method, params)` for each such notification (`"*"`: all). Returns a remover.
   * @param {string} method
   * @param {(method: string, params: any) => void} handler
   */
  onNotification(method, handler) {
    if (!this.handlers.has(method)) this.handlers.set(method, new Set());
    this.handlers.get(method)?.add(handler);
    return () => { this.handlers.get(method)?.delete(handler); };
  }

  /** A queue of the `method` notifications arriving from now on. @param {string} method */
  notifications(method) {
    return new NotificationQueue(this, method);
  }

  /**
   * `host/echo`: resolves to `params`; `delayMs` makes the server sleep (cancellably) first.
   * @param {unknown} [params]
   * @param {{delayMs?: number, signal?: AbortSignal, timeoutMs?: number | null}} [options]
   */
  echo(params, options = {}) {
    const { delayMs, ...rest } = options;
    const body = delayMs === undefined ? params : { ...(/** @type {object} */ (params ?? {})), delayMs };
    return this.request('host/echo', body, rest);
  }

  /** `$/setTrace`: "off", "messages" or "verbose"; traces arrive as `$/logTrace`. @param {string} value */
  setTrace(value) {
    this.notify('$/setTrace', { value });
  }

  // MARK: - I/O

  /** @param {Record<string, unknown>} message */
  #write(message) {
    const stdin = this.process.stdin;
    if (this.closed || stdin.destroyed || stdin.writableEnded) return false;
    stdin.write(frame(encodeBody(message), this.framing));
    return true;
  }

  /** @param {Buffer} body */
  #handleBody(body) {
    let message;
    try {
      message = JSON.parse(body.toString('utf8'));
    } catch (error) {
      this.unroutable.push({ invalidJSON: body.subarray(0, 200).toString('utf8'), error: String(error) });
      return;
    }
    for (const element of Array.isArray(message) ? message : [message]) this.#route(element);
  }

  /** @param {any} message */
  #route(message) {
    if (message === null || typeof message !== 'object' || Array.isArray(message)) {
      this.unroutable.push(message);
    } else if ('method' in message) {
      if ('id' in message) {
        this.#write({ jsonrpc: '2.0', id: message.id, error: { code: ErrorCode.METHOD_NOT_FOUND, message: 'client handles no requests' } });
        return;
      }
      const handlers = [...(this.handlers.get(message.method) ?? []), ...(this.handlers.get('*') ?? [])];
      for (const handler of handlers) {
        try {
          handler(message.method, message.params);
        } catch (error) {
          this.unroutable.push({ handlerError: String(error), method: message.method });
        }
      }
    } else if ('id' in message && ('result' in message || 'error' in message)) {
      const pending = this.pending.get(message.id);
      if (!pending) {
        this.unroutable.push(message);
        return;
      }
      this.pending.delete(message.id);
      pending.resolve(message);
    } else {
      this.unroutable.push(message);
    }
  }

  /** @param {string} line */
  #stderrLine(line) {
    this.stderrTail.push(line);
    if (this.stderrTail.length > 200) this.stderrTail.shift();
    try {
      this.onStderr?.(line);
    } catch { /* a sink's bug must not stop draining */ }
  }

  async #failPending() {
    this.closed = true;
    if (!this.pending.size) return;
    let timer;
    await Promise.race([this.exited, new Promise((resolve) => { timer = setTimeout(resolve, 1000); })]);
    clearTimeout(timer);
    const pending = [...this.pending.values()];
    this.pending.clear();
    for (const request of pending) {
      const error = this.#closedError(request.method);
      request.resolve({ error: { code: error.code, message: error.message, data: error.data } });
    }
  }

  /** @param {string | undefined} method */
  #closedError(method) {
    let message = 'the uistate server closed the connection';
    if (this.exitCode !== null) message += ` (exit code ${this.exitCode})`;
    return new UIStateError(ErrorCode.CONNECTION_CLOSED, message,
      { exitCode: this.exitCode, stderr: this.stderrTail.slice(-20) }, method);
  }
}

export { FramingError };
