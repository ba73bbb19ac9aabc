// Form fields generated from a JSON Schema (draft-07, as features derive theirs: objects with
// exactly their properties, enum cases as bare strings or `{"case": payload}`, `$ref` into the
// document's definitions). Each field reads back a value checked against its schema, so the
// page refuses a malformed action before sending it; the host still checks everything.

import { h } from "./dom.js";

/** `schema` with `$ref`s to `#/…` in `root` followed. */
export function resolve(schema, root) {
  let current = schema;
  for (let hops = 0; current && typeof current.$ref === "string" && hops < 32; hops += 1) {
    if (!current.$ref.startsWith("#")) return {};
    current = current.$ref.slice(1).split("/").slice(1)
      .map((token) => token.replace(/~1/g, "/").replace(/~0/g, "~"))
      .reduce((value, token) => (value === undefined ? undefined : value[token]), root);
  }
  return current ?? {};
}

/**
 * The cases of an enum schema, in its order: `{name, payload}` with `payload` the schema of a
 * case's payload, or null for a bare case.
 */
export function casesOf(schema, root) {
  const resolved = resolve(schema, root);
  const cases = [];
  if (Array.isArray(resolved.enum)) {
    for (const value of resolved.enum) if (typeof value === "string") cases.push({ name: value, payload: null });
  }
  for (const alternative of resolved.oneOf ?? resolved.anyOf ?? []) {
    const option = resolve(alternative, root);
    if (typeof option.const === "string") {
      cases.push({ name: option.const, payload: null });
    } else if (Array.isArray(option.enum)) {
      cases.push(...casesOf(option, root));
    } else if (option.type === "object" && option.properties && Object.keys(option.properties).length === 1) {
      const [name] = Object.keys(option.properties);
      cases.push({ name, payload: option.properties[name] });
    }
  }
  return cases;
}

/** Whether `schema` reads as an enum of cases (a menu, and a payload field per case). */
function isEnumOfCases(schema, root) {
  const resolved = resolve(schema, root);
  return Boolean(resolved.oneOf ?? resolved.anyOf) && casesOf(resolved, root).length === (resolved.oneOf ?? resolved.anyOf).length;
}

function typesOf(schema) {
  if (Array.isArray(schema.type)) return schema.type;
  return schema.type ? [schema.type] : [];
}

/**
 * A field for a value of `schema` at `path` (a JSON Pointer, for messages and test hooks):
 * `{element, read}`, where `read()` gives `{value}` or `{error}`.
 */
export function fieldFor(schema, root, path) {
  const resolved = resolve(schema, root);
  if (isEnumOfCases(resolved, root)) return caseField(resolved, root, path);
  if (resolved.const !== undefined) return { element: h("code", {}, JSON.stringify(resolved.const)), read: () => ({ value: resolved.const }) };
  if (Array.isArray(resolved.enum)) return menuField(resolved.enum, path);
  const types = typesOf(resolved).filter((type) => type !== "null");
  const nullable = typesOf(resolved).includes("null");
  let field;
  if (types.length !== 1) field = jsonField(resolved, path);
  else if (types[0] === "string") field = stringField(resolved, path);
  else if (types[0] === "integer" || types[0] === "number") field = numberField(resolved, path, types[0] === "integer");
  else if (types[0] === "boolean") field = booleanField(path);
  else if (types[0] === "object" && resolved.properties) field = objectField(resolved, root, path);
  else field = jsonField(resolved, path);
  return nullable ? nullableField(field, path) : field;
}

/** An enum: a menu of its cases, with the chosen case's payload field under it. */
function caseField(schema, root, path) {
  const cases = casesOf(schema, root);
  const select = h("select", { dataset: { path, role: "case" }, "aria-label": `case at ${path || "/"}` },
    cases.map((item) => h("option", { value: item.name }, item.payload ? `${item.name}(…)` : item.name)));
  const payload = h("div", { class: "payload" });
  let current = null;
  const choose = () => {
    const chosen = cases.find((item) => item.name === select.value);
    current = chosen?.payload ? fieldFor(chosen.payload, root, `${path}/${chosen.name}`) : null;
    payload.replaceChildren(...(current ? [current.element] : []));
  };
  select.addEventListener("change", choose);
  choose();
  return {
    element: h("div", { class: "case-field" }, select, payload),
    select,
    read() {
      if (!current) return { value: select.value };
      const inner = current.read();
      return inner.error ? inner : { value: { [select.value]: inner.value } };
    },
  };
}

function menuField(values, path) {
  const select = h("select", { dataset: { path } }, values.map((value, index) => h("option", { value: String(index) }, JSON.stringify(value))));
  return { element: select, read: () => ({ value: values[Number(select.value)] }) };
}

function stringField(schema, path) {
  const input = h("input", { type: "text", dataset: { path } });
  return {
    element: input,
    read() {
      const value = input.value;
      if (schema.minLength !== undefined && [...value].length < schema.minLength) return { error: `${path}: at least ${schema.minLength} characters` };
      if (schema.maxLength !== undefined && [...value].length > schema.maxLength) return { error: `${path}: at most ${schema.maxLength} characters` };
      if (typeof schema.pattern === "string") {
        let matches = true;
        try { matches = new RegExp(schema.pattern, "u").test(value); } catch { /* a pattern JS cannot read: the host checks */ }
        if (!matches) return { error: `${path}: must match ${schema.pattern}` };
      }
      return { value };
    },
  };
}

function numberField(schema, path, integer) {
  const input = h("input", { type: "number", step: integer ? "1" : "any", dataset: { path } });
  return {
    element: input,
    read() {
      const text = input.value.trim();
      const value = Number(text);
      if (text === "" || !Number.isFinite(value)) return { error: `${path}: ${integer ? "a whole number" : "a number"} is required` };
      if (integer && !Number.isInteger(value)) return { error: `${path}: must be a whole number` };
      if (schema.minimum !== undefined && value < schema.minimum) return { error: `${path}: must be at least ${schema.minimum}` };
      if (schema.maximum !== undefined && value > schema.maximum) return { error: `${path}: must be at most ${schema.maximum}` };
      return { value };
    },
  };
}

function booleanField(path) {
  const input = h("input", { type: "checkbox", dataset: { path } });
  return { element: input, read: () => ({ value: input.checked }) };
}

/** An object with its properties; an optional one is sent only when ticked. */
function objectField(schema, root, path) {
  const required = new Set(schema.required ?? []);
  const members = Object.entries(schema.properties).map(([name, member]) => {
    const field = fieldFor(member, root, `${path}/${name}`);
    const include = required.has(name) ? null : h("input", { type: "checkbox", dataset: { path: `${path}/${name}`, role: "include" }, "aria-label": `send ${name}` });
    return { name, field, include, element: h("label", { class: "member" }, include, ` ${name} `, field.element) };
  });
  return {
    element: h("fieldset", { dataset: { path } }, members.map((member) => member.element)),
    read() {
      const value = {};
      for (const member of members) {
        if (member.include && !member.include.checked) continue;
        const read = member.field.read();
        if (read.error) return read;
        value[member.name] = read.value;
      }
      return { value };
    },
  };
}

/** A value that may be null: a "null" box beside its field. */
function nullableField(field, path) {
  const isNull = h("input", { type: "checkbox", dataset: { path, role: "null" }, "aria-label": `null at ${path}` });
  return {
    element: h("span", {}, field.element, h("label", { class: "inline" }, isNull, " null")),
    read: () => (isNull.checked ? { value: null } : field.read()),
  };
}

/** Anything else (arrays, dictionaries, unions): JSON text, checked for syntax. */
function jsonField(schema, path) {
  const area = h("textarea", { rows: 2, dataset: { path }, placeholder: "JSON" });
  return {
    element: area,
    read() {
      try {
        return { value: JSON.parse(area.value) };
      } catch (error) {
        return { error: `${path}: not JSON (${error.message})` };
      }
    },
  };
}
