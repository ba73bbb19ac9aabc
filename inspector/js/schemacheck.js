// Checks a value against a JSON Schema in the draft-07 subset features' derived schemas use
// (type, const, enum, properties, required, additionalProperties, items, oneOf/anyOf/allOf,
// minimum/maximum, minLength/maxLength, $ref into the document), so that the page can refuse an
// edited state before sending it. The host checks again, with the full vocabulary.

import { resolve } from "./schemaform.js";

/** Every violation of `schema` by `value`: `[{path, message}]`, paths as JSON Pointers. */
export function violations(value, schema, root = schema, path = "") {
  const found = [];
  check(value, schema, root, path, found, 0);
  return found;
}

function typeOf(value) {
  if (value === null) return "null";
  if (Array.isArray(value)) return "array";
  if (typeof value === "number") return Number.isInteger(value) ? "integer" : "number";
  return typeof value;
}

function hasType(value, type) {
  const actual = typeOf(value);
  return actual === type || (type === "number" && actual === "integer");
}

function escape(token) { return String(token).replace(/~/g, "~0").replace(/\//g, "~1"); }

function check(value, schema, root, path, found, depth) {
  if (schema === true || schema === undefined || depth > 64) return;
  if (schema === false) {
    found.push({ path, message: "no value is allowed here" });
    return;
  }
  const resolved = resolve(schema, root);
  if (resolved.const !== undefined && JSON.stringify(resolved.const) !== JSON.stringify(value)) {
    found.push({ path, message: `expected ${JSON.stringify(resolved.const)}` });
    return;
  }
  if (Array.isArray(resolved.enum) && !resolved.enum.some((item) => JSON.stringify(item) === JSON.stringify(value))) {
    found.push({ path, message: `expected one of ${resolved.enum.map((item) => JSON.stringify(item)).join(", ")}` });
    return;
  }
  const types = Array.isArray(resolved.type) ? resolved.type : resolved.type ? [resolved.type] : [];
  if (types.length && !types.some((type) => hasType(value, type))) {
    found.push({ path, message: `expected ${types.join(" or ")}, got ${typeOf(value)}` });
    return;
  }
  for (const part of resolved.allOf ?? []) check(value, part, root, path, found, depth + 1);
  const alternatives = resolved.oneOf ?? resolved.anyOf;
  if (alternatives && !alternatives.some((option) => violations(value, option, root, path).length === 0)) {
    found.push({ path, message: "matches none of the cases the schema allows here" });
    return;
  }
  if (typeOf(value) === "object") checkObject(value, resolved, root, path, found, depth);
  if (Array.isArray(value) && resolved.items !== undefined) {
    value.forEach((item, index) => check(item, resolved.items, root, `${path}/${index}`, found, depth + 1));
  }
  if (typeof value === "number") {
    if (typeof resolved.minimum === "number" && value < resolved.minimum) found.push({ path, message: `must be at least ${resolved.minimum}` });
    if (typeof resolved.maximum === "number" && value > resolved.maximum) found.push({ path, message: `must be at most ${resolved.maximum}` });
  }
  if (typeof value === "string") {
    const length = [...value].length;
    if (typeof resolved.minLength === "number" && length < resolved.minLength) found.push({ path, message: `must be at least ${resolved.minLength} characters` });
    if (typeof resolved.maxLength === "number" && length > resolved.maxLength) found.push({ path, message: `must be at most ${resolved.maxLength} characters` });
  }
}

function checkObject(value, schema, root, path, found, depth) {
  for (const name of schema.required ?? []) {
    if (!(name in value)) found.push({ path, message: `missing required member "${name}"` });
  }
  const properties = schema.properties ?? {};
  for (const [name, member] of Object.entries(value)) {
    const memberPath = `${path}/${escape(name)}`;
    if (name in properties) check(member, properties[name], root, memberPath, found, depth + 1);
    else if (schema.additionalProperties === false) found.push({ path: memberPath, message: "is not a member of this object" });
    else if (schema.additionalProperties !== undefined) check(member, schema.additionalProperties, root, memberPath, found, depth + 1);
  }
}
