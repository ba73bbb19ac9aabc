// The store's history as a timeline (`history/list`): each entry with its origin, action and
// the state diff it made; selecting one shows the screen and state at its version (from the
// versions this page has seen), and "Jump" restores it (`history/jump`).

import { byId, h, brief } from "./dom.js";
import { diff } from "./patch.js";

export class HistoryPanel {
  constructor(connection, { send, preview, report }) {
    this.connection = connection;
    this.send = send;
    this.preview = preview;   // (entry | null) → shows that version, or live again
    this.report = report;
    this.entries = [];
    this.selected = null;
    this.session = null;
  }

  async refresh(session) {
    this.session = session;
    if (!session) {
      byId("timeline").replaceChildren();
      return;
    }
    const entries = [];
    let from = 0;
    for (let page = 0; page < 20; page += 1) {
      const result = await this.connection.call("history/list", { storeId: session.storeId, from, limit: 1000 });
      entries.push(...result.entries);
      if (result.next === undefined) break;
      from = result.next;
    }
    if (session !== this.session) return;
    this.entries = entries;
    this.draw();
  }

  draw() {
    const timeline = byId("timeline");
    const seen = this.session?.seen ?? new Map();
    const items = [h("li", { dataset: { version: 0, sequence: 0 }, class: this.selected?.sequence === 0 ? "selected" : "",
      onclick: () => this.select({ sequence: 0, version: 0, origin: "created", action: null, changed: false }) },
      h("span", { class: "origin" }, "created"), "version 0")];
    for (const entry of this.entries) {
      const action = entry.action === null ? (entry.origin === "jump" ? `jump to ${entry.toVersion}` : "environment") : brief(entry.action, 70);
      const item = h("li", {
        dataset: { version: entry.version, sequence: entry.sequence },
        class: this.selected?.sequence === entry.sequence ? "selected" : "",
        onclick: () => this.select(entry),
      }, h("span", { class: "origin" }, `${entry.origin} · v${entry.version}`), action,
      entry.events?.length ? h("span", { class: "muted" }, ` ${brief(entry.events, 40)}`) : null);
      if (entry.changed) {
        const before = seen.get(entry.version - 1)?.state;
        const after = seen.get(entry.version)?.state;
        item.append(before !== undefined && after !== undefined
          ? h("div", { class: "diff" }, diff(before, after).map((change) => h("div", {},
            `${change.path}: `, h("span", { class: "removed" }, change.before === undefined ? "∅" : JSON.stringify(change.before)),
            " → ", h("span", { class: "added" }, change.after === undefined ? "∅" : JSON.stringify(change.after)))))
          : h("div", { class: "diff muted" }, "(diff not seen by this page)"));
      }
      items.push(item);
    }
    timeline.replaceChildren(...items.reverse());
  }

  select(entry) {
    this.selected = entry;
    this.draw();
    this.preview(entry);
  }

  clearSelection() {
    this.selected = null;
    this.draw();
  }

  async jump(version) {
    await this.send("history/jump", { version });
    this.clearSelection();
    this.preview(null);
  }
}
