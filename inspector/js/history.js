// The store's history as a timeline (`history/list`): each entry with its origin, action and
// the state diff it made; selecting one shows the screen and state at its version, and its
// "Jump" button restores it in one click (`history/jump`). A filter keeps the entries whose
// action's case names contain its text; keystrokes in one field (consecutive outside actions
// of the same case with a text payload) are one row, opened to show each. An action's "Skip"
// toggles it out of the state recomputed on a fork (skipreplay.js).

import { byId, h, brief } from "./dom.js";
import { diff } from "./patch.js";
import { casesOf, resolve } from "./schemaform.js";

export class HistoryPanel {
  constructor(connection, { send, preview, report, actionSchema, onVersions, skip, isSkipped }) {
    this.skip = skip;                   // (entry) → toggles whether the recomputed state leaves it out
    this.isSkipped = isSkipped;         // (sequence) → whether it is left out
    this.onVersions = onVersions;       // ({from, to} | null) → told after every refresh
    this.actionSchema = actionSchema;   // () → the selected store's action schema, or null
    this.connection = connection;
    this.send = send;
    this.preview = preview;   // (entry | null) → shows that version, or live again
    this.report = report;
    this.entries = [];
    this.entriesOf = null;      // the session `entries` were read for
    this.dropped = 0;           // how many entries the host had dropped when they were read
    this.selected = null;
    this.session = null;
    this.opened = new Set();   // sequence numbers of the first entry of each opened group
    byId("history-filter").addEventListener("input", () => this.draw());
  }

  async refresh(session) {
    this.session = session;
    if (!session) {
      byId("timeline").replaceChildren();
      this.onVersions?.(null);
      return;
    }
    // Only what is new: from the sequence after the newest entry held for this store. History
    // is linear (a jump is an entry too), so what is held stays true unless the host dropped
    // its oldest entries, and then the timeline is read again from the oldest kept.
    const continuing = this.entriesOf === session;
    const newest = continuing && this.entries.length ? this.entries[this.entries.length - 1].sequence : null;
    const { entries, versions, dropped } = await this.read(session, newest === null ? 0 : newest + 1);
    if (session !== this.session) return;
    if (continuing && dropped === this.dropped && this.entriesOf === session) {
      // Another refresh may have added some of them meanwhile: keep each sequence once.
      const held = this.entries.length ? this.entries[this.entries.length - 1].sequence : -1;
      this.entries = this.entries.concat(entries.filter((entry) => entry.sequence > held));
    } else if (newest === null || !continuing) {
      this.entries = entries;
    } else {
      const all = await this.read(session, 0);
      if (session !== this.session) return;
      this.entries = all.entries;
    }
    this.entriesOf = session;
    this.dropped = dropped;
    this.draw();
    this.onVersions?.(versions);
  }

  /** The entries from sequence `from` on (every page), with `versions` and `dropped`. */
  async read(session, from) {
    const entries = [];
    let versions = null;
    let dropped = 0;
    for (let page = 0; page < 20; page += 1) {
      const result = await this.connection.call("history/list", { storeId: session.storeId, from, limit: 1000 });
      entries.push(...result.entries);
      versions = result.versions;
      dropped = result.dropped;
      if (result.next === undefined) break;
      from = result.next;
    }
    return { entries, versions, dropped };
  }

  draw() {
    const timeline = byId("timeline");
    const filter = byId("history-filter").value.trim().toLowerCase();
    const shown = filter ? this.entries.filter((entry) => caseNames(entry).toLowerCase().includes(filter)) : this.entries;
    const items = filter ? [] : [h("li", { dataset: { version: 0, sequence: 0 }, class: this.selected?.sequence === 0 ? "selected" : "",
      onclick: () => this.select({ sequence: 0, version: 0, origin: "created", action: null, changed: false }) },
      h("span", { class: "origin" }, "created"), "version 0", this.jumpButton(0))];
    const root = this.actionSchema?.() ?? null;
    for (const group of keystrokeGroups(shown, root)) {
      const last = group[group.length - 1];
      if (group.length === 1) {
        items.push(this.row(last));
        continue;
      }
      const opened = this.opened.has(group[0].sequence);
      const selected = group.some((entry) => entry.sequence === this.selected?.sequence);
      items.push(h("li", {
        dataset: { version: last.version, sequence: last.sequence, group: keystroke(last, root) },
        class: selected && !opened ? "selected" : "",
        onclick: () => this.select(last),
      }, h("span", { class: "origin" }, `${last.origin} · v${group[0].version}–v${last.version}`), brief(last.action, 70),
      h("button", { type: "button", class: "group-count", "aria-expanded": String(opened), onclick: (event) => {
        event.stopPropagation();
        if (opened) this.opened.delete(group[0].sequence); else this.opened.add(group[0].sequence);
        this.draw();
      } }, `${group.length} keystrokes ${opened ? "▾" : "▸"}`), this.jumpButton(last.version)));
      if (opened) items.push(...group.map((entry) => this.row(entry, "member")));
    }
    timeline.replaceChildren(...items.reverse());
  }

  jumpButton(version) {
    return h("button", { type: "button", class: "jump", dataset: { jump: version }, onclick: (event) => {
      event.stopPropagation();
      this.jump(version);
    } }, "Jump");
  }

  skipButton(entry, skipped) {
    return h("button", { type: "button", class: "skip", "aria-pressed": String(skipped), dataset: { skip: entry.sequence },
      title: "Recompute the state without this action, on a fork", onclick: (event) => {
        event.stopPropagation();
        this.skip(entry);
      } }, skipped ? "Unskip" : "Skip");
  }

  /** One entry's row: origin, version, action, events, the diff it made and its Jump button. */
  row(entry, extraClass = "") {
    const seen = this.session?.seen ?? new Map();
    const action = entry.action !== null ? brief(entry.action, 70)
      : entry.origin === "jump" ? `jump to ${entry.toVersion}`
        : entry.origin === "replace" ? "state replaced" : "environment";
    const skipped = this.isSkipped?.(entry.sequence) ?? false;
    const item = h("li", {
      dataset: { version: entry.version, sequence: entry.sequence },
      class: [this.selected?.sequence === entry.sequence ? "selected" : "", extraClass, skipped ? "skipped" : ""].filter(Boolean).join(" "),
      onclick: () => this.select(entry),
    }, h("span", { class: "origin" }, `${entry.origin} · v${entry.version}`), h("span", { class: "action" }, action),
    entry.events?.length ? h("span", { class: "muted" }, ` ${brief(entry.events, 40)}`) : null,
    this.jumpButton(entry.version), entry.action !== null && this.skip ? this.skipButton(entry, skipped) : null);
    if (entry.changed) {
      const before = seen.get(entry.version - 1)?.state;
      const after = seen.get(entry.version)?.state;
      item.append(before !== undefined && after !== undefined
        ? h("div", { class: "diff" }, diff(before, after).map((change) => h("div", {},
          `${change.path}: `, h("span", { class: "removed" }, change.before === undefined ? "∅" : JSON.stringify(change.before)),
          " → ", h("span", { class: "added" }, change.after === undefined ? "∅" : JSON.stringify(change.after)))))
        : h("div", { class: "diff muted" }, "(diff not seen by this page)"));
    }
    return item;
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

/** What the filter matches: an action's case names, outermost first, and a bare innermost
 * value (`selection.customInputButtonTapped`); an entry without an action, its origin. */
export function caseNames(entry) {
  const names = [];
  let action = entry.action;
  while (action !== null && typeof action === "object" && !Array.isArray(action) && Object.keys(action).length === 1) {
    const [name] = Object.keys(action);
    names.push(name);
    action = action[name];
  }
  if (typeof action === "string") names.push(action);
  return names.join(".") || (entry.origin === "jump" ? "jump" : entry.origin);
}

/**
 * The case path of a keystroke (an outside action whose payload, by the action schema, is a
 * text field: `selection.customTextChanged`), or null for anything else.
 */
function keystroke(entry, root) {
  if (!root || entry.origin !== "outside") return null;
  const names = [];
  let schema = root;
  let action = entry.action;
  while (action !== null && typeof action === "object" && !Array.isArray(action) && Object.keys(action).length === 1) {
    const [name] = Object.keys(action);
    const found = casesOf(schema, root).find((item) => item.name === name);
    if (!found?.payload) return null;
    names.push(name);
    schema = found.payload;
    action = action[name];
  }
  const payload = resolve(schema, root);
  const types = Array.isArray(payload.type) ? payload.type : [payload.type];
  return names.length && typeof action === "string" && types.includes("string") && !payload.enum ? names.join(".") : null;
}

/** Entries in order, consecutive keystrokes into one field in one group. */
function keystrokeGroups(entries, root) {
  const groups = [];
  for (const entry of entries) {
    const key = keystroke(entry, root);
    const last = groups[groups.length - 1];
    if (key !== null && last && keystroke(last[0], root) === key) last.push(entry);
    else groups.push([entry]);
  }
  return groups;
}
