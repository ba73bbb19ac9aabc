// Draws the screen. Everything that knows how a rendered screen looks on the page is in this
// module; the panels only call `createScreen` and `show`.
//
// The screen is the host's HTML rendering (`view/render` format html): a pure function of the
// tree and the store's environment, shown in a sandboxed frame (no scripts run in it; the page,
// of the same origin, reaches into it). The page adds only what makes it clickable: a click on
// an element whose node accepts a tap (`data-interactions~="tap"`) calls `tap(id)`; a text field
// that accepts input gets an `<input>` in place of its text, and typing calls `input(id, text)`;
// a node with an appear interaction scrolled into view calls `appear(id)`. Disabled nodes stay
// clickable (their `disabled` attribute is dropped, their look kept) and a click on a
// presentation's backdrop over a covered node taps that node, so that the host's refusal
// (−33004 `disabled` or `covered`) is shown rather than swallowed by the page.
//
// The "Outline" view draws the JSON tree instead (outline.js); so does a screen the page has no
// HTML for (a trace step, a past version it did not render).
//
// On a device (`setDevice`) the frame is the device's screen, and the host's page is drawn as
// `uistate render --device` draws it (status bar, safe areas, home indicator), with one
// difference a live screen needs: content taller than the device scrolls inside the screen,
// under the status bar, tab bar and home indicator, which stay where they are, instead of being
// cut off. Scrolled to the top, the frame shows what `render --device` draws.

import { h } from "./dom.js";
import { createOutline } from "./outline.js";

const BLANK = "<!DOCTYPE html><html><head></head><body></body></html>";

// What the page adds to the rendered document: disabled buttons keep their look without the
// attribute (which would stop clicks), and a field's text becomes an input with the same look.
const ADDED_STYLE = `
button[aria-disabled="true"]{opacity:.4;cursor:not-allowed}
input.field-input{all:unset;flex:1 1 auto;min-width:0;font-family:inherit;color:inherit;white-space:pre}
input.field-input::placeholder{color:var(--color-labelAlternative)}
body[data-past]{cursor:default}
html{scrollbar-width:none}
.screen:has(>.status-bar){overflow-y:auto;scrollbar-width:none}
.screen>.status-bar,.screen>.home-indicator,.screen:has(>.status-bar) .tab-bar,.screen:has(>.status-bar)::after{position:fixed}
`;

/**
 * @param {HTMLElement} container
 * @param {{tap(id: string): void, input(id: string, text: string): void, appear(id: string): void}} handlers
 */
export function createScreen(container, handlers) {
  const appeared = new Set();
  const observer = new IntersectionObserver((entries) => {
    for (const entry of entries) {
      const id = entry.target.dataset.nodeId;
      if (entry.isIntersecting && !appeared.has(id)) {
        appeared.add(id);
        handlers.appear(id);
      }
    }
  });
  let mode = "screen";
  let shown = null;              // {screen, options} last shown, to redraw on a toggle
  let live = false;
  let drawn = null;              // {html, live} in the frame now
  let size = { name: "bare", width: 390, height: 844 };   // the device drawn on (devices.js)

  const toggle = h("button", { type: "button", id: "screen-mode", "aria-pressed": "false" }, "Outline");
  const note = h("p", { id: "screen-note", class: "muted", hidden: true });
  const frame = h("iframe", { id: "screen-frame", class: "screen-frame", title: "Screen", sandbox: "allow-same-origin", srcdoc: BLANK });
  const outlineBox = h("div", { id: "screen-outline", hidden: true });
  const outline = createOutline(outlineBox, handlers, observer);
  container.replaceChildren(h("div", { class: "row" }, toggle), note, frame, outlineBox);

  const ready = new Promise((resolve) => frame.addEventListener("load", () => {
    wire(frame.contentDocument);
    resolve();
  }, { once: true }));

  toggle.addEventListener("click", () => {
    mode = mode === "screen" ? "outline" : "screen";
    toggle.setAttribute("aria-pressed", String(mode === "outline"));
    toggle.textContent = mode === "outline" ? "Screen" : "Outline";
    if (shown) draw(shown.screen, shown.options);
  });

  /** Clicks and typing inside the frame, once: the body is replaced on every draw. */
  function wire(doc) {
    doc.addEventListener("click", (event) => {
      if (!live) return;
      const target = event.target instanceof doc.defaultView.Element ? event.target : event.target.parentElement;
      if (!target || target.closest("input.field-input")) return;
      const node = target.closest('[data-interactions~="tap"]') ?? coveredAt(doc, event.clientX, event.clientY);
      if (!node) return;
      event.preventDefault();
      handlers.tap(node.dataset.nodeId);
    });
    doc.addEventListener("input", (event) => {
      if (!live) return;
      const field = event.target.closest?.("[data-node-id]");
      if (field && event.target.matches("input.field-input")) handlers.input(field.dataset.nodeId, event.target.value);
    });
  }

  async function draw(screen, options) {
    const { live: isLive = true } = options;
    shown = { screen, options };
    const html = screen?.html ?? null;
    const useOutline = mode === "outline" || !html;
    note.hidden = !(screen?.tree && !html && mode === "screen");
    note.textContent = "No HTML rendering of this screen was taken by this page: shown as an outline of its tree.";
    frame.hidden = useOutline;
    outlineBox.hidden = !useOutline;
    if (useOutline) {
      live = false;
      drawn = null;
      observer.disconnect();
      outline.show(screen?.tree ?? null, { live: isLive });
      return;
    }
    await ready;
    if (shown.screen !== screen) return;   // a newer screen was shown while the frame loaded
    live = isLive;
    // A change of state alone leaves the screen as it was: the field being typed into is kept.
    if (drawn && drawn.html === html && drawn.live === isLive) return;
    drawn = { html, live: isLive };
    drawHTML(frame.contentDocument, html, isLive);
  }

  function drawHTML(doc, html, isLive) {
    // The field being typed into keeps its text and caret: its own value is newer than a
    // rendering that may still be catching up with the keystrokes.
    const focused = doc.activeElement;
    const focusedId = focused?.matches?.("input.field-input") ? focused.closest("[data-node-id]")?.dataset.nodeId : null;
    const selection = focusedId ? [focused.selectionStart, focused.selectionEnd, focused.value] : null;

    const parsed = new DOMParser().parseFromString(html, "text/html");
    doc.documentElement.lang = parsed.documentElement.lang;
    const head = [...parsed.head.querySelectorAll("style, title")].map((element) => doc.importNode(element, true));
    const added = doc.createElement("style");
    added.textContent = ADDED_STYLE;
    doc.head.replaceChildren(...head, added);
    const body = doc.importNode(parsed.body, true);
    if (!isLive) {
      body.inert = true;
      body.dataset.past = "true";
    }
    doc.body.replaceWith(body);

    for (const button of body.querySelectorAll("button[disabled]")) button.removeAttribute("disabled");
    if (isLive) {
      for (const field of body.querySelectorAll('[data-interactions~="input"]')) makeEditable(doc, field);
    }
    observer.disconnect();
    if (isLive) for (const element of body.querySelectorAll('[data-interactions~="appear"]')) observer.observe(element);

    // The frame is the device's screen: a longer page scrolls inside it, so rows below the
    // fold appear only when scrolled to, as on a device.
    frame.style.width = `${Math.max(size.width, doc.documentElement.scrollWidth)}px`;

    if (focusedId && isLive) {
      const again = body.querySelector(`[data-node-id="${CSS.escape(focusedId)}"] input.field-input`);
      if (again) {
        again.value = selection[2];
        again.focus();
        again.setSelectionRange(selection[0], selection[1]);
      }
    }
  }

  return {
    /**
     * Shows a screen: `{tree, html}` (html may be null: the outline is drawn), or null for none;
     * `live` false draws a past screen that cannot be interacted with.
     */
    show(screen, { live: isLive = true } = {}) { return draw(screen, { live: isLive }); },
    /** Forgets which nodes appeared (a new store). */
    reset() { appeared.clear(); },
    /** Sizes the frame to `device`'s screen (devices.js); the host draws the page on it. */
    setDevice(device) {
      size = device;
      frame.dataset.device = device.name;
      frame.style.width = `${device.width}px`;
      frame.style.height = `${device.height}px`;
    },
  };
}

/** The field's shown text (or placeholder) as an input with the same look. */
function makeEditable(doc, field) {
  const shown = field.querySelector(".field-input");
  if (!shown) return;
  const input = doc.createElement("input");
  input.type = "text";
  input.className = "field-input";
  const isPlaceholder = shown.classList.contains("placeholder");
  input.value = isPlaceholder ? "" : shown.textContent;
  input.placeholder = isPlaceholder ? shown.textContent : "";
  input.setAttribute("style", shown.getAttribute("style") ?? "");
  input.setAttribute("aria-label", field.getAttribute("aria-label") ?? field.dataset.nodeId);
  shown.replaceWith(input);
}

/**
 * The covered node a click on a presentation's backdrop lands over: the innermost tappable one
 * under the point (inert elements are not hit by clicks, so they are found by their boxes).
 */
function coveredAt(doc, x, y) {
  let found = null;
  for (const element of doc.querySelectorAll('[data-covered-by][data-interactions~="tap"]')) {
    const box = element.getBoundingClientRect();
    if (x >= box.left && x <= box.right && y >= box.top && y <= box.bottom) found = element;
  }
  return found;
}
