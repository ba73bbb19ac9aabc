import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const CLIENTS = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
export const CHECKOUT = path.dirname(CLIENTS);
export const KOREAN = '받은 분과 어떤 사이인가요? 직접 입력';
export const ZWJ_EMOJI = '👩‍👩‍👧‍👦🇰🇷';
