// Replays every client case (protocol/conformance/client and clients/conformance/cases) against
// the scripted harness.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { ErrorCode, Host, UIStateError } from '../src/index.js';
import { HARNESS, clientCases, plan } from './conformance-plan.js';

const cases = clientCases();

test('client cases are found in protocol/ and clients/', () => {
  assert.ok(cases.some((c) => c.name.startsWith('client-basics/')), 'protocol/conformance/client not found');
  assert.ok(cases.some((c) => c.name.startsWith('client-transport/')));
});

for (const { name, spec, scenario, framing } of cases) {
  const operations = plan(scenario);
  test(name, { skip: typeof operations === 'string' ? operations : false }, async () => {
    if (typeof operations === 'string') return;
    const host = await Host.start({ binary: HARNESS, args: ['--case', spec], framing, timeoutMs: 20_000, initialize: scenario.initialize ?? true });
    const queues = new Map();
    for (const op of operations) if (op.kind === 'expectNotification' && !queues.has(op.method)) queues.set(op.method, host.notifications(op.method));
    /** @type {Map<number, {promise: Promise<any>, abort: AbortController}>} */
    const pending = new Map();
    /** @type {(() => Promise<void>)[]} */
    let waiting = [];
    const settle = async () => {
      for (const check of waiting) await check();
      waiting = [];
    };
    try {
      for (const op of operations) {
        if (['initialize', 'request', 'notify', 'cancel'].includes(op.kind)) await settle();
        if (op.kind === 'initialize') {
          const promise = host.initialize('t');
          promise.catch(() => {});
          pending.set(op.index, { promise, abort: new AbortController() });
        } else if (op.kind === 'request') {
          const abort = new AbortController();
          const promise = host.request(op.method, op.params, { signal: abort.signal });
          promise.catch(() => {});  // settled by an expectation
          pending.set(op.index, { promise, abort });
        } else if (op.kind === 'notify') {
          host.notify(op.method, op.params);
        } else if (op.kind === 'cancel') {
          [...pending.values()].at(-1)?.abort.abort();
        } else if (op.kind === 'expectResult') {
          waiting.push(async () => assert.deepEqual(await pending.get(op.index)?.promise, op.result));
        } else if (op.kind === 'expectError') {
          waiting.push(() => assert.rejects(pending.get(op.index)?.promise ?? Promise.resolve(), (error) => {
            assert.ok(error instanceof UIStateError, String(error));
            assert.equal(error.code, op.error.code);
            // After an abort the client says what cancelled it; otherwise the server's text.
            if (op.error.code !== -32800) assert.equal(error.message, op.error.message);
            assert.deepEqual(error.data, op.error.data);
            return true;
          }));
        } else if (op.kind === 'expectNotification') {
          waiting.push(async () => assert.deepEqual(await queues.get(op.method).next(20_000), op.params));
        }
      }
      await settle();
    } finally {
      const code = await host.close(20_000);
      assert.equal(code, 0, `harness: ${host.stderrTail.join('\n')}`);
    }
  });
}

for (const { name, spec, framing } of cases.filter((c) => c.name.includes('/store-did-change-patches'))) {
  test(`subscription applies patches to local copies: ${name}`, async () => {
    const host = await Host.start({ binary: HARNESS, args: ['--case', spec], framing, timeoutMs: 20_000 });
    try {
      const subscription = await host.store('counter-1').subscribe({ state: true, view: true });
      assert.equal(subscription.id, 'sub-1');
      assert.equal(subscription.storeId, 'counter-1');
      const versions = [];
      for await (const change of subscription) {
        versions.push(change.version);
        if (versions.length === 1) {
          assert.deepEqual(subscription.state, { count: 1, items: ['a', '가'] });
          assert.deepEqual(subscription.tree, { id: 'root', children: [{ id: 'count', properties: { text: '1' } }] });
        }
        if (versions.length === 3) break;
      }
      assert.deepEqual(versions, [1, 2, 3]);
      assert.deepEqual(subscription.state, { count: 1, items: ['가'] });
      assert.deepEqual(subscription.tree.properties, { colorScheme: 'dark' });
      assert.deepEqual(await subscription.close(), { subscription: 'sub-1', version: 3 });
      assert.equal(subscription.resyncs, 0);
    } finally {
      assert.equal(await host.close(20_000), 0, host.stderrTail.join('\n'));
    }
  });
}

for (const { name, spec, framing } of cases.filter((c) => c.name.includes('/store-did-change-resync'))) {
  test(`subscription re-fetches on a baseVersion mismatch: ${name}`, async () => {
    const host = await Host.start({ binary: HARNESS, args: ['--case', spec], framing, timeoutMs: 20_000 });
    try {
      const subscription = await host.store('counter-1').subscribe({ view: true });
      const change = await subscription.next(10_000);
      assert.equal(change.baseVersion, 1);
      assert.equal(subscription.version, 3);
      assert.equal(subscription.resyncs, 1);
      assert.deepEqual(subscription.state, { count: 3 });
      assert.deepEqual(subscription.tree, { id: 'root', properties: { text: '3' } });
      await subscription.next(10_000); // version 3 is skipped (the snapshot has it); 4 applies
      assert.equal(subscription.version, 4);
      assert.deepEqual(subscription.state, { count: 4 });
      assert.deepEqual(subscription.tree, { id: 'root', properties: { text: '4' } });
      await subscription.close();
    } finally {
      assert.equal(await host.close(20_000), 0, host.stderrTail.join('\n'));
    }
  });
}

for (const { name, spec, framing } of cases.filter((c) => c.name.includes('/store-subscribe-method-not-found'))) {
  test(`subscribe on a server without it is a clear error: ${name}`, async () => {
    const host = await Host.start({ binary: HARNESS, args: ['--case', spec], framing, timeoutMs: 20_000 });
    try {
      await assert.rejects(host.store('counter-1').subscribe(), (error) => {
        assert.ok(error instanceof UIStateError);
        assert.equal(error.code, ErrorCode.METHOD_NOT_FOUND);
        assert.match(error.message, /no store\/subscribe/);
        return true;
      });
    } finally {
      assert.equal(await host.close(20_000), 0, host.stderrTail.join('\n'));
    }
  });
}
