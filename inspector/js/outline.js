// The screen as an outline of the JSON tree (`view/render` format json): the "Outline" view of
// the screen panel, and what a screen the page has no HTML for (a trace step, a version the
// page did not see) is drawn as.
//
// Interactions go out through the handlers: a click on a node with a tap interaction calls
// `tap(id)`, typing into a text field `input(id, text)`, a node with an appear interaction
// scrolled into view `appear(id)`. Disabled and hidden nodes stay clickable so that the host's
// refusal (−33004) is shown rather than swallowed by the page.

import { h } from "./dom.js";

/**
 * @param {HTMLElement} container
 * @param {{tap(id: string): void, input(id: string, text: string): void}} handlers
 * @param {IntersectionObserver} observer watches the nodes with an appear interaction (the
 *   screen's, shared by both views so that a node appears once per store)
 */
export function createOutline(container, handlers, observer) {

  return {
    /** Shows `tree`; `live` false draws a past screen that cannot be interacted with. */
    show(tree, { live = true } = {}) {
      // The field being typed into keeps its element, text and caret: its own value is newer
      // than a tree that may still be catching up with the keystrokes.
      const focused = document.activeElement;
      const focusedId = container.contains(focused) ? focused.dataset.nodeId : null;
      const selection = focusedId && focused.tagName === "INPUT" ? [focused.selectionStart, focused.selectionEnd, focused.value] : null;
      observer.disconnect();
      container.replaceChildren(tree ? h("ul", { class: "outline" }, drawTree(tree, handlers, live, observer)) : h("p", { class: "muted" }, "No store selected."));
      if (focusedId && live) {
        const again = container.querySelector(`[data-node-id="${CSS.escape(focusedId)}"]`);
        if (again) {
          if (selection && again.tagName === "INPUT") {
            again.value = selection[2];
            again.focus();
            again.setSelectionRange(selection[0], selection[1]);
          } else {
            again.focus();
          }
        }
      }
    },
  };
}

function drawTree(node, handlers, live, observer) {
  const classes = ["node", node.hidden ? "hidden" : "", node.enabled === false ? "disabled" : ""].filter(Boolean).join(" ");
  const item = h("li", { class: classes, dataset: { type: node.type } },
    h("div", { class: "node-line" }, ...drawLine(node, handlers, live)));
  if (node.interactions?.appear && live) {
    item.dataset.nodeId = node.id;
    observer.observe(item);
  }
  const children = node.children ?? [];
  if (children.length > 0) item.append(h("ul", {}, children.map((child) => drawTree(child, handlers, live, observer))));
  return item;
}

function drawLine(node, handlers, live) {
  const properties = node.properties ?? {};
  const label = node.accessibility?.label ?? properties.title ?? properties.text ?? "";
  const flags = [node.enabled === false ? "disabled" : "", node.hidden ? "hidden" : ""].filter(Boolean);
  const parts = [h("span", { class: "node-type" }, node.type)];
  if (node.interactions?.input) {
    const field = h("input", {
      class: "node-field", type: "text", value: properties.text ?? "", placeholder: properties.placeholder ?? "",
      "aria-label": label || node.id, dataset: { nodeId: node.id }, disabled: !live,
      oninput: (event) => handlers.input(node.id, event.target.value),
    });
    parts.push(field);
  } else if (node.interactions?.tap) {
    const selected = properties.isSelected === true || properties.selected === true;
    parts.push(h("button", {
      type: "button", class: `node-button${node.enabled === false ? " disabled" : ""}${selected ? " selected" : ""}`,
      dataset: { nodeId: node.id }, "aria-disabled": node.enabled === false ? "true" : null, disabled: !live,
      onclick: () => handlers.tap(node.id),
    }, label || node.id));
  } else if (node.type === "toast") {
    parts.push(h("span", { class: "node-toast", role: "status" }, properties.message ?? ""));
  } else if (node.type === "text") {
    parts.push(h("span", { class: "node-text" }, properties.text ?? ""));
  } else if (node.type === "image") {
    parts.push(h("span", { class: "node-text" }, properties.name ?? properties.systemName ?? label));
  } else if (label) {
    parts.push(h("span", { class: "node-text" }, label));
  }
  if (flags.length) parts.push(h("span", { class: "muted" }, ` [${flags.join(", ")}]`));
  parts.push(h("span", { class: "node-id" }, `#${node.id}`));
  return parts;
}
