/** Typed helpers: one per protocol method, on the host and on `Store`. */
import { assertJSON, findNode } from './assertions.js';
import { ErrorCode, UIStateError } from './errors.js';
import { applyPatch } from './jsonpatch.js';

/**
 * A view selector: a string is a node id; an object may have id, text, label, role, type, index.
 * @param {string | Record<string, unknown>} target
 */
export function selector(target) {
  if (typeof target === 'string') return { id: target };
  if (target && typeof target === 'object' && Object.keys(target).length) return { ...target };
  throw new TypeError('a selector is a node id or an object with id, text, label, role, type or index');
}

/** A JSON Pointer from a string or a list of tokens. @param {string | Array<string | number> | undefined} at */
export function pointer(at) {
  if (at === undefined || typeof at === 'string') return at;
  return at.map((token) => `/${String(token).replaceAll('~', '~0').replaceAll('/', '~1')}`).join('');
}

/** @param {Record<string, unknown>} params */
const withoutUndefined = (params) => Object.fromEntries(Object.entries(params).filter(([, value]) => value !== undefined));

/** @param {string} method @param {Record<string, unknown>} params */
function describe(method, params) {
  const { storeId, ...shown } = params;
  return Object.keys(shown).length ? `${method} ${JSON.stringify(shown)}` : method;
}

export const SUBSCRIBE_MISSING = 'this uistate server has no store/subscribe (it came with protocol issue 9); update the uistate executable';

/** One running app (a feature's store) on a `Host`; every method is one request. */
export class Store {
  /** @param {import('./host.js').Host} host @param {string} id @param {Record<string, any>} [created] */
  constructor(host, id, created = {}) {
    this.host = host;
    this.id = id;
    this.created = created;
    /** @type {number | undefined} */ this.version = created.version;
    this.lastStep = 'store/create';
    /** @type {Record<string, any> | undefined} */ this.lastResult = undefined;
  }

  /** @param {string} method @param {Record<string, unknown>} [params] */
  async #call(method, params = {}) {
    const result = (await this.host.request(method, withoutUndefined({ storeId: this.id, ...params }))) ?? {};
    if (Number.isInteger(result.version)) this.version = result.version;
    return result;
  }

  /** @param {string} method @param {Record<string, unknown>} params */
  async #step(method, params) {
    const result = await this.#call(method, params);
    this.lastStep = `${describe(method, withoutUndefined(params))} (version ${this.version})`;
    this.lastResult = result;
    return result;
  }

  /** `store/dispatch`: `{version, changed, received, events, effects}`. @param {unknown} action */
  dispatch(action) { return this.#step('store/dispatch', { action }); }

  /** `store/state`: the state, or the value at a JSON Pointer. @param {string | Array<string | number>} [at] */
  async state(at) { return (await this.#call('store/state', { pointer: pointer(at) })).value; }

  /**
   * `view/render`: the tree (`json`), its text form (`text`) or the screen as one self-contained
   * HTML page in the store's environment (`html`). @param {'json' | 'text' | 'html'} [format]
   */
  async render(format = 'json') { return (await this.#call('view/render', { format })).tree; }

  /** `view/tap` on a selector. @param {string | Record<string, unknown>} target */
  tap(target) { return this.#step('view/tap', { selector: selector(target) }); }

  /** `view/input`: types `text` into a text field. @param {string | Record<string, unknown>} target @param {string} text */
  input(target, text) { return this.#step('view/input', { selector: selector(target), text }); }

  /** @param {string | Record<string, unknown>} target */
  appear(target) { return this.#step('view/appear', { selector: selector(target) }); }

  /** `view/focus`; `focus(null)` unfocuses. @param {string | Record<string, unknown> | null} target */
  focus(target) { return this.#step('view/focus', { selector: target === null ? null : selector(target) }); }

  /** `clock/advance` of the test clock. @param {number} ms */
  advance(ms) { return this.#step('clock/advance', { ms }); }

  /** @param {number} [timeoutMs] */
  settle(timeoutMs) { return this.#step('store/settle', { timeoutMs }); }

  /** @param {Record<string, unknown>} environment */
  setEnvironment(environment) { return this.#step('environment/set', { environment }); }

  async effects() { return (await this.#call('effects/list')).effects ?? []; }

  /** `effects/cancel`: one effect (an id from `effects()`), or every effect. @param {number} [effect] */
  cancelEffects(effect) { return this.#call('effects/cancel', { effect }); }

  /**
   * `history/list` (one page): `{entries, next?, versions: {from, to}, dropped}`.
   * @param {{from?: number, limit?: number}} [options] `from`: the first sequence wanted (a previous page's `next`)
   */
  history(options = {}) {
    return this.host.request('history/list', withoutUndefined({ storeId: this.id, from: options.from, limit: options.limit }));
  }

  /**
   * Every history entry from `from` on, oldest first, following `next` page by page.
   * @param {{from?: number, pageSize?: number}} [options]
   */
  async *historyEntries(options = {}) {
    let from = options.from;
    for (;;) {
      const page = await this.history({ from, limit: options.pageSize });
      yield* page.entries ?? [];
      if (page.next === undefined || page.next === null) return;
      from = page.next;
    }
  }

  /** `history/jump`: restores `version` as a new version; a step result (−33012 unknown version). @param {number} version */
  jump(version) { return this.#step('history/jump', { version }); }

  /**
   * `store/subscribe`: `store/didChange` patches applied to local copies of the state (`state`,
   * default true) and the rendered JSON tree (`view`, default false).
   * @param {{state?: boolean, view?: boolean}} [options]
   */
  async subscribe(options = {}) {
    const queue = this.host.notifications('store/didChange');
    try {
      const result = await this.host.request('store/subscribe', { storeId: this.id, state: options.state ?? true, view: options.view ?? false });
      return new Subscription(this.host, result ?? {}, queue);
    } catch (error) {
      queue.close();
      if (error instanceof UIStateError && error.code === ErrorCode.METHOD_NOT_FOUND) {
        throw new UIStateError(error.code, SUBSCRIBE_MISSING, error.data, 'store/subscribe');
      }
      throw error;
    }
  }

  /** `store/destroy`: `{storeId, version}`; the store's effects are cancelled. */
  destroy() { return this.host.request('store/destroy', { storeId: this.id }); }

  async [Symbol.asyncDispose ?? Symbol.for('Symbol.asyncDispose')]() { await this.destroy(); }

  // MARK: - Assertions

  /** @param {string} what */
  #title(what) { return `${what} of store ${this.id} does not match after ${this.lastStep}`; }

  /**
   * Asserts the state (or the value at `at`); the failure shows `- expected / + actual`.
   * @param {unknown} expected
   * @param {{at?: string | Array<string | number>, partial?: boolean}} [options]
   */
  async expectState(expected, options = {}) {
    const actual = await this.state(options.at);
    assertJSON(expected, actual, { partial: options.partial, title: this.#title(options.at ? `State at ${pointer(options.at)}` : 'State') });
    return actual;
  }

  /** Asserts a rendered node (partially by default). @param {string} nodeId @param {Record<string, unknown>} expected @param {{partial?: boolean}} [options] */
  async expectNode(nodeId, expected, options = {}) {
    const node = findNode(await this.render('json'), nodeId);
    const title = this.#title(`Node '${nodeId}'`);
    if (node === undefined) assertJSON(expected, null, { title: `${title}: no such node in the rendered tree` });
    assertJSON(expected, node, { partial: options.partial ?? true, title });
    return node;
  }

  /** The actions received from effects in the last step's result. @param {unknown[]} actions @param {Record<string, any>} [result] */
  expectReceived(actions, result) {
    assertJSON(actions, (result ?? this.lastResult ?? {}).received ?? [], { title: this.#title('Received actions') });
  }
}

/**
 * `store/didChange` of one subscription, applied to local copies: `statePatch` to `state`,
 * `treePatch` to `tree`. Each notification's `baseVersion` must equal the local `version`; when it
 * does not (a notification was missed) the copies are re-fetched with `store/state` and
 * `view/render` (format json) instead of patching a diverged copy (`resyncs` counts these), and
 * notifications no newer than the local copy are skipped.
 */
export class Subscription {
  /** @param {import('./host.js').Host} host @param {Record<string, any>} result @param {import('./host.js').NotificationQueue} queue */
  constructor(host, result, queue) {
    this.host = host;
    this.id = result.subscription;
    this.storeId = result.storeId;
    this.version = result.version;
    this.hasState = 'state' in result;
    this.hasTree = 'tree' in result;
    this.state = result.state;
    this.tree = result.tree;
    this.resyncs = 0;
    this.closed = false;
    this.queue = queue;
  }

  /** The next change of this subscription, applied. @param {number | null} [timeoutMs] */
  async next(timeoutMs = 10_000) {
    for (;;) {
      const change = /** @type {any} */ (await this.queue.next(timeoutMs));
      if (change?.subscription !== this.id) continue;
      if (Number.isInteger(this.version) && Number.isInteger(change.version) && change.version <= this.version) continue;
      if (change.baseVersion === this.version) {
        const state = change.statePatch != null ? applyPatch(this.state, change.statePatch) : this.state;
        const tree = change.treePatch != null ? applyPatch(this.tree, change.treePatch) : this.tree;
        this.state = state;
        this.tree = tree;
        this.version = change.version;
      } else {
        await this.#resync();
      }
      return change;
    }
  }

  async #resync() {
    for (let attempt = 0; attempt < 20; attempt++) {
      const [state, tree] = await Promise.all([
        this.hasState ? this.host.request('store/state', { storeId: this.storeId }) : undefined,
        this.hasTree ? this.host.request('view/render', { storeId: this.storeId, format: 'json' }) : undefined,
      ]);
      if (state && tree && state.version !== tree.version) continue;
      if (state) this.state = state.value;
      if (tree) this.tree = tree.tree;
      this.version = (state ?? tree).version;
      this.resyncs++;
      return;
    }
    throw new UIStateError(ErrorCode.TIMEOUT, `subscription ${this.id}: could not re-fetch state and tree at one version`);
  }

  /**
   * Applies notifications until the local copies reach `version` (e.g. `store.version` after a
   * step: its notification may arrive after the step's reply).
   * @param {number} version @param {number | null} [timeoutMs]
   */
  async waitFor(version, timeoutMs = 10_000) {
    while (!(Number.isInteger(this.version) && this.version >= version)) await this.next(timeoutMs);
    return this;
  }

  async *[Symbol.asyncIterator]() {
    for (;;) yield await this.next(null);
  }

  /** `store/unsubscribe`: `{subscription, version}`; −33013 when it already ended. */
  async close() {
    this.queue.close();
    this.closed = true;
    return this.host.request('store/unsubscribe', { subscription: this.id });
  }

  async [Symbol.asyncDispose ?? Symbol.for('Symbol.asyncDispose')]() {
    if (this.closed) return;
    try {
      await this.close();
    } catch (error) {
      if (!(error instanceof UIStateError && error.code === ErrorCode.UNKNOWN_SUBSCRIPTION)) throw error;
    }
  }
}

/** Host-level helpers, mixed into `Host`. */
export class HostMethods {
  /** @param {string} method @param {unknown} [params] @param {object} [options] @returns {Promise<any>} */
  request(method, params, options) { throw new Error('implemented by Host'); }

  /** `plugin/list`: the features, with versions, schemas, initial states and presets. */
  async plugins() { return (await this.request('plugin/list', {})).features ?? []; }

  /** `component/list`: every component with its properties, types and defaults. */
  async components() { return (await this.request('component/list', {})).components ?? []; }

  /**
   * `component/render`: the rendered tree of one component, or with `format: 'html'` its page;
   * `environment` as `createStore` takes it (`{colorScheme: 'dark'}`).
   * @param {string} name @param {Record<string, unknown>} [properties]
   * @param {{format?: 'json' | 'html', environment?: Record<string, unknown>}} [options]
   */
  async renderComponent(name, properties, { format, environment } = {}) {
    return (await this.request('component/render', withoutUndefined({ name, properties, format, environment }))).tree;
  }

  /**
   * `store/create`: a `Store` of `feature` (its launch action already sent).
   * @param {string} feature
   * @param {{initialState?: unknown, environment?: unknown, dependencies?: unknown, storage?: string}} [options]
   */
  async createStore(feature, options = {}) {
    const result = await this.request('store/create', withoutUndefined({ feature, ...options }));
    return new Store(/** @type {any} */ (this), result.storeId, result);
  }

  /** `store/list`. */
  async stores() {
    const result = await this.request('store/list', {});
    return result && !Array.isArray(result) && result.stores ? result.stores : result;
  }

  /** A `Store` for an existing id (nothing is sent). @param {string} id */
  store(id) { return new Store(/** @type {any} */ (this), id); }

  /**
   * `scenario/run`: the JSON report `{version, summary, scenarios}`. A failing scenario is a normal
   * result (`status: "failed"`); −33008 (`SCENARIO_FAILED`) means it could not run.
   * @param {{document?: unknown, path?: string, file?: string, options?: {filter?: string, tags?: string[], updateSnapshots?: boolean, timings?: boolean, jobs?: number, shard?: {index: number, count: number}, timeout?: number}}} scenario
   */
  replay(scenario) {
    if ((scenario.document === undefined) === (scenario.path === undefined)) throw new TypeError('replay needs exactly one of document or path');
    return this.request('scenario/run', withoutUndefined(scenario));
  }
}
