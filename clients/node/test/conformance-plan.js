// Turns client cases (protocol/conformance format) into calls and expectations for a driver;
// see clients/conformance/README.md. Mirrors clients/python/tests/conformance_plan.py.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { CHECKOUT, CLIENTS } from './helpers.js';

export const HARNESS = path.join(CLIENTS, 'conformance', 'harness.py');
const DIRECTORIES = [path.join(CHECKOUT, 'protocol', 'conformance', 'client'), path.join(CLIENTS, 'conformance', 'cases')];

/** @param {any} value @returns {string} */
function text(value) {
  if (typeof value === 'string') return value;
  if ('$repeat' in value) return text(value.$repeat).repeat(value.count);
  if ('$concat' in value) return value.$concat.map(text).join('');
  throw new TypeError(`not a text: ${JSON.stringify(value)}`);
}

/** @param {any} value @returns {any} */
export function expand(value) {
  if (Array.isArray(value)) return value.map(expand);
  if (value && typeof value === 'object') {
    const keys = Object.keys(value);
    if (keys.length === 1 && keys[0] === '$literal') return value.$literal;
    if ('$repeat' in value || '$concat' in value) return text(value);
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, expand(item)]));
  }
  return value;
}

/** @param {any} pattern */
const literal = (pattern) => (pattern && typeof pattern === 'object' && '$match' in pattern ? {} : expand(pattern));

/** Operations for a driver, or a string saying why the case cannot be driven. @param {any} scenario */
export function plan(scenario) {
  const operations = [];
  const requests = [];
  const expected = new Set();
  const requestIndex = (/** @type {unknown} */ id) => {
    if (Number.isInteger(id) && /** @type {number} */ (id) >= 1 && /** @type {number} */ (id) <= requests.length) return /** @type {number} */ (id) - 1;
    const pending = requests.map((_, index) => index).filter((index) => !expected.has(index));
    return pending.length ? pending[pending.length - 1] : null;
  };
  const receive = (/** @type {any} */ raw) => {
    const message = expand(raw);
    if (!message || typeof message !== 'object' || Array.isArray(message)) return;
    if ('method' in message) {
      if (!('id' in message)) operations.push({ kind: 'expectNotification', method: message.method, params: message.params });
      return;
    }
    const index = requestIndex(message.id);
    if (index === null) return;
    expected.add(index);
    operations.push('error' in message ? { kind: 'expectError', index, error: message.error } : { kind: 'expectResult', index, result: message.result });
  };
  for (const step of scenario.steps) {
    if ('send' in step) {
      const pattern = step.send;
      if (!pattern || typeof pattern !== 'object' || Array.isArray(pattern) || '$match' in pattern) return 'the clients send no batches';
      const method = pattern.method;
      if (typeof method !== 'string') continue;
      if ('id' in pattern) {
        requests.push(method);
        const index = requests.length - 1;
        operations.push(method === 'initialize' ? { kind: 'initialize', index } : { kind: 'request', index, method, params: literal(pattern.params ?? {}) });
      } else if (method === '$/cancelRequest') {
        operations.push({ kind: 'cancel' });
      } else if (method !== 'initialized' && method !== 'exit') {
        operations.push({ kind: 'notify', method, params: literal(pattern.params) });
      }
    } else if ('receive' in step) {
      for (const message of Array.isArray(step.receive) ? step.receive : [step.receive]) receive(message);
    } else if ('receiveRaw' in step) {
      for (const part of Array.isArray(step.receiveRaw) ? step.receiveRaw : [step.receiveRaw]) {
        if (part && typeof part === 'object' && 'frame' in part) receive(part.frame);
      }
    }
  }
  return operations;
}

/** Every client case: {name, spec, scenario, framing}. */
export function clientCases() {
  const found = [];
  for (const directory of DIRECTORIES) {
    if (!existsSync(directory)) continue;
    for (const file of readdirSync(directory).filter((name) => name.endsWith('.json')).sort()) {
      const document = JSON.parse(readFileSync(path.join(directory, file), 'utf8'));
      for (const raw of document.cases) {
        const scenario = { ...(document.defaults ?? {}), ...raw };
        if ((scenario.subject ?? 'server') !== 'client') continue;
        const framings = (scenario.framing ?? 'both') === 'both' ? ['content-length', 'newline'] : [scenario.framing];
        for (const framing of framings) {
          found.push({ name: `${path.basename(file, '.json')}/${scenario.name}-${framing}`, spec: `${path.join(directory, file)}#${scenario.name}`, scenario, framing });
        }
      }
    }
  }
  return found;
}
