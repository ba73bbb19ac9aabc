// A trace written by `uistate replay --trace DIR`, opened with `uistate inspect --trace FILE`:
// step through it (the screen, state and effects after each step, as recorded), and from any
// step "continue live": the steps up to it are sent again to a new store — replay under the test
// clock is deterministic, so the new store is at that moment — and the user goes on by hand.
// The list is the scenario's steps, expectations and receives included (`scenarioSteps`, which
// `inspect` adds from the scenario file), each showing the recorded moment of the request it
// made or followed; without the file, the recorded requests. Screens are the host's HTML of the
// recorded tree (`html`, which `inspect` renders when it loads the trace).

import { byId, h, brief } from "./dom.js";

// Requests that made a step and are sent again; reads are not recorded.
const REPLAYED = new Set([
  "store/dispatch", "view/tap", "view/input", "view/appear", "view/focus", "clock/advance",
  "store/settle", "environment/set",
]);

export class TracePanel {
  constructor(connection, { preview, continued, report }) {
    this.connection = connection;
    this.preview = preview;       // (step | null) → shows a recorded step, or live again
    this.continued = continued;   // (storeId, step) → the new store is at `step`
    this.report = report;
    this.trace = null;
    this.selected = null;
    this.selectedListed = null;   // the scenario step selected, when the list is the scenario's
    byId("continue-live").addEventListener("click", () => this.continueLive());
  }

  async load(token) {
    const response = await fetch("/trace.json", { headers: { Authorization: `Bearer ${token}` }, cache: "no-store" });
    if (!response.ok) throw new Error(`trace: HTTP ${response.status}`);
    this.trace = await response.json();
    const count = this.trace.scenarioSteps?.length ?? this.trace.steps.length;
    byId("trace-name").textContent = `${this.trace.scenario} (${count} steps)`;
    byId("trace-panel").hidden = false;
    this.draw();
  }

  draw() {
    if (this.trace.scenarioSteps) {
      this.drawScenarioSteps();
      return;
    }
    byId("trace-steps").replaceChildren(...this.trace.steps.map((step, index) => {
      const number = index + 1;
      const params = { ...step.request.params };
      delete params.storeId;
      delete params.reportEntries;
      return h("li", {
        dataset: { step: number }, class: this.selected === number ? "selected" : "",
        onclick: () => this.select(number),
      }, h("span", { class: "origin" }, `step ${number}`), step.request.method, " ",
      h("span", { class: "muted" }, brief(params, 70)), step.error ? h("span", { class: "refusal" }, ` error ${step.error.code}`) : null);
    }));
    byId("continue-live").disabled = this.selected === null;
  }

  /** The scenario's steps, each with the recorded request it made or followed. */
  drawScenarioSteps() {
    byId("trace-steps").replaceChildren(...this.trace.scenarioSteps.map((listed) => {
      const ran = listed.traceStep !== null;
      const recorded = ran ? this.trace.steps[listed.traceStep] : null;
      const { label, ...members } = listed.step;
      return h("li", {
        dataset: { step: listed.number, kind: listed.kind, traceStep: ran ? listed.traceStep + 1 : "" },
        class: [this.selectedListed === listed.number ? "selected" : "", ran ? "" : "not-run"].filter(Boolean).join(" "),
        title: listed.at,
        onclick: ran ? () => this.selectListed(listed) : null,
      }, h("span", { class: "origin" }, `step ${listed.number}`), listed.kind, " ",
      h("span", { class: "muted" }, brief(members[listed.kind], 60)),
      label ? h("span", { class: "muted" }, ` “${label}”`) : null,
      ran ? null : h("span", { class: "muted" }, " (not run)"),
      recorded?.error && !["receive", "expect"].includes(listed.kind) ? h("span", { class: "refusal" }, ` error ${recorded.error.code}`) : null);
    }));
    byId("continue-live").disabled = this.selected === null;
  }

  /** A scenario step: the recorded moment of its request (or of the one before it). */
  selectListed(listed) {
    this.selectedListed = listed.number;
    this.select(listed.traceStep + 1, listed);
  }

  select(number, listed = null) {
    this.selected = number;
    this.draw();
    const step = this.trace.steps[number - 1];
    this.preview({ ...step, number, listed });
  }

  /** Rebuilds the selected step's moment in a new store by sending the steps up to it. */
  async continueLive() {
    const upTo = this.selected;
    if (!upTo) return;
    const steps = this.trace.steps.slice(0, upTo);
    const creates = steps.filter((step) => step.request.method === "store/create");
    if (steps[0]?.request.method !== "store/create" || creates.length !== 1) {
      this.report(new Error("this trace relaunches before that step; continuing live from it is not supported"), "continue live");
      return;
    }
    try {
      const params = { ...steps[0].request.params };
      delete params.reportEntries;
      const created = await this.connection.call("store/create", params);
      const storeId = created.storeId;
      for (const step of steps.slice(1)) {
        if (!REPLAYED.has(step.request.method)) continue;
        try {
          await this.connection.call(step.request.method, { ...step.request.params, storeId });
        } catch (error) {
          // A step that failed in the trace fails again, the same way; anything else is news.
          if (!step.error || step.error.code !== error.code) throw error;
        }
      }
      const state = await this.connection.call("store/state", { storeId });
      const matches = JSON.stringify(canonical(state.value)) === JSON.stringify(canonical(steps[steps.length - 1].state));
      await this.continued(storeId, upTo, matches);
    } catch (error) {
      this.report(error, "continue live");
    }
  }
}

function canonical(value) {
  if (Array.isArray(value)) return value.map(canonical);
  if (value && typeof value === "object") {
    return Object.fromEntries(Object.keys(value).sort().map((key) => [key, canonical(value[key])]));
  }
  return value;
}
