/** RFC 6902 JSON Patch on plain JSON values (RFC 6901 pointers). */
import { matches } from './assertions.js';

export class JSONPatchError extends Error {}

/** @param {string} pointer */
export function parsePointer(pointer) {
  if (pointer === '') return [];
  if (!pointer.startsWith('/')) throw new JSONPatchError(`pointer ${JSON.stringify(pointer)} does not start with '/'`);
  return pointer.slice(1).split('/').map((token) => token.replaceAll('~1', '/').replaceAll('~0', '~'));
}

/** @param {string} token @param {number} maximum @param {string} pointer */
function index(token, maximum, pointer) {
  if (!/^(0|[1-9][0-9]*)$/.test(token)) throw new JSONPatchError(`${pointer}: ${token} is not an array index`);
  const value = Number(token);
  if (value > maximum) throw new JSONPatchError(`${pointer}: index ${value} out of range`);
  return value;
}

/** @param {any} value @param {string} token @param {string} pointer */
function child(value, token, pointer) {
  if (Array.isArray(value)) return value[index(token, value.length - 1, pointer)];
  if (value && typeof value === 'object') {
    if (!Object.hasOwn(value, token)) throw new JSONPatchError(`${pointer}: no member ${token}`);
    return value[token];
  }
  throw new JSONPatchError(`${pointer}: cannot descend into ${typeof value}`);
}

/** @param {unknown} document @param {string} pointer */
export function resolve(document, pointer) {
  return parsePointer(pointer).reduce((value, token) => child(value, token, pointer), document);
}

/** @param {any} document @param {string} path @param {unknown} value */
function add(document, path, value) {
  const tokens = parsePointer(path);
  if (!tokens.length) return value;
  const last = /** @type {string} */ (tokens.pop());
  const parent = tokens.reduce((node, token) => child(node, token, path), document);
  if (Array.isArray(parent)) parent.splice(last === '-' ? parent.length : index(last, parent.length, path), 0, value);
  else if (parent && typeof parent === 'object') parent[last] = value;
  else throw new JSONPatchError(`${path}: parent is not a container`);
  return document;
}

/** @param {any} document @param {string} path @returns {[any, unknown]} */
function remove(document, path) {
  const tokens = parsePointer(path);
  if (!tokens.length) return [null, document];
  const last = /** @type {string} */ (tokens.pop());
  const parent = tokens.reduce((node, token) => child(node, token, path), document);
  if (Array.isArray(parent)) return [document, parent.splice(index(last, parent.length - 1, path), 1)[0]];
  if (parent && typeof parent === 'object') {
    if (!Object.hasOwn(parent, last)) throw new JSONPatchError(`${path}: no member ${last}`);
    const value = parent[last];
    delete parent[last];
    return [document, value];
  }
  throw new JSONPatchError(`${path}: parent is not a container`);
}

/**
 * A new document with `patch` applied in order, all or nothing (the input is not changed).
 * @param {unknown} document
 * @param {Array<{op: string, path: string, value?: unknown, from?: string}>} patch
 */
export function applyPatch(document, patch) {
  let result = structuredClone(document);
  patch.forEach((operation, number) => {
    try {
      const { op, path } = operation;
      const need = (/** @type {string} */ key) => {
        if (!Object.hasOwn(operation, key)) throw new JSONPatchError(`missing '${key}'`);
        return /** @type {any} */ (operation)[key];
      };
      if (op === 'add') result = add(result, path, structuredClone(need('value')));
      else if (op === 'remove') [result] = remove(result, path);
      else if (op === 'replace') { [result] = remove(result, path); result = add(result, path, structuredClone(need('value'))); }
      else if (op === 'move') {
        const from = need('from');
        if (path !== from && path.startsWith(`${from}/`)) throw new JSONPatchError('cannot move a value into itself');
        let value;
        [result, value] = remove(result, from);
        result = add(result, path, value);
      } else if (op === 'copy') result = add(result, path, structuredClone(resolve(result, need('from'))));
      else if (op === 'test') { if (!matches(need('value'), resolve(result, path))) throw new JSONPatchError(`test failed at ${path}`); }
      else throw new JSONPatchError(`unknown op ${op}`);
    } catch (error) {
      if (error instanceof JSONPatchError) throw new JSONPatchError(`operation ${number} ${JSON.stringify(operation)}: ${error.message}`);
      throw error;
    }
  });
  return result;
}
