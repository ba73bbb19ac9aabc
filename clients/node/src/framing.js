/** Message framing as pure functions over bytes: no I/O. Content-Length counts BYTES. */

export const CONTENT_LENGTH = 'content-length';
export const NEWLINE = 'newline';

/** @param {unknown} message */
export function encodeBody(message) {
  return Buffer.from(JSON.stringify(message), 'utf8');
}

/**
 * @param {Buffer} body
 * @param {'content-length' | 'newline'} [framing]
 */
export function frame(body, framing = CONTENT_LENGTH) {
  if (framing === CONTENT_LENGTH) return Buffer.concat([Buffer.from(`Content-Length: ${body.length}\r\n\r\n`, 'ascii'), body]);
  if (framing === NEWLINE) return Buffer.concat([body, Buffer.from('\n')]);
  throw new TypeError(`unknown framing ${framing}`);
}

export class FramingError extends Error {}

const HEADER_END = Buffer.from('\r\n\r\n');

/**
 * Splits a byte stream into message bodies. Chunks are kept in a list and joined once a message
 * is complete, so a 1 MB body arriving in 64 KB chunks costs linear time.
 */
export class FrameDecoder {
  /** @param {'content-length' | 'newline'} [framing] */
  constructor(framing = CONTENT_LENGTH) {
    if (framing !== CONTENT_LENGTH && framing !== NEWLINE) throw new TypeError(`unknown framing ${framing}`);
    this.framing = framing;
    /** @type {Buffer[]} */ this.chunks = [];
    this.length = 0;
    /** @type {number | null} */ this.expected = null;
  }

  /** @param {Buffer} data @returns {Buffer[]} complete bodies */
  feed(data) {
    this.chunks.push(data);
    this.length += data.length;
    const bodies = [];
    for (;;) {
      const body = this.framing === CONTENT_LENGTH ? this.#nextContentLength() : this.#nextLine();
      if (body === null) return bodies;
      if (body !== undefined) bodies.push(body);
    }
  }

  #joined() {
    if (this.chunks.length > 1) this.chunks = [Buffer.concat(this.chunks, this.length)];
    return this.chunks[0] ?? Buffer.alloc(0);
  }

  /** @param {number} count */
  #consume(count) {
    const buffer = this.#joined();
    const taken = buffer.subarray(0, count);
    const rest = buffer.subarray(count);
    this.chunks = rest.length ? [rest] : [];
    this.length = rest.length;
    return taken;
  }

  #nextLine() {
    // Only the newest chunk can hold the first newline: earlier ones were searched already.
    const last = this.chunks[this.chunks.length - 1];
    if (!last || last.indexOf(0x0a) < 0) return null;
    const buffer = this.#joined();
    const end = buffer.indexOf(0x0a);
    let line = Buffer.from(this.#consume(end + 1).subarray(0, end));
    if (line[line.length - 1] === 0x0d) line = line.subarray(0, -1);
    return line.toString('utf8').trim() ? line : undefined;
  }

  #nextContentLength() {
    if (this.expected === null) {
      const buffer = this.#joined();
      const end = buffer.indexOf(HEADER_END);
      if (end < 0) {
        if (this.length > 8192) throw new FramingError(`no end of header after ${this.length} bytes`);
        return null;
      }
      this.expected = parseHeader(buffer.subarray(0, end).toString('latin1'));
      this.#consume(end + 4);
    }
    if (this.length < this.expected) return null;
    const body = Buffer.from(this.#consume(this.expected));
    this.expected = null;
    return body;
  }
}

/** @param {string} header the lines before the blank line */
export function parseHeader(header) {
  let length = null;
  for (const line of header.split('\r\n')) {
    if (!line.trim()) continue;
    const colon = line.indexOf(':');
    if (colon < 0) throw new FramingError(`malformed header line ${JSON.stringify(line.slice(0, 80))}`);
    if (line.slice(0, colon).trim().toLowerCase() === 'content-length') {
      const value = line.slice(colon + 1).trim();
      if (!/^\d+$/.test(value)) throw new FramingError(`Content-Length is not a byte count: ${value}`);
      length = Number(value);
    }
  }
  if (length === null) throw new FramingError(`header without Content-Length: ${header.slice(0, 200)}`);
  return length;
}
