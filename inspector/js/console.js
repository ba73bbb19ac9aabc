// The action console: a form generated from the selected store's action schema (`plugin/list`'s
// `actionSchema`): the cases as a menu, the chosen case's payload as typed fields checked
// against the schema; and raw JSON beside it. Both send `store/dispatch` through the store's
// queue, so the action lands in history like any other.

import { byId, h } from "./dom.js";
import { fieldFor } from "./schemaform.js";

export class ActionConsole {
  constructor({ send }) {
    this.send = send;          // (method, params) → result, through the store's queue
    this.feature = null;
    this.field = null;
    byId("console-form").addEventListener("submit", (event) => {
      event.preventDefault();
      this.sendForm();
    });
    byId("console-raw-form").addEventListener("submit", (event) => {
      event.preventDefault();
      this.sendRaw();
    });
  }

  /** Builds the form for `feature` (null: no store selected). */
  show(feature) {
    if (feature?.name === this.feature?.name) return;
    this.feature = feature;
    this.say("");
    const fields = byId("console-fields");
    byId("console-send").disabled = !feature;
    byId("console-raw-send").disabled = !feature;
    if (!feature) {
      this.field = null;
      fields.replaceChildren();
      return;
    }
    this.field = fieldFor(feature.actionSchema, feature.actionSchema, "");
    fields.replaceChildren(this.field.element);
  }

  say(text, isError = false) {
    const message = byId("console-message");
    message.textContent = text;
    message.className = isError ? "refusal" : "muted";
  }

  async sendForm() {
    if (!this.field) return;
    const read = this.field.read();
    if (read.error) {
      this.say(read.error, true);
      return;
    }
    await this.dispatch(read.value);
  }

  async sendRaw() {
    if (!this.feature) return;
    let action;
    try {
      action = JSON.parse(byId("console-raw").value);
    } catch (error) {
      this.say(`not JSON: ${error.message}`, true);
      return;
    }
    await this.dispatch(action);
  }

  async dispatch(action) {
    const result = await this.send("store/dispatch", { action });
    // A refusal is shown by the page's notice, with the host's path and expected cases.
    this.say(result ? `sent ${JSON.stringify(action)} → v${result.version}` : `not sent: ${JSON.stringify(action)}`, !result);
  }
}
