/** Finds the `uistate` executable: UISTATE_BIN, then PATH, then the checkout's .build. */
import { accessSync, constants, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ErrorCode, UIStateError } from './errors.js';

/** @param {string} file */
function isExecutable(file) {
  try {
    accessSync(file, constants.X_OK);
    return statSync(file).isFile();
  } catch {
    return false;
  }
}

/**
 * `.build/release/uistate` and `.build/debug/uistate` of each enclosing SwiftPM checkout, searched
 * upwards from `start` (default: the working directory), then from this file.
 * @param {string} [start]
 */
export function checkoutCandidates(start = process.cwd()) {
  const roots = [];
  for (const origin of [path.resolve(start), path.dirname(fileURLToPath(import.meta.url))]) {
    for (let directory = origin; ; directory = path.dirname(directory)) {
      try {
        if (statSync(path.join(directory, 'Package.swift')).isFile() && !roots.includes(directory)) roots.push(directory);
      } catch { /* not a checkout */ }
      if (path.dirname(directory) === directory) break;
    }
  }
  return roots.flatMap((root) => ['release', 'debug'].map((configuration) => path.join(root, '.build', configuration, 'uistate')));
}

/**
 * The path of the `uistate` executable; throws `UIStateError` (SERVER_NOT_FOUND) listing what was tried.
 * @param {string} [start]
 */
export function findBinary(start) {
  const override = process.env.UISTATE_BIN;
  if (override) {
    if (isExecutable(override)) return override;
    throw new UIStateError(ErrorCode.SERVER_NOT_FOUND, `UISTATE_BIN=${override} is not an executable file`);
  }
  for (const directory of (process.env.PATH ?? '').split(path.delimiter)) {
    if (directory && isExecutable(path.join(directory, 'uistate'))) return path.join(directory, 'uistate');
  }
  const tried = checkoutCandidates(start);
  const found = tried.find(isExecutable);
  if (found) return found;
  throw new UIStateError(ErrorCode.SERVER_NOT_FOUND,
    "uistate executable not found: set UISTATE_BIN, put uistate on PATH, or run 'swift build' in the checkout",
    { tried: ['$UISTATE_BIN', '$PATH', ...tried] });
}
