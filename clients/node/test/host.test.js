// The Node client against the real `uistate serve`: lifecycle, framing, errors, cancellation, notifications.
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, test } from 'node:test';
import { ErrorCode, Host, UIStateError, findBinary } from '../src/index.js';
import { CHECKOUT, KOREAN, ZWJ_EMOJI } from './helpers.js';

/** @param {(host: Host) => Promise<void>} body @param {object} [options] */
async function withHost(body, options = {}) {
  const host = await Host.start(options);
  try {
    await body(host);
  } finally {
    await host.close();
  }
  return host;
}

/** @param {number} code */
const rejectsWith = (code) => (/** @type {unknown} */ error) => {
  assert.ok(error instanceof UIStateError, String(error));
  assert.equal(error.code, code, error.describe());
  return true;
};

for (const framing of /** @type {const} */ (['content-length', 'newline'])) {
  describe(`over ${framing} framing`, () => {
    test('echo round-trips Korean and ZWJ emoji', () => withHost(async (host) => {
      const params = { 텍스트: KOREAN, emoji: ZWJ_EMOJI, list: [1, 2.5, null, true], nested: { 키: ['값'] } };
      assert.deepEqual(await host.echo(params), params);
    }, { framing }));

    test('a 1 MB payload round-trips', () => withHost(async (host) => {
      const text = '가👩‍👩‍👧'.repeat(Math.floor(1_000_000 / 21) + 1);
      assert.ok(Buffer.byteLength(text) > 1_000_000);
      assert.equal((await host.echo({ text }, { timeoutMs: 30_000 })).text, text);
    }, { framing }));

    test('$/logTrace notifications interleave with responses after $/setTrace', () => withHost(async (host) => {
      const traces = host.notifications('$/logTrace');
      host.setTrace('verbose');
      assert.deepEqual(await host.echo({ 한: '국' }), { 한: '국' });
      const trace = /** @type {any} */ (await traces.next(5000));
      assert.match(trace.message, /host\/echo/);
      assert.match(trace.verbose, /국/);
      host.setTrace('off');
      traces.drain();
      await host.echo({});
      await new Promise((resolve) => setTimeout(resolve, 50));
      assert.deepEqual(traces.drain(), []);
    }, { framing }));
  });
}

test('initialize reports server info, protocol version and methods', () => withHost(async (host) => {
  assert.equal(host.serverInfo.name, 'uistate');
  assert.equal(host.protocolVersion?.split('.')[0], '0');
  assert.ok(host.supports('host/echo'));
}));

test('aborting sends $/cancelRequest and gets exactly one −32800', () => withHost(async (host) => {
  const abort = new AbortController();
  const pending = host.echo({}, { delayMs: 10_000, signal: abort.signal });
  abort.abort();
  await assert.rejects(pending, rejectsWith(ErrorCode.REQUEST_CANCELLED));
  assert.deepEqual(await host.echo({ after: 1 }), { after: 1 });
  await new Promise((resolve) => setTimeout(resolve, 50));
  assert.deepEqual(host.unroutable, []);
}));

test('the client timeout cancels the request', () => withHost(async (host) => {
  const started = Date.now();
  await assert.rejects(host.echo({}, { delayMs: 10_000, timeoutMs: 200 }), (error) => {
    rejectsWith(ErrorCode.REQUEST_CANCELLED)(error);
    assert.match(/** @type {Error} */ (error).message, /timeout/);
    return true;
  });
  assert.ok(Date.now() - started < 5000);
}));

test('concurrent requests are matched by id', () => withHost(async (host) => {
  const results = await Promise.all(Array.from({ length: 40 }, (_, n) => host.echo({ n }, { delayMs: (n * 7) % 30 })));
  assert.deepEqual(results.map((result) => result.n), Array.from({ length: 40 }, (_, n) => n));
}));

test('onNotification handlers and their removal', () => withHost(async (host) => {
  const seen = [];
  const remove = host.onNotification('*', (method) => seen.push(method));
  host.setTrace('messages');
  await host.echo({});
  remove();
  await host.echo({});
  host.setTrace('off');
  assert.deepEqual(seen, ['$/logTrace']);
}));

test('close runs shutdown and exit and resolves to 0; later requests are CONNECTION_CLOSED', async () => {
  const host = await Host.start();
  assert.equal(await host.close(), 0);
  await assert.rejects(host.echo({}), rejectsWith(ErrorCode.CONNECTION_CLOSED));
});

test('server death fails requests in flight with CONNECTION_CLOSED', async () => {
  const host = await Host.start();
  const pending = host.echo({}, { delayMs: 10_000 });
  host.process.kill('SIGKILL');
  await assert.rejects(pending, (error) => {
    rejectsWith(ErrorCode.CONNECTION_CLOSED)(error);
    assert.ok('exitCode' in /** @type {any} */ (error).data);
    return true;
  });
  await host.close();
});

describe('error classes of the transport', () => {
  test('unknown method is METHOD_NOT_FOUND with a readable description', () => withHost(async (host) => {
    await assert.rejects(host.request('no/such'), (error) => {
      rejectsWith(ErrorCode.METHOD_NOT_FOUND)(error);
      const e = /** @type {UIStateError} */ (error);
      assert.equal(e.codeName, 'METHOD_NOT_FOUND');
      assert.equal(e.method, 'no/such');
      assert.match(e.describe(), /no\/such.*-32601/);
      assert.match(String(e.stack), /^UIStateError: no\/such: /);
      return true;
    });
  }));

  test('invalid params carry the path', () => withHost(async (host) => {
    await assert.rejects(host.echo({ delayMs: 'soon' }), (error) => {
      rejectsWith(ErrorCode.INVALID_PARAMS)(error);
      assert.equal(/** @type {any} */ (error).data.path, '/delayMs');
      assert.match(/** @type {UIStateError} */ (error).describe(), /at params\/delayMs/);
      return true;
    });
  }));

  test('a request before initialize is SERVER_NOT_INITIALIZED', async () => {
    const host = await Host.start({ initialize: false });
    await assert.rejects(host.echo({}), rejectsWith(ErrorCode.SERVER_NOT_INITIALIZED));
    await host.initialize();
    assert.deepEqual(await host.echo({ ok: 1 }), { ok: 1 });
    await host.close();
  });

  test('a request after shutdown is INVALID_REQUEST', async () => {
    const host = await Host.start();
    assert.equal(await host.request('shutdown'), null);
    host.shutDown = true;
    await assert.rejects(host.echo({}), rejectsWith(ErrorCode.INVALID_REQUEST));
    assert.equal(await host.close(), 0);
  });

  test('another major protocol version is refused', async () => {
    const host = await Host.start({ initialize: false });
    await assert.rejects(host.request('initialize', { protocolVersion: '2.0.0' }), rejectsWith(ErrorCode.PROTOCOL_VERSION_MISMATCH));
    await host.kill();
  });

  test('describe() shows path, suggestion and expected names', () => {
    const error = new UIStateError(-32602, "unknown action 'saveTapped'",
      { path: '/action', expected: ['saveButtonTapped'], suggestion: 'saveButtonTapped' }, 'store/dispatch');
    assert.equal(error.describe(), [
      "store/dispatch: unknown action 'saveTapped' [-32602 INVALID_PARAMS]",
      '  at params/action',
      '  did you mean "saveButtonTapped"?',
      '  expected one of: "saveButtonTapped"',
    ].join('\n'));
    assert.equal(new UIStateError(-33099, '미래').describe(), '미래 [-33099 ERROR]');
  });
});

describe('finding the executable', () => {
  // Assigning undefined to process.env stores the string "undefined": unset it instead.
  const restore = (name, value) => {
    if (value === undefined) delete process.env[name]; else process.env[name] = value;
  };

  test('a UISTATE_BIN that is not executable is SERVER_NOT_FOUND', () => {
    const saved = process.env.UISTATE_BIN;
    process.env.UISTATE_BIN = '/nonexistent/uistate';
    try {
      assert.throws(() => findBinary(), rejectsWith(ErrorCode.SERVER_NOT_FOUND));
    } finally {
      restore('UISTATE_BIN', saved);
    }
  });

  test('PATH, then the checkout build', () => {
    const real = findBinary();
    const saved = { bin: process.env.UISTATE_BIN, path: process.env.PATH };
    const directory = mkdtempSync(path.join(os.tmpdir(), 'uistate-path-'));
    symlinkSync(real, path.join(directory, 'uistate'));
    try {
      delete process.env.UISTATE_BIN;
      process.env.PATH = directory;
      assert.equal(findBinary(), path.join(directory, 'uistate'));
      process.env.PATH = path.join(directory, 'empty');
      assert.ok([path.join(CHECKOUT, '.build', 'release', 'uistate'), path.join(CHECKOUT, '.build', 'debug', 'uistate')]
        .includes(findBinary(CHECKOUT)));
    } finally {
      restore('UISTATE_BIN', saved.bin);
      restore('PATH', saved.path);
      rmSync(directory, { recursive: true, force: true });
    }
  });
});
