/** The one error type of the client, and the codes it carries. */

/**
 * Codes a `UIStateError` can carry. Negative codes come from the server (JSON-RPC's, LSP's and
 * uistate's −33000…−33099, listed in `protocol/PROTOCOL.md`); small positive codes are raised by
 * the client itself and never travel on the wire.
 * @readonly
 * @enum {number}
 */
export const ErrorCode = Object.freeze({
  PARSE_ERROR: -32700,
  INVALID_REQUEST: -32600,
  METHOD_NOT_FOUND: -32601,
  INVALID_PARAMS: -32602,
  INTERNAL_ERROR: -32603,
  SERVER_NOT_INITIALIZED: -32002,
  REQUEST_CANCELLED: -32800,
  UNKNOWN_STORE: -33001,
  UNKNOWN_FEATURE: -33002,
  UNKNOWN_NODE: -33003,
  NODE_NOT_INTERACTIVE: -33004,
  CLOCK_IS_LIVE: -33005,
  PLUGIN_FAILED: -33006,
  STORAGE_FAILED: -33007,
  SCENARIO_FAILED: -33008,
  AMBIGUOUS_SELECTOR: -33009,
  UNKNOWN_PRESET: -33010,
  SETTLE_TIMED_OUT: -33011,
  UNKNOWN_VERSION: -33012,
  UNKNOWN_SUBSCRIPTION: -33013,
  PROTOCOL_VERSION_MISMATCH: -33014,
  SERVER_NOT_FOUND: 1,
  CONNECTION_CLOSED: 2,
  TIMEOUT: 3,
  BAD_MESSAGE: 4,
});

// Codes whose `data.path` is documented as a JSON Pointer into the request's params.
const POINTER_PATH_CODES = [ErrorCode.INVALID_PARAMS, ErrorCode.UNKNOWN_PRESET];

const namesByCode = new Map(Object.entries(ErrorCode).map(([name, code]) => [code, name]));

const compact = (value, limit = 400) => {
  const text = JSON.stringify(value);
  return text.length <= limit ? text : `${text.slice(0, limit - 1)}…`;
};

/** An error answered by the server, or met by the client while talking to it. */
export class UIStateError extends Error {
  /**
   * @param {number} code JSON-RPC error code (compare with `ErrorCode`)
   * @param {string} message the server's text
   * @param {unknown} [data] the error's `data` member
   * @param {string} [method] the request that failed
   */
  constructor(code, message, data, method) {
    super(message);
    this.name = 'UIStateError';
    /** @type {number} */ this.code = code;
    /** @type {unknown} */ this.data = data;
    /** @type {string | undefined} */ this.method = method;
    // Runners print the stack: make its first line the readable description.
    if (typeof this.stack === 'string') this.stack = `UIStateError: ${this.describe()}${this.stack.slice(this.stack.indexOf('\n    at '))}`;
  }

  /** The symbolic name of `code` (`"UNKNOWN_STORE"`), or `"ERROR"` for codes not listed. */
  get codeName() {
    return namesByCode.get(this.code) ?? 'ERROR';
  }

  /** A readable multi-line description: method, message, code, path, suggestion, data. */
  describe() {
    let text = `${this.method ? `${this.method}: ` : ''}${this.message} [${this.code} ${this.codeName}]`;
    const data = this.data;
    if (data && typeof data === 'object' && !Array.isArray(data)) {
      const { suggestion, expected, ...rest } = /** @type {Record<string, unknown>} */ (data);
      const path = rest.path;
      if (typeof path === 'string' && POINTER_PATH_CODES.includes(this.code)) {
        text += `\n  at params${path || ' (root)'}`;
        delete rest.path;
      }
      if (suggestion !== undefined) text += `\n  did you mean ${JSON.stringify(suggestion)}?`;
      if (Array.isArray(expected) && expected.length) {
        text += `\n  expected one of: ${expected.slice(0, 12).map((e) => JSON.stringify(e)).join(', ')}`;
        if (expected.length > 12) text += ` … (${expected.length - 12} more)`;
      }
      if (Object.keys(rest).length) text += `\n  data: ${compact(rest)}`;
    } else if (data !== undefined && data !== null) {
      text += `\n  data: ${compact(data)}`;
    }
    return text;
  }

  toString() {
    return `UIStateError: ${this.describe()}`;
  }

  /**
   * Reads a response's `error` member; a malformed one becomes `BAD_MESSAGE`.
   * @param {any} error
   * @param {string} [method]
   */
  static fromWire(error, method) {
    if (error && Number.isInteger(error.code) && typeof error.message === 'string') {
      return new UIStateError(error.code, error.message, error.data, method);
    }
    return new UIStateError(ErrorCode.BAD_MESSAGE, `malformed error object: ${compact(error)}`, error, method);
  }
}
