/** JSON comparisons whose failures show a `- expected / + actual` diff. */
import { AssertionError } from 'node:assert';

/**
 * Equality of JSON values; with `partial`, objects in `expected` may leave keys out (at every
 * depth) while arrays must still have the same length.
 * @param {unknown} expected @param {unknown} actual @param {boolean} [partial]
 * @returns {boolean}
 */
export function matches(expected, actual, partial = false) {
  if (Array.isArray(expected) || Array.isArray(actual)) {
    return Array.isArray(expected) && Array.isArray(actual) && expected.length === actual.length
      && expected.every((value, index) => matches(value, actual[index], partial));
  }
  if (expected && actual && typeof expected === 'object' && typeof actual === 'object') {
    const e = /** @type {Record<string, unknown>} */ (expected);
    const a = /** @type {Record<string, unknown>} */ (actual);
    const keys = Object.keys(e);
    if (!partial && keys.length !== Object.keys(a).length) return false;
    return keys.every((key) => Object.hasOwn(a, key) && matches(e[key], a[key], partial));
  }
  return expected === actual;
}

/** `actual` cut down to what `expected` mentions. @param {unknown} expected @param {unknown} actual @returns {unknown} */
export function project(expected, actual) {
  if (Array.isArray(expected) && Array.isArray(actual) && expected.length === actual.length) {
    return actual.map((value, index) => project(expected[index], value));
  }
  if (expected && actual && typeof expected === 'object' && typeof actual === 'object' && !Array.isArray(expected) && !Array.isArray(actual)) {
    const e = /** @type {Record<string, unknown>} */ (expected);
    const a = /** @type {Record<string, unknown>} */ (actual);
    return Object.fromEntries(Object.keys(e).filter((key) => Object.hasOwn(a, key)).map((key) => [key, project(e[key], a[key])]));
  }
  return actual;
}

/** @param {unknown} value @returns {unknown} */
function sorted(value) {
  if (Array.isArray(value)) return value.map(sorted);
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.keys(value).sort().map((key) => [key, sorted(/** @type {any} */ (value)[key])]));
  }
  return value;
}

/** @param {unknown} value */
export const render = (value) => JSON.stringify(sorted(value), null, 2) ?? 'undefined';

/**
 * Lines of a diff: ` ` kept, `-` expected only, `+` actual only (longest common subsequence),
 * with 3 lines of context around changes.
 * @param {string[]} a @param {string[]} b
 */
function lineDiff(a, b) {
  const n = a.length;
  const m = b.length;
  const lcs = Array.from({ length: n + 1 }, () => new Uint32Array(m + 1));
  for (let i = n - 1; i >= 0; i--) {
    for (let j = m - 1; j >= 0; j--) lcs[i][j] = a[i] === b[j] ? lcs[i + 1][j + 1] + 1 : Math.max(lcs[i + 1][j], lcs[i][j + 1]);
  }
  const lines = [];
  let i = 0;
  let j = 0;
  while (i < n || j < m) {
    if (i < n && j < m && a[i] === b[j]) { lines.push(`  ${a[i]}`); i++; j++; }
    else if (i < n && (j === m || lcs[i + 1][j] >= lcs[i][j + 1])) { lines.push(`- ${a[i]}`); i++; }
    else { lines.push(`+ ${b[j]}`); j++; }
  }
  const keep = lines.map((line, index) => lines.slice(Math.max(0, index - 3), index + 4).some((l) => !l.startsWith('  ')));
  const out = [];
  lines.forEach((line, index) => {
    if (keep[index]) out.push(line);
    else if (keep[index - 1]) out.push('  …');
  });
  return out.join('\n');
}

/** @param {unknown} expected @param {unknown} actual @param {boolean} [partial] */
export function diff(expected, actual, partial = false) {
  const shown = partial ? project(expected, actual) : actual;
  return lineDiff(render(expected).split('\n'), render(shown).split('\n'));
}

/**
 * Throws an `AssertionError` with a `- expected / + actual` diff when the values differ.
 * @param {unknown} expected @param {unknown} actual
 * @param {{partial?: boolean, title?: string}} [options]
 */
export function assertJSON(expected, actual, options = {}) {
  const partial = options.partial ?? false;
  if (matches(expected, actual, partial)) return;
  const title = options.title ?? 'Values differ';
  const kind = partial ? 'partial match' : 'exact match';
  throw new AssertionError({
    message: `${title} (${kind}; Expected: -, Actual: +)\n${diff(expected, actual, partial)}`,
    expected, actual, operator: partial ? 'partialDeepEqual' : 'deepStrictEqual',
  });
}

/** The first node (depth first) whose `id` is `nodeId`. @param {unknown} tree @param {string} nodeId @returns {any} */
export function findNode(tree, nodeId) {
  const stack = [tree];
  while (stack.length) {
    const node = stack.pop();
    if (Array.isArray(node)) stack.push(...[...node].reverse());
    else if (node && typeof node === 'object') {
      if (/** @type {any} */ (node).id === nodeId) return node;
      stack.push(...Object.values(node).reverse());
    }
  }
  return undefined;
}
