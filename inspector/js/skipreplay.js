// Skip and replay, as Redux DevTools toggles an action: the state recomputed without the
// actions the user skipped, on a fork of the store (`store/fork`), never on the live store. The
// fork is jumped back to the version before the first skipped action, every later action of
// history but the skipped ones is sent to it again (a replaced state is put in place again), its
// state and screen are read, and the fork is destroyed. Applying the result to the live store is
// a `store/replaceState`: one recorded, exportable step.

import { deviceParam } from "./devices.js";

export class SkipReplay {
  constructor(connection) {
    this.connection = connection;
    this.skipped = new Set();   // sequence numbers of the entries left out
  }

  /** Adds or removes `entry` from the skipped ones. */
  toggle(entry) {
    if (this.skipped.has(entry.sequence)) this.skipped.delete(entry.sequence);
    else this.skipped.add(entry.sequence);
  }

  clear() { this.skipped.clear(); }

  /**
   * The store `session` follows as it would be without the skipped entries of `entries`
   * (history/list's, oldest first): `{state, tree, html, fork}`.
   */
  async recompute(session, entries) {
    const first = Math.min(...this.skipped);
    const earlier = entries.filter((entry) => entry.sequence < first);
    const later = entries.filter((entry) => entry.sequence >= first);
    if (later.some((entry) => entry.origin === "jump")) {
      throw new Error("history jumped after the skipped action: there is no single line of actions to replay without it");
    }
    const base = earlier.length ? earlier[earlier.length - 1].version : 0;
    const call = (method, params) => this.connection.call(method, params);
    const { storeId: fork } = await call("store/fork", { storeId: session.storeId });
    try {
      await call("history/jump", { storeId: fork, version: base });
      for (const entry of later) {
        if (this.skipped.has(entry.sequence)) continue;
        if (entry.origin === "replace") {
          await call("store/replaceState", { storeId: fork, state: (await session.past(entry.version)).state });
        } else if (entry.action !== null) {
          await call("store/dispatch", { storeId: fork, action: entry.action });
        }
        // An environment change stays as the fork has it: it moves no state.
      }
      const [state, tree, html] = await Promise.all([
        call("store/state", { storeId: fork }),
        call("view/render", { storeId: fork, format: "json" }),
        call("view/render", { storeId: fork, format: "html", ...deviceParam(session.device) }),
      ]);
      return { state: state.value, tree: tree.tree, html: html.tree, fork };
    } finally {
      await call("store/destroy", { storeId: fork }).catch(() => {});
    }
  }
}
