// The state as a collapsible tree; the members the last change touched are highlighted and
// their ancestors opened. In the live state each value has an edit button: the value becomes a
// field of its JSON, and Enter hands the text to `edit(pointer, text)` (stateeditor.js), which
// answers whether the store took it.

import { h } from "./dom.js";

/**
 * @param {HTMLElement} container
 * @param {{edit?: (pointer: string, text: string) => Promise<boolean>}} handlers
 */
export function createStateTree(container, handlers = {}) {
  const closed = new Set();   // pointers the user folded
  return {
    show(value, changedPaths = [], { editable = false } = {}) {
      const changed = new Set(changedPaths);
      const ancestors = new Set();
      for (const path of changedPaths) {
        const tokens = path.split("/");
        for (let end = 1; end < tokens.length; end += 1) ancestors.add(tokens.slice(0, end).join("/"));
      }
      const edit = editable && value !== null && value !== undefined ? handlers.edit : null;
      container.replaceChildren(draw("", "state", value, { changed, ancestors, closed, edit }));
    },
  };
}

function isChanged(pointer, changed) {
  for (const path of changed) if (pointer === path || pointer.startsWith(`${path}/`)) return true;
  return false;
}

function draw(pointer, key, value, context) {
  const mark = isChanged(pointer, context.changed) ? " changed" : "";
  if (value !== null && typeof value === "object") {
    const entries = Array.isArray(value) ? value.map((item, index) => [String(index), item]) : Object.entries(value);
    const summary = Array.isArray(value) ? `[${value.length}]` : `{${entries.length}}`;
    const details = h("details", { class: `branch${mark}`, dataset: { pointer } },
      h("summary", {}, h("span", { class: "key" }, key), ` ${summary}`),
      entries.map(([name, item]) => draw(`${pointer}/${name.replace(/~/g, "~0").replace(/\//g, "~1")}`, name, item, context)));
    details.open = !context.closed.has(pointer) || context.ancestors.has(pointer);
    details.addEventListener("toggle", () => { if (details.open) context.closed.delete(pointer); else context.closed.add(pointer); });
    return details;
  }
  const shown = h("span", { class: "value" }, JSON.stringify(value));
  const leaf = h("div", { class: `leaf${mark}`, dataset: { pointer } }, h("span", { class: "key" }, key), ": ", shown);
  if (context.edit) {
    // Its mark is drawn by CSS, so that a leaf's text stays "key: value".
    const button = h("button", { type: "button", class: "edit-value", "aria-label": `edit ${pointer}`, title: "Edit this value" });
    button.addEventListener("click", () => openEditor(leaf, shown, button, pointer, value, context.edit));
    leaf.append(button);
  }
  return leaf;
}

/** Puts a field of the value's JSON in place of the value: Enter sends it, Escape gives up. */
function openEditor(leaf, shown, button, pointer, value, edit) {
  const field = h("input", { type: "text", class: "value-input", value: JSON.stringify(value), "aria-label": `new value of ${pointer}`, dataset: { pointer } });
  const close = () => { field.replaceWith(shown); button.hidden = false; };
  field.addEventListener("keydown", async (event) => {
    if (event.key === "Escape") close();
    if (event.key !== "Enter") return;
    event.preventDefault();
    field.disabled = true;
    const taken = await edit(pointer, field.value);
    field.disabled = false;
    // Taken: the change comes back as a store/didChange and redraws the tree. Refused: the
    // field stays with the text, to be corrected.
    if (!taken && field.isConnected) field.focus();
  });
  shown.replaceWith(field);
  button.hidden = true;
  field.focus();
  field.select();
}
