/**
 * Node client for uistate: run `uistate serve` and drive stores over JSON-RPC 2.0.
 * @module uistate
 */
export { Host, NotificationQueue, PROTOCOL_VERSION } from './host.js';
export { Store, Subscription, selector } from './store.js';
export { UIStateError, ErrorCode } from './errors.js';
export { findBinary } from './binary.js';
export { FrameDecoder, FramingError, encodeBody, frame } from './framing.js';
export { applyPatch, JSONPatchError } from './jsonpatch.js';
export { assertJSON, diff, matches } from './assertions.js';
