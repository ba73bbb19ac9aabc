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

  /** `view/render`: the tree (`json`) or its text form (`text`). @param {'json' | 'text'} [format] */
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

  /** @param {Record<string, unknown>} [options] */
  history(options = {}) { return this.#call('history/list', options); }

  /** @param {number} version */
  jump(version) { return this.#step('history/jump', { version }); }

  /**
   * `store/subscribe`: an async iterator of `store/didChange` patches applied to local copies.
   * @param {{state?: boolean, tree?: boolean}} [options]
   */
  async subscribe(options = {}) {
    const queue = this.host.notifications('store/didChange');
    try {
      const result = await this.host.request('store/subscribe', { storeId: this.id, state: options.state ?? true, tree: options.tree ?? false });
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

/** `store/didChange` of one subscription, applied to local copies `state` and `tree`. */
export class Subscription {
  /** @param {import('./host.js').Host} host @param {Record<string, any>} result @param {import('./host.js').NotificationQueue} queue */
  constructor(host, result, queue) {
    this.host = host;
    this.id = result.subscription;
    this.version = result.version;
    this.state = result.state;
    this.tree = result.tree;
    this.queue = queue;
  }

  /** The next change (after applying it). @param {number | null} [timeoutMs] */
  async next(timeoutMs = 10_000) {
    for (;;) {
      const change = /** @type {any} */ (await this.queue.next(timeoutMs));
      if (change?.subscription !== this.id) continue;
      if (change.baseVersion !== this.version) {
        throw new UIStateError(ErrorCode.UNKNOWN_VERSION,
          `missed a change: patch is based on version ${change.baseVersion}, the local copy is at ${this.version}`, change);
      }
      const patch = change.patch;
      if (Array.isArray(patch)) this.state = applyPatch(this.state, patch);
      else if (patch && typeof patch === 'object') {
        if (patch.state) this.state = applyPatch(this.state, patch.state);
        if (patch.tree) this.tree = applyPatch(this.tree, patch.tree);
      }
      this.version = change.version;
      return change;
    }
  }

  async *[Symbol.asyncIterator]() {
    for (;;) yield await this.next(null);
  }

  async close() {
    this.queue.close();
    await this.host.request('store/unsubscribe', { subscription: this.id });
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

  /** `component/render`: the rendered tree of one component. @param {string} name @param {Record<string, unknown>} [properties] */
  async renderComponent(name, properties) { return (await this.request('component/render', withoutUndefined({ name, properties }))).tree; }

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
   * `scenario/run`: the JSON report. A failing scenario is a normal result; −33008 means it could not run.
   * @param {{document?: unknown, path?: string, options?: Record<string, unknown>}} scenario
   */
  replay(scenario) {
    if ((scenario.document === undefined) === (scenario.path === undefined)) throw new TypeError('replay needs exactly one of document or path');
    return this.request('scenario/run', withoutUndefined(scenario));
  }
}
