// The inspector page: connects with the token from the URL fragment (never a query string, so
// it stays out of server logs and Referer headers), then wires the panels to the selected store.

import { ClockPanel } from "./clock.js";
import { byId, h } from "./dom.js";
import { ActionConsole } from "./console.js";
import { EnvironmentPanel } from "./environment.js";
import { exportScenario } from "./exporter.js";
import { FeaturesPanel } from "./features.js";
import { HistoryPanel } from "./history.js";
import { Playback } from "./playback.js";
import { Connection, RPCError, SerialQueue } from "./rpc.js";
import { createScreen } from "./screen.js";
import { StoreSession } from "./session.js";
import { StateEditor } from "./stateeditor.js";
import { SkipReplay } from "./skipreplay.js";
import { TracePanel } from "./trace.js";
import { createStateTree } from "./tree.js";
import { makeColumnsResizable } from "./layout.js";
import { showComponents } from "./components.js";
import { deviceNamed, fillDeviceSelect } from "./devices.js";

const fragment = new URLSearchParams(location.hash.slice(1));
const token = fragment.get("token");
const connection = new Connection(token);
const queue = new SerialQueue();
let session = null;
let previewing = null;
let refreshTimer = null;
const storeFeatures = new Map();   // store id → its feature's name (store/list)
// The device the screen is drawn on: `inspect --device` names it in the fragment (the iPhone 15
// unless told), and the Screen panel's picker changes it.
let device = deviceNamed(fragment.get("device"));

function setStatus(text) { byId("connection-status").textContent = text; }

/** Shows an error (a refusal of the host included) instead of swallowing it. */
function report(error, what) {
  const notice = byId("notice");
  notice.className = "notice";
  if (error instanceof RPCError) {
    const reason = error.data?.reason ? ` (${error.data.reason})` : "";
    notice.textContent = `${what} refused: ${error.code} ${error.message}${reason}`;
    notice.dataset.code = String(error.code);
  } else {
    notice.textContent = `${what} failed: ${error.message ?? error}`;
    delete notice.dataset.code;
  }
  notice.hidden = false;
}

function clearNotice() {
  byId("notice").hidden = true;
  byId("notice").textContent = "";
}

/** Sends a request about the selected store, in the order the user made them. */
function send(method, params = {}) {
  if (!session) return Promise.resolve(null);
  const storeId = session.storeId;
  return queue.run(async () => {
    try {
      const result = await connection.call(method, { storeId, ...params });
      clearNotice();
      byId("last-reply").textContent = `${method}: ${JSON.stringify(result)}`;
      if (result && Array.isArray(result.effects)) {
        clock.show(result.effects);
        // A step that changed nothing sends no store/didChange, yet it may have moved the
        // clock (an advance that woke no timer) or added a history entry: re-read both.
        scheduleRefresh();
      }
      return result;
    } catch (error) {
      report(error, method);
      byId("last-reply").textContent = `${method}: error ${error.code ?? ""} ${error.message}`;
      return null;
    }
  });
}

const screen = createScreen(byId("screen"), {
  tap: (id) => send("view/tap", { selector: { id } }),
  input: (id, text) => send("view/input", { selector: { id }, text }),
  appear: (id) => send("view/appear", { selector: { id } }),
});
screen.setDevice(device);
fillDeviceSelect(byId("screen-device"), device.name);
byId("screen-device").addEventListener("change", (event) => {
  device = deviceNamed(event.target.value);
  screen.setDevice(device);
  session?.setDevice(device);
  // A past version shown is asked of the host again, on the new device.
  if (previewing && previewing.version !== undefined) showPreview(previewing);
});
const selectedFeature = () => (session ? features.features.find((feature) => feature.name === session.feature) ?? null : null);
const stateEditor = new StateEditor({ send, feature: selectedFeature, state: () => session?.state ?? null });
const stateTree = createStateTree(byId("state-tree"), { edit: (pointer, text) => stateEditor.editValue(pointer, text) });
const clock = new ClockPanel({ send, report });
const environment = new EnvironmentPanel({ send });
const actionConsole = new ActionConsole({ send });
const historyPanel = new HistoryPanel(connection, {
  send, preview: showPreview, report,
  actionSchema: () => features.features.find((feature) => feature.name === session?.feature)?.actionSchema ?? null,
  onVersions: (versions) => playback.show(versions),
  skip: (entry) => toggleSkip(entry),
  isSkipped: (sequence) => skipReplay.skipped.has(sequence),
});
const skipReplay = new SkipReplay(connection);
const playback = new Playback({
  preview: (version) => {
    if (version === null) {
      historyPanel.clearSelection();
      showPreview(null);
    } else {
      showPreview(historyPanel.entries.findLast((entry) => entry.version === version) ?? { version, sequence: null });
    }
  },
});
const features = new FeaturesPanel(connection, {
  preselect: fragment.get("feature"),
  report,
  onCreate: async (storeId) => {
    await loadStores(storeId);
  },
});

const tracePanel = new TracePanel(connection, {
  report,
  preview: showTraceStep,
  continued: async (storeId, step, matches) => {
    await loadStores(storeId);
    const notice = byId("notice");
    notice.className = matches ? "notice info" : "notice";
    notice.textContent = matches
      ? `continued live from step ${step} in ${storeId}: its state is the trace's`
      : `continued live from step ${step} in ${storeId}, but its state differs from the trace's (a feature that changed since?)`;
    notice.hidden = false;
  },
});

/** Shows a recorded step of the trace in place of the live store. */
function showTraceStep(step) {
  previewing = { trace: step.number };
  const banner = byId("preview-banner");
  const what = step.listed
    ? `Scenario step ${step.listed.number} (${step.listed.kind}${step.listed.label ? ` “${step.listed.label}”` : ""}), after ${step.request.method}`
    : `Trace step ${step.number}: ${step.request.method}`;
  banner.replaceChildren(h("span", {}, `${what} — `),
    h("button", { type: "button", id: "live-button", onclick: () => { previewing = null; banner.hidden = true; draw(); } }, "Back to live"));
  banner.hidden = false;
  const shown = step.listed ? `scenario step ${step.listed.number} · trace step ${step.number}` : `trace step ${step.number}`;
  byId("screen-version").textContent = shown;
  byId("state-version").textContent = shown;
  // `inspect` rendered the recorded tree when it loaded the trace.
  screen.show({ tree: step.tree, html: step.html ?? null }, { live: false });
  stateTree.show(step.state, []);
  clock.show(step.effects ?? []);
  clock.clearClock();
  byId("last-reply").textContent = `${step.request.method}: ${JSON.stringify(step.error ?? step.result)}`;
}

function draw() {
  if (previewing) return;
  byId("screen-version").textContent = session ? `${session.storeId} · v${session.version}` : "";
  byId("state-version").textContent = session ? `v${session.version}` : "";
  screen.show(session ? { tree: session.tree, html: session.html } : null);
  stateTree.show(session?.state ?? null, session?.changedPaths ?? [], { editable: Boolean(session) });
  environment.show(session?.tree);
  actionConsole.show(selectedFeature());
  byId("export-button").disabled = !session;
}

function scheduleRefresh() {
  clearTimeout(refreshTimer);
  refreshTimer = setTimeout(async () => {
    if (!session) return;
    const current = session;
    try {
      const [effects] = await Promise.all([
        connection.call("effects/list", { storeId: current.storeId }),
        historyPanel.refresh(current),
      ]);
      if (current === session) {
        clock.show(effects.effects);
        clock.showClock(effects);
      }
    } catch (error) {
      report(error, "refresh");
    }
  }, 0);
}

/** Toggles `entry` out of (or back into) the recomputed state, then shows it, or live again. */
async function toggleSkip(entry) {
  if (!session) return;
  skipReplay.toggle(entry);
  historyPanel.draw();
  if (skipReplay.skipped.size === 0) {
    showPreview(null);
    return;
  }
  const current = session;
  const marker = { skipping: true };
  previewing = marker;
  const banner = byId("preview-banner");
  banner.replaceChildren(h("span", { id: "skip-status" }, "Recomputing without the skipped actions on a fork…"));
  banner.hidden = false;
  try {
    const result = await skipReplay.recompute(current, historyPanel.entries);
    if (previewing !== marker || current !== session) return;
    const count = skipReplay.skipped.size;
    banner.replaceChildren(
      h("span", { id: "skip-status" }, `Without ${count} skipped action${count === 1 ? "" : "s"} (recomputed on fork ${result.fork}) — `),
      h("button", { type: "button", id: "apply-skip", onclick: () => applySkip(result.state) }, "Apply to the store"),
      " ",
      h("button", { type: "button", id: "live-button", onclick: () => { skipReplay.clear(); historyPanel.draw(); showPreview(null); } }, "Back to live"));
    byId("screen-version").textContent = `${current.storeId} · without ${count} skipped`;
    byId("state-version").textContent = `without ${count} skipped (fork)`;
    screen.show({ tree: result.tree, html: result.html }, { live: false });
    stateTree.show(result.state, []);
  } catch (error) {
    if (previewing !== marker) return;
    skipReplay.toggle(entry);
    historyPanel.draw();
    showPreview(null);
    report(error, "skip");
  }
}

/** The recomputed state made the live store's: one recorded `store/replaceState` step. */
async function applySkip(state) {
  const result = await send("store/replaceState", { state });
  if (!result) return;
  skipReplay.clear();
  historyPanel.draw();
  showPreview(null);
}

function showPreview(entry) {
  const banner = byId("preview-banner");
  if (!entry || !session) {
    previewing = null;
    banner.hidden = true;
    draw();
    return;
  }
  previewing = entry;
  const then = session.seen.get(entry.version);
  const page = then ? session.pageAt(entry.version) : null;
  banner.replaceChildren(
    h("span", { id: "preview-source" }, `Version ${entry.version}${then && page ? "" : " (asking the host for it…)"} — `),
    h("button", { type: "button", id: "jump-button", onclick: () => historyPanel.jump(entry.version) }, `Jump to version ${entry.version}`),
    " ",
    h("button", { type: "button", id: "live-button", onclick: () => { historyPanel.clearSelection(); showPreview(null); } }, "Back to live"));
  banner.hidden = false;
  byId("screen-version").textContent = `${session.storeId} · v${entry.version} (past)`;
  byId("state-version").textContent = `v${entry.version} (past)`;
  if (then && page) {
    screen.show({ tree: then.tree, html: page }, { live: false });
    stateTree.show(then.state, []);
    return;
  }
  // A version this page never saw (from before it loaded, or coalesced away) or never rendered:
  // the host keeps it in history and renders it again (`history/version`).
  showPastFromHost(session, entry);
}

async function showPastFromHost(current, entry) {
  try {
    const past = await current.past(entry.version);
    if (previewing !== entry || current !== session) return;
    byId("preview-source").textContent = `Version ${entry.version} (from the host's history) — `;
    screen.show({ tree: past.tree, html: past.html }, { live: false });
    stateTree.show(past.state, []);
  } catch (error) {
    if (previewing === entry) report(error, "history/version");
  }
}

async function select(storeId) {
  if (session?.storeId === storeId) return;
  const old = session;
  session = null;
  previewing = null;
  skipReplay.clear();
  byId("preview-banner").hidden = true;
  if (old) await old.stop();
  screen.reset();
  if (!storeId) {
    draw();
    historyPanel.refresh(null);
    clock.show([]);
    clock.clearClock();
    return;
  }
  const next = new StoreSession(connection, storeId, (changed) => {
    if (changed === session) {
      draw();
      scheduleRefresh();
    }
  }, device);
  // With a store to follow, the Features panel folds away so that the store's own panels (its
  // one Environment panel among them) have the room; its summary opens it again.
  if (!old) byId("features-details").open = false;
  next.feature = storeFeatures.get(storeId) ?? null;
  session = next;
  clock.storeId = storeId;
  try {
    await next.start();
  } catch (error) {
    report(error, "store/subscribe");
  }
}

async function loadStores(selectId) {
  const result = await connection.call("store/list");
  const picker = byId("store-select");
  const ids = result.stores.map((store) => store.storeId);
  for (const store of result.stores) storeFeatures.set(store.storeId, store.feature);
  const chosen = selectId ?? (ids.includes(picker.value) ? picker.value : ids[ids.length - 1]);
  picker.replaceChildren(h("option", { value: "" }, "—"), ...result.stores.map((store) =>
    h("option", { value: store.storeId, selected: store.storeId === chosen }, `${store.storeId} (${store.clock} clock)`)));
  picker.value = chosen ?? "";
  await select(chosen ?? null);
}

connection.onNotification((method, params) => {
  if (method === "store/didChange" && session) session.receive(params);
});
connection.onStatus((status) => {
  setStatus(status === "closed" ? "event stream closed; reconnecting…" : `connected (${connection.id})`);
  // A new stream starts clean: notifications may have been dropped, so re-read the store.
  if (status === "reconnected" && session) session.start().catch((error) => report(error, "store/subscribe"));
});

for (const layout of document.querySelectorAll("main.layout")) makeColumnsResizable(layout);
// The components view is this page with `view=components` in the fragment; a change of fragment
// (the bar's link) starts the page again in the other view.
const otherView = fragment.get("view") === "components" ? "" : "&view=components";
byId("components-link").href = `#token=${token ?? ""}${otherView}`;
byId("components-link").textContent = otherView ? "Components" : "Inspector";
window.addEventListener("hashchange", () => location.reload());

window.addEventListener("pagehide", () => connection.closeOnUnload(session?.subscription ? [session.subscription] : []));
byId("store-select").addEventListener("change", (event) => select(event.target.value || null));
byId("export-button").addEventListener("click", () => session && exportScenario(connection, session.storeId, report, historyPanel.entries));

async function main() {
  if (!token) {
    setStatus("no token");
    report(new Error("open the URL that `uistate inspect` printed: it carries the session token after #token="), "connect");
    return;
  }
  try {
    await connection.open();
    setStatus(`connected (${connection.id})`);
    if (fragment.get("view") === "components") {
      await showComponents(connection);
      document.body.dataset.ready = "true";
      return;
    }
    await features.load();
    await loadStores();
    if (fragment.get("trace") === "1") await tracePanel.load(token);
    if (fragment.get("feature") && fragment.get("create") !== "0" && !session) await features.create();
    draw();
    document.body.dataset.ready = "true";
  } catch (error) {
    setStatus("not connected");
    report(error, "connect");
  }
}

main();
