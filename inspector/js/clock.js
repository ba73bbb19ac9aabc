// The store's clock: effects in flight (`effects/list`) with a cancel button each, and
// advancing the test clock by a duration or to the next timer (`clock/advance` by
// `effects/list`'s `nextTimerMs`).

import { byId, h, brief } from "./dom.js";

export class ClockPanel {
  constructor({ send, report }) {
    this.send = send;       // (method, params) → result, through the store's queue
    this.report = report;
    this.storeId = null;
    byId("advance-form").addEventListener("submit", (event) => {
      event.preventDefault();
      this.advance(Number(byId("advance-ms").value));
    });
    for (const button of document.querySelectorAll("[data-advance]")) {
      button.addEventListener("click", () => this.advance(Number(button.dataset.advance)));
    }
    byId("cancel-all-effects").addEventListener("click", () => this.cancel(null));
    byId("next-timer").addEventListener("click", () => this.advanceToNextTimer());
  }

  async advanceToNextTimer() {
    if (!this.storeId) return;
    const listing = await this.send("effects/list", {});
    if (listing && Number.isInteger(listing.nextTimerMs)) await this.advance(listing.nextTimerMs);
  }

  /**
   * What `effects/list` says of the clock: `now` (the test clock's time; absent on a live
   * clock) and `nextTimerMs` (null when nothing waits on the test clock). Both come from the
   * host after every step, so an advance that changes no state still moves them.
   */
  showClock({ now, nextTimerMs }) {
    byId("clock-now").textContent = typeof now === "string" ? `virtual now ${now}` : "live clock";
    byId("next-timer-info").textContent = Number.isInteger(nextTimerMs) ? `next timer in ${nextTimerMs} ms` : "no timer pending";
  }

  /** Empties the clock's readings (no store, or a trace step, which records no time). */
  clearClock() {
    byId("clock-now").textContent = "";
    byId("next-timer-info").textContent = "";
  }

  async advance(ms) {
    if (!this.storeId || !Number.isInteger(ms) || ms < 0) return;
    await this.send("clock/advance", { ms });
  }

  async cancel(effect) {
    if (!this.storeId) return;
    await this.send("effects/cancel", effect === null ? {} : { effect });
  }

  show(effects) {
    const list = byId("effects-list");
    if (!effects || effects.length === 0) {
      list.replaceChildren(h("li", { class: "muted" }, "none"));
      return;
    }
    list.replaceChildren(...effects.map((effect) => h("li", { dataset: { effect: effect.id } },
      `#${effect.id} `, h("strong", {}, effect.status), ` from ${brief(effect.action, 60)}`,
      effect.cancelIds?.length ? h("span", { class: "muted" }, ` (${effect.cancelIds.join(", ")})`) : null,
      " ", h("button", { type: "button", onclick: () => this.cancel(effect.id) }, "Cancel"))));
  }
}
