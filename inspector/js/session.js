// One store as the page follows it: a subscription to its state and tree, kept current by
// `store/didChange` patches, with the versions seen kept so that the history panel can show
// a past screen and state and each action's diff. What is kept of the past is bounded: the
// newest KEPT_VERSIONS versions seen and renderings taken, and the newest KEPT_PAST versions
// asked of the host; an older one is asked of the host again (`history/version`).

import { deviceParam } from "./devices.js";
import { applyPatch, touchedPaths } from "./patch.js";

export const KEPT_VERSIONS = 500;
export const KEPT_PAST = 100;

/** Sets `key` in `map` as its newest entry, dropping the oldest past `limit`. */
function keepNewest(map, key, value, limit) {
  map.delete(key);
  map.set(key, value);
  while (map.size > limit) map.delete(map.keys().next().value);
}

export class StoreSession {
  constructor(connection, storeId, onChange, device) {
    this.connection = connection;
    this.device = device;      // the device the screen is drawn on (devices.js)
    this.storeId = storeId;
    this.onChange = onChange;
    this.subscription = null;
    this.version = null;
    this.state = null;
    this.tree = null;
    this.changedPaths = [];
    this.seen = new Map();     // version → {state, tree}
    this.pages = new Map();    // version → the screen's HTML rendering, as this page took it
    this.html = null;          // the newest rendering taken
    this.htmlVersion = -1;
    this.rendering = false;    // a view/render html in flight
    this.renderAgain = false;  // the store moved while it was
    this.early = [];           // notifications that beat the subscribe reply
    this.pastVersions = new Map(); // version → `history/version`'s reply: what a version was
  }

  /**
   * Version `version` as the host's history holds it (state, tree, HTML on the device), asked
   * once while it is among the newest asked.
   */
  past(version) {
    const kept = this.pastVersions.get(version);
    if (kept) return kept;
    const asked = this.connection.call("history/version", { storeId: this.storeId, version, ...deviceParam(this.device) });
    asked.catch(() => { if (this.pastVersions.get(version) === asked) this.pastVersions.delete(version); });
    keepNewest(this.pastVersions, version, asked, KEPT_PAST);
    return asked;
  }

  /**
   * Draws the screen on `device` from now on: renderings taken on the one before are
   * forgotten (past versions are asked of the host again) and the screen is rendered again.
   */
  setDevice(device) {
    if (device === this.device) return;
    this.device = device;
    this.pages.clear();
    this.pastVersions.clear();
    this.htmlVersion = -1;   // the screen shown stays until the new device's rendering replaces it
    this.renderHTML();
  }

  /** Keeps `state` and `tree` as what version `version` was. */
  see(version, state, tree) {
    keepNewest(this.seen, version, { state, tree }, KEPT_VERSIONS);
  }

  async start() {
    this.subscription = null;
    const result = await this.connection.call("store/subscribe", { storeId: this.storeId, state: true, view: true });
    this.subscription = result.subscription;
    this.version = result.version;
    this.state = result.state;
    this.tree = result.tree;
    this.changedPaths = [];
    this.see(this.version, this.state, this.tree);
    const early = this.early.filter((params) => params.subscription === this.subscription);
    this.early = [];
    for (const params of early) this.receive(params, { quiet: true });
    this.onChange(this);
    this.renderHTML();
  }

  /**
   * The HTML rendering of the screen at `version`, when this page took one of the same tree
   * (a version whose tree did not change keeps the tree object of the version before it).
   */
  pageAt(version) {
    const tree = this.seen.get(version)?.tree;
    if (!tree) return null;
    for (const [taken, html] of this.pages) if (this.seen.get(taken)?.tree === tree) return html;
    return null;
  }

  /**
   * Takes the screen's HTML rendering (`view/render` format html, in the store's environment)
   * after a change: one request at a time, once more if the store moved meanwhile; a reply for
   * an older version than the one shown is dropped.
   */
  async renderHTML() {
    if (this.rendering) {
      this.renderAgain = true;
      return;
    }
    this.rendering = true;
    try {
      do {
        this.renderAgain = false;
        const device = this.device;
        const result = await this.connection.call("view/render", { storeId: this.storeId, format: "html", ...deviceParam(device) });
        if (device !== this.device) {
          this.renderAgain = true;   // drawn on the device before a change of device
        } else if (result.version >= this.htmlVersion) {
          this.html = result.tree;
          this.htmlVersion = result.version;
          keepNewest(this.pages, result.version, result.tree, KEPT_VERSIONS);
          this.onChange(this);
        }
      } while (this.renderAgain && this.subscription !== null);
    } catch {
      // The store is gone (destroyed, or the connection closed): the outline stays.
    } finally {
      this.rendering = false;
    }
  }

  async stop() {
    const subscription = this.subscription;
    this.subscription = null;
    if (subscription) {
      try { await this.connection.call("store/unsubscribe", { subscription }); } catch { /* store gone */ }
    }
  }

  /** A `store/didChange`; returns false when it is not this session's. */
  receive(params, { quiet = false } = {}) {
    if (params.storeId !== this.storeId) return false;
    if (this.subscription === null) {
      this.early.push(params);
      return true;
    }
    if (params.subscription !== this.subscription) return false;
    if (params.version <= this.version) return true;
    if (params.baseVersion !== this.version) {
      // A gap (should not happen: the chain is unbroken); start over from a snapshot.
      this.start();
      return true;
    }
    if (params.statePatch) this.state = applyPatch(this.state, params.statePatch);
    if (params.treePatch) this.tree = applyPatch(this.tree, params.treePatch);
    this.changedPaths = params.statePatch ? touchedPaths(params.statePatch) : [];
    this.version = params.version;
    this.see(this.version, this.state, this.tree);
    if (!quiet) {
      this.onChange(this);
      if (params.treePatch) this.renderHTML();
    }
    return true;
  }
}
