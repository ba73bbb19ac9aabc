import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const CLIENTS = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
export const CHECKOUT = path.dirname(CLIENTS);
export const FAKE_SERVER = path.join(CLIENTS, 'conformance', 'fake_server.py');
export const CASES = path.join(CLIENTS, 'conformance', 'cases');
export const KOREAN = '받은 분과 어떤 사이인가요? 직접 입력';
export const ZWJ_EMOJI = '👩‍👩‍👧‍👦🇰🇷';

/** Expands `{"$repeat": s, "$count": n}` as the fake server does. @param {any} value @returns {any} */
export function expand(value) {
  if (Array.isArray(value)) return value.map(expand);
  if (value && typeof value === 'object') {
    const keys = Object.keys(value);
    if (keys.length === 2 && keys.includes('$repeat') && keys.includes('$count')) return value.$repeat.repeat(value.$count);
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, expand(item)]));
  }
  return value;
}
