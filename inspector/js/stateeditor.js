// State editing and import: a value edited in the state tree, or a whole state pasted in, is
// checked against the feature's state schema on the page, then sent as `store/replaceState`
// through the store's queue. The host checks it again and applies it as one recorded step
// (origin `replace` in history, a `replaceState` step in an export); its refusal (−32602 with
// the path and the schema's complaint) is shown, and the store stays as it was.

import { byId } from "./dom.js";
import { violations } from "./schemacheck.js";

/** `document` with the value at `pointer` (RFC 6901) replaced by `value`; a copy. */
export function replacingValue(document, pointer, value) {
  if (pointer === "") return value;
  const copy = structuredClone(document);
  const tokens = pointer.split("/").slice(1).map((token) => token.replace(/~1/g, "/").replace(/~0/g, "~"));
  let parent = copy;
  for (const token of tokens.slice(0, -1)) parent = parent[token];
  parent[tokens[tokens.length - 1]] = value;
  return copy;
}

export class StateEditor {
  /**
   * @param {{send: Function, feature: () => object|null, state: () => any}} hooks
   *   `send` goes through the store's queue; `feature` is the selected store's `plugin/list`
   *   entry (its `stateSchema`); `state` the live state the page shows.
   */
  constructor({ send, feature, state }) {
    this.send = send;
    this.feature = feature;
    this.state = state;
    byId("state-import-form").addEventListener("submit", (event) => {
      event.preventDefault();
      this.importText(byId("state-import").value);
    });
    byId("state-import-current").addEventListener("click", () => {
      byId("state-import").value = JSON.stringify(this.state(), null, 2);
    });
  }

  say(text, isError = false) {
    const message = byId("state-message");
    message.textContent = text;
    message.className = isError ? "refusal" : "muted";
  }

  /** The text typed over the value at `pointer`, as JSON; false when it was refused. */
  async editValue(pointer, text) {
    let value;
    try {
      value = JSON.parse(text);
    } catch (error) {
      this.say(`${pointer || "/"}: not JSON: ${error.message}`, true);
      return false;
    }
    return this.replace(replacingValue(this.state(), pointer, value), `${pointer || "/"} = ${JSON.stringify(value)}`);
  }

  /** A whole state pasted in. */
  async importText(text) {
    let state;
    try {
      state = JSON.parse(text);
    } catch (error) {
      this.say(`not JSON: ${error.message}`, true);
      return false;
    }
    return this.replace(state, "the imported state");
  }

  async replace(state, what) {
    const schema = this.feature()?.stateSchema;
    const found = schema === undefined ? [] : violations(state, schema);
    if (found.length) {
      const [first] = found;
      this.say(`not sent: ${first.path || "/"}: ${first.message}${found.length > 1 ? ` (and ${found.length - 1} more)` : ""}`, true);
      return false;
    }
    const result = await this.send("store/replaceState", { state });
    // A refusal is shown by the page's notice too, with the host's path and complaint.
    this.say(result ? `replaced: ${what} → v${result.version}` : `refused: ${what}`, !result);
    return Boolean(result);
  }
}
