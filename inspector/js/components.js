// The components view (the page with `view=components` in its fragment), as Storybook shows
// stories: every catalogue component (`component/list`)
// with its documentation and a control per property, generated from the property's declared
// type (text, numbers, switches, menus for "one of" types, JSON for the rest), prefilled with
// its default; only what differs from a default is sent. Every change renders the story again with `component/render` format html — the
// host's renderer, as screens and reports draw it — in the environment and on the device
// picked (its size, safe areas, status bar and home indicator, as `render --device` draws a
// screen; or the bare screen); the host's refusal (−32602 with the property's path) is shown in place.

import { byId, h } from "./dom.js";
import { deviceNamed, deviceParam, fillDeviceSelect } from "./devices.js";
import { COLOR_SCHEMES, DYNAMIC_TYPE_SIZES, fillSelect } from "./features.js";
import { RPCError } from "./rpc.js";

let connection = null;
let components = [];
let selected = null;
let controls = [];
let rendering = 0;   // the newest render asked for; older replies are dropped

/** A control for one property: `{element, read}`; `read()` is `{value}`, `{omit}` or `{error}`. */
export function controlFor(property) {
  const type = String(property.type ?? "");
  const path = property.name;
  const hasDefault = property.default !== null && property.default !== undefined;
  const choices = type.startsWith("one of ") ? type.slice("one of ".length).split("|") : null;
  let input;
  let read;
  if (choices) {
    input = h("select", { dataset: { property: path } },
      property.required || hasDefault ? null : h("option", { value: "" }, "—"),
      choices.map((choice) => h("option", { value: choice, selected: choice === property.default }, choice)));
    read = () => (input.value === "" ? { omit: true } : { value: input.value });
  } else if (type === "boolean" || type === "bool") {
    input = h("input", { type: "checkbox", dataset: { property: path }, checked: property.default === true });
    read = () => ({ value: input.checked });
  } else if (type === "number" || type === "integer") {
    input = h("input", { type: "number", step: "any", dataset: { property: path }, value: hasDefault ? String(property.default) : "" });
    read = () => {
      if (input.value.trim() === "") return property.required ? { error: `${path}: a number is required` } : { omit: true };
      const number = Number(input.value);
      if (!Number.isFinite(number)) return { error: `${path}: not a number` };
      if (type === "integer" && !Number.isInteger(number)) return { error: `${path}: expected an integer` };
      return { value: number };
    };
  } else if (["string", "color", "action", "font"].includes(type) || type === "") {
    input = h("input", { type: "text", dataset: { property: path }, value: hasDefault ? String(property.default) : "" });
    read = () => (input.value === "" && !property.required ? { omit: true } : { value: input.value });
  } else {
    input = h("textarea", { rows: 2, dataset: { property: path } });
    input.value = hasDefault ? JSON.stringify(property.default) : "";
    read = () => {
      if (input.value.trim() === "") return { omit: true };
      try { return { value: JSON.parse(input.value) }; } catch (error) { return { error: `${path}: not JSON: ${error.message}` }; }
    };
  }
  const element = h("label", { class: "member", title: property.summary ?? "" },
    h("span", { class: "key" }, property.name), h("span", { class: "muted" }, ` ${type}${property.required ? ", required" : ""}`), " ", input,
    property.summary ? h("div", { class: "muted small-note" }, property.summary) : null);
  return { property, element, read, input };
}

function say(text, isError = false) {
  const message = byId("story-message");
  message.textContent = text;
  message.className = isError ? "refusal" : "muted";
}

function device() {
  return deviceNamed(byId("device-select").value);
}

function drawCatalogue() {
  byId("component-list").replaceChildren(...components.map((component) => h("li", {
    dataset: { component: component.name }, class: component.name === selected?.name ? "selected" : "",
    onclick: () => select(component.name),
  }, h("span", { class: "origin" }, component.name), component.summary ?? "")));
}

function select(name) {
  selected = components.find((component) => component.name === name) ?? null;
  drawCatalogue();
  byId("story-name").textContent = selected ? selected.name : "";
  byId("component-summary").textContent = selected
    ? [selected.summary, selected.factories?.length ? `Made with ${selected.factories.join(", ")}.` : ""].filter(Boolean).join(" ")
    : "";
  controls = (selected?.properties ?? []).map(controlFor);
  byId("controls").replaceChildren(...controls.map((control) => control.element));
  render();
}

/** Renders the selected story with the controls' values, the environment and the device size. */
async function render() {
  if (!selected) return;
  const properties = {};
  for (const control of controls) {
    const read = control.read();
    if (read.error) {
      say(`not rendered: ${read.error}`, true);
      return;
    }
    // What a control still holds of its default is left to the component (some properties are
    // resolved from others, and the host refuses them given).
    const { property } = control;
    if (read.omit || (!property.required && JSON.stringify(read.value) === JSON.stringify(property.default))) continue;
    properties[property.name] = read.value;
  }
  const size = device();
  const frame = byId("story-frame");
  frame.style.width = `${size.width}px`;
  frame.style.height = `${size.height}px`;
  frame.dataset.device = size.name;
  const asked = ++rendering;
  try {
    const result = await connection.call("component/render", {
      name: selected.name, properties, format: "html", ...deviceParam(size),
      environment: { dynamicTypeSize: byId("story-dynamic-type").value, colorScheme: byId("story-color-scheme").value },
    });
    if (asked !== rendering) return;
    frame.srcdoc = result.tree;
    frame.dataset.properties = JSON.stringify(properties);
    say(`${selected.name} ${JSON.stringify(properties)}`);
  } catch (error) {
    if (asked !== rendering) return;
    say(error instanceof RPCError ? `refused: ${error.code} ${error.message}${error.data?.path ? ` (at ${error.data.path})` : ""}` : `failed: ${error.message}`, true);
  }
}

/** Shows the components view on `connection` (open) in place of the inspector's panels. */
export async function showComponents(open) {
  connection = open;
  byId("inspector-view").hidden = true;
  byId("components-view").hidden = false;
  fillDeviceSelect(byId("device-select"), "iphone-15");
  fillSelect(byId("story-dynamic-type"), DYNAMIC_TYPE_SIZES, "large");
  fillSelect(byId("story-color-scheme"), COLOR_SCHEMES, "light");
  for (const id of ["device-select", "story-dynamic-type", "story-color-scheme"]) byId(id).addEventListener("change", render);
  byId("controls").addEventListener("input", render);
  byId("controls").addEventListener("change", render);
  components = (await connection.call("component/list")).components;
  drawCatalogue();
  select(components[0]?.name ?? null);
}
