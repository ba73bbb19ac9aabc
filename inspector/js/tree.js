// The state as a collapsible tree; the members the last change touched are highlighted and
// their ancestors opened.

import { h } from "./dom.js";

/**
 * @param {HTMLElement} container
 */
export function createStateTree(container) {
  const closed = new Set();   // pointers the user folded
  return {
    show(value, changedPaths = []) {
      const changed = new Set(changedPaths);
      const ancestors = new Set();
      for (const path of changedPaths) {
        const tokens = path.split("/");
        for (let end = 1; end < tokens.length; end += 1) ancestors.add(tokens.slice(0, end).join("/"));
      }
      container.replaceChildren(draw("", "state", value, changed, ancestors, closed));
    },
  };
}

function isChanged(pointer, changed) {
  for (const path of changed) if (pointer === path || pointer.startsWith(`${path}/`)) return true;
  return false;
}

function draw(pointer, key, value, changed, ancestors, closed) {
  const mark = isChanged(pointer, changed) ? " changed" : "";
  if (value !== null && typeof value === "object") {
    const entries = Array.isArray(value) ? value.map((item, index) => [String(index), item]) : Object.entries(value);
    const summary = Array.isArray(value) ? `[${value.length}]` : `{${entries.length}}`;
    const details = h("details", { class: `branch${mark}`, dataset: { pointer } },
      h("summary", {}, h("span", { class: "key" }, key), ` ${summary}`),
      entries.map(([name, item]) => draw(`${pointer}/${name.replace(/~/g, "~0").replace(/\//g, "~1")}`, name, item, changed, ancestors, closed)));
    details.open = !closed.has(pointer) || ancestors.has(pointer);
    details.addEventListener("toggle", () => { if (details.open) closed.delete(pointer); else closed.add(pointer); });
    return details;
  }
  return h("div", { class: `leaf${mark}`, dataset: { pointer } }, h("span", { class: "key" }, key), ": ", JSON.stringify(value));
}
