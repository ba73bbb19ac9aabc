// Type declarations of the `uistate` Node client (hand-written; the sources carry JSDoc).

export type JSONValue = null | boolean | number | string | JSONValue[] | { [key: string]: JSONValue };
export type Framing = 'content-length' | 'newline';

/** Codes a UIStateError can carry: negative from the server, small positive from the client. */
export declare const ErrorCode: Readonly<{
  PARSE_ERROR: -32700; INVALID_REQUEST: -32600; METHOD_NOT_FOUND: -32601; INVALID_PARAMS: -32602;
  INTERNAL_ERROR: -32603; SERVER_NOT_INITIALIZED: -32002; REQUEST_CANCELLED: -32800;
  UNKNOWN_STORE: -33001; UNKNOWN_FEATURE: -33002; UNKNOWN_NODE: -33003; NODE_NOT_INTERACTIVE: -33004;
  CLOCK_IS_LIVE: -33005; PLUGIN_FAILED: -33006; STORAGE_FAILED: -33007; SCENARIO_FAILED: -33008;
  AMBIGUOUS_SELECTOR: -33009; UNKNOWN_PRESET: -33010; SETTLE_TIMED_OUT: -33011; UNKNOWN_VERSION: -33012;
  UNKNOWN_SUBSCRIPTION: -33013; PROTOCOL_VERSION_MISMATCH: -33014;
  SERVER_NOT_FOUND: 1; CONNECTION_CLOSED: 2; TIMEOUT: 3; BAD_MESSAGE: 4;
}>;

/** The one error type: an error response, or a failure met by the client (SERVER_NOT_FOUND, CONNECTION_CLOSED, TIMEOUT, BAD_MESSAGE). */
export declare class UIStateError extends Error {
  constructor(code: number, message: string, data?: unknown, method?: string);
  readonly code: number;
  readonly data: unknown;
  readonly method: string | undefined;
  /** `"UNKNOWN_STORE"`, or `"ERROR"` for codes not listed. */
  readonly codeName: string;
  /** Method, message, code, then `data.path`, `data.suggestion`, `data.expected` and other data, one per line. */
  describe(): string;
  static fromWire(error: unknown, method?: string): UIStateError;
}

export interface HostOptions {
  /** The executable; default UISTATE_BIN, then PATH, then the checkout's .build/release and .build/debug. */
  binary?: string;
  /** Extra `uistate serve` options, e.g. `['--live-clock']`. */
  args?: string[];
  framing?: Framing;
  env?: NodeJS.ProcessEnv;
  cwd?: string;
  /** Default timeout of requests in ms (60000); null waits forever. */
  timeoutMs?: number | null;
  clientName?: string;
  /** Sees each line the server writes to stderr (stderr is always drained). */
  onStderr?: (line: string) => void;
  /** Run `initialize` (default true). */
  initialize?: boolean;
}

export interface RequestOptions {
  /** Aborting sends `$/cancelRequest`; the request then rejects with −32800 (or resolves if it finished first). */
  signal?: AbortSignal;
  /** After this many ms the request is cancelled; null waits forever. Default: the host's. */
  timeoutMs?: number | null;
}

export declare class NotificationQueue<T = any> implements AsyncIterable<T> {
  readonly method: string;
  /** The next notification's params; rejects with TIMEOUT after `timeoutMs` (null: wait forever). */
  next(timeoutMs?: number | null): Promise<T>;
  /** Everything queued now, without waiting. */
  drain(): T[];
  close(): void;
  [Symbol.asyncIterator](): AsyncIterator<T>;
}

/** Selector of a view node: a node id, or criteria that must all match. */
export type Selector = string | { id?: string; text?: string; label?: string; role?: string; type?: string; index?: number };
export type Pointer = string | Array<string | number>;

export interface EffectInfo {
  id: number; startedBy: number; action: JSONValue;
  status: 'running' | 'waitingOnTestClock' | 'waitingOnChildren';
  cancelIds: JSONValue[]; parent: number | null; cancelled: boolean;
  [member: string]: unknown;
}

/** What dispatch, tap, input, appear, focus, advance, settle and setEnvironment answer. */
export interface StepResult {
  version: number;
  changed: boolean;
  /** Actions effects sent meanwhile, in processing order. */
  received: JSONValue[];
  events: JSONValue[];
  /** Effects still in flight. */
  effects: EffectInfo[];
  [member: string]: unknown;
}

export interface CreateStoreOptions {
  initialState?: JSONValue;
  environment?: { dynamicTypeSize?: string; colorScheme?: string; locale?: string; focusedField?: string | null; [member: string]: unknown };
  dependencies?: { clock?: 'test' | 'live'; uuid?: 'incrementing' | 'random'; date?: string; seed?: number; presets?: Record<string, string> };
  storage?: string;
}

/** `store/didChange` params (protocol/PROTOCOL.md): RFC 6902 patches from `baseVersion` to `version`. */
export interface StoreChange {
  subscription: string;
  storeId: string;
  version: number;
  baseVersion: number;
  /** When subscribed to the state. */
  statePatch?: JSONPatchOperation[];
  /** When subscribed to the view (the JSON tree). */
  treePatch?: JSONPatchOperation[];
  [member: string]: unknown;
}

export interface JSONPatchOperation { op: string; path: string; value?: unknown; from?: string }

/**
 * Local copies patched as changes arrive. A `baseVersion` that is not the local `version` re-fetches
 * the copies (`store/state`, `view/render` json) instead of diverging; `resyncs` counts these.
 */
export declare class Subscription implements AsyncIterable<StoreChange> {
  readonly id: string;
  readonly storeId: string;
  readonly hasState: boolean;
  readonly hasTree: boolean;
  version: number;
  state: JSONValue | undefined;
  tree: JSONValue | undefined;
  resyncs: number;
  closed: boolean;
  /** The next change of this subscription, applied; rejects with TIMEOUT after `timeoutMs`. */
  next(timeoutMs?: number | null): Promise<StoreChange>;
  /** Applies changes until the local copies reach `version` (e.g. `store.version` after a step). */
  waitFor(version: number, timeoutMs?: number | null): Promise<this>;
  /** `store/unsubscribe`; rejects with UNKNOWN_SUBSCRIPTION (−33013) when it already ended. */
  close(): Promise<{ subscription: string; version: number }>;
  [Symbol.asyncIterator](): AsyncIterator<StoreChange>;
}

export interface HistoryEntry {
  sequence: number;
  version: number;
  origin: 'outside' | 'effect' | 'environment' | 'jump' | 'launch';
  action: JSONValue | null;
  changed: boolean;
  effectsStarted: number[];
  effectsCancelled: number[];
  events: JSONValue[];
  effect?: number;
  startedBy?: number;
  toVersion?: number;
}

export interface HistoryPage {
  entries: HistoryEntry[];
  /** Absent on the last page. */
  next?: number;
  /** What `history/jump` can reach. */
  versions: { from: number; to: number };
  dropped: number;
}

export interface ScenarioOptions {
  filter?: string;
  tags?: string[];
  updateSnapshots?: boolean;
  timings?: boolean;
  jobs?: number;
  shard?: { index: number; count: number };
  /** Seconds; default 60, 0 for none. */
  timeout?: number;
}

export interface ScenarioReport {
  version: number;
  summary: { total: number; passed: number; failed: number; errors: number };
  scenarios: Array<{ name: string; file: string; feature: string; tags: string[]; status: 'passed' | 'failed' | 'error' | string; failure?: Record<string, any>; [member: string]: unknown }>;
  [member: string]: unknown;
}

/** One running app (a feature's store); every method is one request. */
export declare class Store {
  readonly host: Host;
  readonly id: string;
  readonly created: Record<string, any>;
  /** The version after the last request. */
  version: number | undefined;
  /** The last step, for failure messages. */
  lastStep: string;
  lastResult: StepResult | undefined;
  dispatch(action: JSONValue): Promise<StepResult>;
  state<T = any>(at?: Pointer): Promise<T>;
  render(format?: 'json'): Promise<any>;
  render(format: 'text' | 'html'): Promise<string>;
  tap(target: Selector): Promise<StepResult>;
  input(target: Selector, text: string): Promise<StepResult>;
  appear(target: Selector): Promise<StepResult>;
  /** `null` unfocuses. */
  focus(target: Selector | null): Promise<StepResult>;
  advance(ms: number): Promise<StepResult>;
  settle(timeoutMs?: number): Promise<StepResult>;
  setEnvironment(environment: Record<string, unknown>): Promise<StepResult>;
  effects(): Promise<EffectInfo[]>;
  cancelEffects(effect?: number): Promise<{ cancelled: number[]; effects: EffectInfo[]; version: number }>;
  /** `history/list`, one page; `from` is a previous page's `next`. */
  history(options?: { from?: number; limit?: number }): Promise<HistoryPage>;
  /** Every entry from `from` on, following `next`. */
  historyEntries(options?: { from?: number; pageSize?: number }): AsyncIterable<HistoryEntry>;
  /** `history/jump`: rejects with UNKNOWN_VERSION (−33012) for a version history does not hold. */
  jump(version: number): Promise<StepResult>;
  /** Rejects with METHOD_NOT_FOUND and a clear message on a server without `store/subscribe`. */
  subscribe(options?: { state?: boolean; view?: boolean }): Promise<Subscription>;
  destroy(): Promise<{ storeId: string; version: number }>;
  /** Asserts the state (or the value at `at`); failures show a `- expected / + actual` diff. */
  expectState(expected: JSONValue, options?: { at?: Pointer; partial?: boolean }): Promise<any>;
  /** Asserts a rendered node by id (partial by default). */
  expectNode(nodeId: string, expected: Record<string, unknown>, options?: { partial?: boolean }): Promise<any>;
  /** Asserts the actions received in the last step's result. */
  expectReceived(actions: JSONValue[], result?: StepResult): void;
}

/** A running `uistate serve`, initialized and ready. */
export declare class Host {
  /** Spawns and initializes. */
  static start(options?: HostOptions): Promise<Host>;
  constructor(options?: HostOptions);
  /** Resolves once spawned (and initialized unless `initialize: false`). */
  readonly ready: Promise<Host>;
  readonly binary: string;
  readonly framing: Framing;
  timeoutMs: number | null;
  readonly serverInfo: { name?: string; version?: string; [member: string]: unknown };
  readonly protocolVersion: string | undefined;
  readonly capabilities: { methods?: string[]; [member: string]: unknown };
  /** The last lines the server wrote to stderr. */
  readonly stderrTail: string[];
  /** Messages the client could not match to a request (kept for diagnosis). */
  readonly unroutable: unknown[];
  readonly methods: string[];
  readonly pid: number | undefined;
  exitCode: number | null;
  supports(method: string): boolean;
  initialize(clientName?: string): Promise<any>;
  /** `shutdown` + `exit`, waits `timeoutMs` then kills; resolves to the exit code. */
  close(timeoutMs?: number): Promise<number | null>;
  kill(): Promise<void>;
  request<T = any>(method: string, params?: unknown, options?: RequestOptions): Promise<T>;
  notify(method: string, params?: unknown): void;
  /** `"*"` for every notification; returns a remover. */
  onNotification(method: string, handler: (method: string, params: any) => void): () => void;
  notifications<T = any>(method: string): NotificationQueue<T>;
  echo<T = any>(params?: T, options?: RequestOptions & { delayMs?: number }): Promise<T>;
  setTrace(value: 'off' | 'messages' | 'verbose'): void;
  plugins(): Promise<any[]>;
  components(): Promise<any[]>;
  renderComponent(name: string, properties?: Record<string, unknown>, options?: { format?: 'json'; environment?: Record<string, unknown> }): Promise<any>;
  /** The component's story as one self-contained HTML page. */
  renderComponent(name: string, properties: Record<string, unknown> | undefined, options: { format: 'html'; environment?: Record<string, unknown> }): Promise<string>;
  createStore(feature: string, options?: CreateStoreOptions): Promise<Store>;
  stores(): Promise<Array<{ storeId: string; feature: string; clock: 'test' | 'live' }>>;
  /** A Store for an existing id (nothing is sent). */
  store(id: string): Store;
  /** `scenario/run`: the JSON report; a failing scenario resolves, one that cannot run rejects with SCENARIO_FAILED (−33008). */
  replay(scenario: { document?: unknown; path?: string; file?: string; options?: ScenarioOptions }): Promise<ScenarioReport>;
}

export declare const PROTOCOL_VERSION: string;
export declare function selector(target: Selector): Record<string, unknown>;
export declare function findBinary(start?: string): string;
export declare class FramingError extends Error {}
export declare class FrameDecoder {
  constructor(framing?: Framing);
  /** The complete bodies found so far. */
  feed(data: Buffer): Buffer[];
}
export declare function encodeBody(message: unknown): Buffer;
export declare function frame(body: Buffer, framing?: Framing): Buffer;
export declare class JSONPatchError extends Error {}
export declare function applyPatch<T = any>(document: unknown, patch: Array<{ op: string; path: string; value?: unknown; from?: string }>): T;
export declare function matches(expected: unknown, actual: unknown, partial?: boolean): boolean;
export declare function diff(expected: unknown, actual: unknown, partial?: boolean): string;
/** Throws an AssertionError with a `- expected / + actual` diff when the values differ. */
export declare function assertJSON(expected: unknown, actual: unknown, options?: { partial?: boolean; title?: string }): void;
