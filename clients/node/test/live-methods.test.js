// store/subscribe, history/list, history/jump and scenario/run against the real host: every patch a
// subscription receives is applied and the local copies are compared with store/state and view/render.
import assert from 'node:assert/strict';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { ErrorCode, Host, UIStateError } from '../src/index.js';
import { CHECKOUT } from './helpers.js';

const FAILING = { name: 'increments', feature: 'counter', steps: [{ send: 'incrementButtonTapped', pointers: { '/count': 1 } }] };

/** @param {number} code */
const rejectsWith = (code) => (/** @type {unknown} */ error) => {
  assert.ok(error instanceof UIStateError, String(error));
  assert.equal(error.code, code, error.describe());
  return true;
};

/** The subscription's local copies, caught up with the store's version, equal the server's. */
async function assertInStep(/** @type {any} */ subscription, /** @type {any} */ store) {
  await subscription.waitFor(store.version);
  assert.equal(subscription.version, store.version);
  if (subscription.hasState) assert.deepEqual(subscription.state, await store.state());
  if (subscription.hasTree) assert.deepEqual(subscription.tree, await store.render('json'));
}

describe('subscriptions, history and scenarios on the real host', () => {
  /** @type {Host} */
  let host;
  before(async () => { host = await Host.start(); });
  after(async () => { assert.equal(await host.close(), 0); });

  test('every kind of change patches the local state and tree', async () => {
    const store = await host.createStore('relationship');
    const subscription = await store.subscribe({ state: true, view: true });
    assert.equal(subscription.storeId, store.id);
    assert.equal(subscription.version, 0);
    await assertInStep(subscription, store);
    await store.dispatch({ selection: { itemTapped: 2 } });            // dispatch
    await assertInStep(subscription, store);
    await store.tap('customInputButton');                              // tap (and an effect's action)
    await assertInStep(subscription, store);
    await store.input('customTextField', '가나다라마바사아자차카');       // input: shows a toast
    await assertInStep(subscription, store);
    assert.ok(subscription.state.toastMessage);
    await store.advance(2000);                                         // the test clock clears it
    await assertInStep(subscription, store);
    assert.equal('toastMessage' in subscription.state, false);
    await store.setEnvironment({ colorScheme: 'dark', dynamicTypeSize: 'xxLarge' });  // environment
    await assertInStep(subscription, store);
    assert.equal(subscription.tree.properties.colorScheme, 'dark');
    await store.jump(0);                                               // history jump
    await assertInStep(subscription, store);
    assert.deepEqual(subscription.state.selection.selectedIDs, []);
    assert.equal(subscription.resyncs, 0);
    assert.deepEqual(await subscription.close(), { subscription: subscription.id, version: store.version });
    await assert.rejects(host.request('store/unsubscribe', { subscription: subscription.id }), (error) => {
      rejectsWith(ErrorCode.UNKNOWN_SUBSCRIPTION)(error);
      assert.equal(/** @type {any} */ (error).data.subscription, subscription.id);
      return true;
    });
    await assert.rejects(subscription.close(), rejectsWith(ErrorCode.UNKNOWN_SUBSCRIPTION));
    await store.destroy();
  });

  test('each change is one notification chained by baseVersion (state only, effects)', async () => {
    const store = await host.createStore('counter', { dependencies: { presets: { numberFact: 'slow' } } });
    const subscription = await store.subscribe();
    assert.ok(subscription.hasState && !subscription.hasTree && subscription.tree === undefined);
    const queue = host.notifications('store/didChange');
    await store.tap({ label: 'Increment' });
    await store.advance(5000);
    await assertInStep(subscription, store);
    const seen = /** @type {any[]} */ (queue.drain()).filter((change) => change.subscription === subscription.id);
    queue.close();
    assert.deepEqual(seen.slice(1).map((c) => c.baseVersion), seen.slice(0, -1).map((c) => c.version));
    assert.ok(seen.every((c) => 'statePatch' in c && !('treePatch' in c)));
    await subscription.close();
    await store.destroy();
  });

  test('a view-only subscription and invalid params', async () => {
    const store = await host.createStore('relationship');
    const subscription = await store.subscribe({ state: false, view: true });
    assert.ok(!subscription.hasState && subscription.state === undefined);
    await store.tap('item-1');
    await assertInStep(subscription, store);
    await subscription.close();
    await assert.rejects(store.subscribe({ state: false, view: false }), rejectsWith(ErrorCode.INVALID_PARAMS));
    await assert.rejects(host.store('nope-1').subscribe(), rejectsWith(ErrorCode.UNKNOWN_STORE));
    await store.destroy();
  });

  test('a missed notification re-fetches instead of diverging', async () => {
    const store = await host.createStore('relationship');
    const subscription = await store.subscribe({ view: true });
    await store.tap('item-1');
    const dropped = /** @type {any} */ (await subscription.queue.next(10_000)); // never reaches the subscription
    assert.equal(dropped.version, store.version);
    await store.tap('item-3');
    const change = await subscription.next(10_000);
    assert.notEqual(change.baseVersion, 0);
    assert.equal(subscription.resyncs, 1);
    await assertInStep(subscription, store);
    await store.tap('item-1');  // patches on from the snapshot
    await assertInStep(subscription, store);
    assert.equal(subscription.resyncs, 1);
    await subscription.close();
    await store.destroy();
  });

  test('destroying the store ends its subscriptions', async () => {
    const store = await host.createStore('relationship');
    const subscription = await store.subscribe();
    await store.destroy();
    await assert.rejects(subscription.close(), rejectsWith(ErrorCode.UNKNOWN_SUBSCRIPTION));
  });

  test('history pages and jump', async () => {
    const store = await host.createStore('relationship');
    for (const item of ['item-1', 'item-2', 'item-3', 'item-1']) await store.tap(item);
    const first = await store.history({ limit: 3 });
    assert.deepEqual(first.entries.map((e) => e.sequence), [1, 2, 3]);
    assert.equal(first.next, 4);
    assert.deepEqual(first.versions, { from: 0, to: store.version });
    assert.equal(first.dropped, 0);
    assert.equal(first.entries[0].origin, 'outside');
    assert.deepEqual(first.entries[0].action, { selection: { itemTapped: 1 } });
    assert.equal(first.entries[1].origin, 'effect');
    assert.equal(first.entries[1].startedBy, 1);
    const second = await store.history({ from: first.next, limit: 3 });
    assert.equal(second.entries[0].sequence, 4);
    const everything = [];
    for await (const entry of store.historyEntries({ pageSize: 2 })) everything.push(entry);
    assert.deepEqual(everything.map((e) => e.sequence), everything.map((_, i) => i + 1));
    assert.deepEqual(everything.slice(0, 6), [...first.entries, ...second.entries]);
    assert.equal('next' in await store.history({ from: everything.at(-1).sequence }), false);

    const before = store.version;
    const jumped = await store.jump(1);
    assert.ok(jumped.changed);
    assert.equal(jumped.version, before + 1);
    assert.deepEqual(await store.state('/selection/selectedIDs'), [1]);
    const entries = [];
    for await (const entry of store.historyEntries()) entries.push(entry);
    const last = entries.at(-1);
    assert.deepEqual([last.origin, last.action, last.toVersion], ['jump', null, 1]);
    await assert.rejects(store.jump(99), (error) => {
      rejectsWith(ErrorCode.UNKNOWN_VERSION)(error);
      assert.deepEqual(/** @type {any} */ (error).data.available, { from: 0, to: store.version });
      return true;
    });
    await assert.rejects(store.history({ limit: 0 }), rejectsWith(ErrorCode.INVALID_PARAMS));
    await store.destroy();
  });

  test('replay a passing, a failing and a bad document', async () => {
    const store = await host.createStore('relationship');
    await store.tap('customInputButton');
    await store.input('customTextField', '대학 동기');
    await store.tap('customSaveButton');
    const { scenario } = await host.request('history/export', { storeId: store.id });
    await store.destroy();
    const passed = await host.replay({ document: scenario });
    assert.deepEqual(passed.summary, { total: 1, passed: 1, failed: 0, errors: 0 });
    assert.equal(passed.scenarios[0].status, 'passed');

    const failed = await host.replay({ document: FAILING, options: { timeout: 30 } });
    assert.equal(failed.summary.failed, 1);
    const failure = failed.scenarios[0].failure;
    assert.deepEqual([failure.step, failure.kind, failure.pointer], [1, 'send', '/steps/0']);
    assert.match(failure.diff, /countText/);

    await assert.rejects(host.replay({ document: { name: 'bad', feature: 'relation', steps: [] } }), (error) => {
      rejectsWith(ErrorCode.SCENARIO_FAILED)(error);
      assert.equal(/** @type {any} */ (error).data.pointer, '/feature');
      assert.equal(/** @type {any} */ (error).data.report.summary.errors, 1);
      return true;
    });
    await assert.rejects(host.replay({ path: '/nonexistent/uistate.scenario.json' }), rejectsWith(ErrorCode.SCENARIO_FAILED));
  });

  test('replay a directory by path with options', async () => {
    const report = await host.replay({ path: path.join(CHECKOUT, 'examples', 'scenarios', 'interests'), options: { tags: ['selection'], jobs: 2 } });
    assert.ok(report.summary.total >= 1);
    assert.equal(report.summary.failed, 0);
    assert.ok(report.scenarios.every((scenario) => scenario.tags.includes('selection')));
  });
});
