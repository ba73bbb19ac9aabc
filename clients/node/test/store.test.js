// Every typed helper and every error class against the real host, and the seed-feature flow.
import assert from 'node:assert/strict';
import { AssertionError } from 'node:assert';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { ErrorCode, Host, UIStateError } from '../src/index.js';

const CUSTOM = { customItemPhase: 'saved', customItem: { id: 5, title: '대학 동기' }, selectedIDs: [5] };

/** @param {number} code */
const rejectsWith = (code) => (/** @type {unknown} */ error) => {
  assert.ok(error instanceof UIStateError, String(error));
  assert.equal(error.code, code, error.describe());
  return true;
};

describe('stores on the real host', () => {
  /** @type {Host} */
  let host;
  before(async () => { host = await Host.start(); });
  after(async () => { assert.equal(await host.close(), 0); });

  test('the custom-item flow on relationship', async () => {
    const store = await host.createStore('relationship');
    assert.equal(store.created.state.selection.customItemPhase, 'empty');
    const opened = await store.tap('customInputButton');
    assert.deepEqual(opened.received, [{ selection: { delegate: { selected: [] } } }]);
    assert.deepEqual(opened.events, [{ haptic: { style: 'medium' } }]);
    await store.input('customTextField', '대학 동기');
    await store.expectState('대학 동기', { at: '/selection/customText' });
    const saved = await store.tap('customSaveButton');
    store.expectReceived([]); // saving leaves the selection alone (seed 002)
    assert.equal(saved.version, 3);
    const picked = await store.tap('customItem');
    store.expectReceived([{ selection: { delegate: { selected: [5] } } }]);
    assert.equal(picked.version, 4);
    assert.equal(store.version, 4);
    await store.expectState({ selection: CUSTOM }, { partial: true });
    await store.expectNode('customItem', { accessibility: { label: '대학 동기, 선택됨' } });
    await store.expectNode('nextButton', { enabled: true });
    assert.deepEqual((await store.tap('nextButton')).received, [{ delegate: { nextRequested: [5] } }]);
    assert.deepEqual(await store.destroy(), { storeId: store.id, version: 4 });
  });

  test('a failed expectation names the step and shows a diff', async () => {
    const store = await host.createStore('relationship');
    await store.tap('customInputButton');
    await assert.rejects(store.expectState({ customItemPhase: 'saved' }, { at: ['selection'], partial: true }), (error) => {
      assert.ok(error instanceof AssertionError);
      assert.match(error.message, /State at \/selection of store relationship-\d+ does not match after view\/tap \{"selector":\{"id":"customInputButton"\}\} \(version 1\)/);
      assert.match(error.message, /^- {3}"customItemPhase": "saved"\n\+ {3}"customItemPhase": "editing"$/m);
      return true;
    });
    await assert.rejects(store.expectNode('missing', {}), /no such node/);
    assert.throws(() => store.expectReceived([]), /Received actions/);
    await store.destroy();
  });

  test('toast over ten characters and the test clock', async () => {
    const store = await host.createStore('relationship');
    await store.tap('customInputButton');
    await store.input('customTextField', '가나다라마바사아자차카');
    assert.ok(await store.state('/toastMessage'));
    assert.equal((await store.advance(1999)).changed, false);
    assert.deepEqual((await store.advance(1)).received, ['toastTimerElapsed']);
    assert.equal('toastMessage' in await store.state(), false);
    await store.destroy();
  });

  test('host listings, store list, store by id', async () => {
    const names = (await host.plugins()).map((feature) => feature.name);
    assert.ok(names.includes('relationship'));
    assert.ok((await host.components()).some((component) => component.name === 'button'));
    assert.equal((await host.renderComponent('button', { title: '확인' })).type, 'root');
    const store = await host.createStore('relationship');
    assert.ok((await host.stores()).some((entry) => entry.storeId === store.id && entry.feature === 'relationship'));
    assert.equal(await host.store(store.id).state('/title'), '받은 분과 어떤 사이인가요?');
    await store.destroy();
  });

  test('pages: view/render and component/render as HTML, in an environment', async () => {
    const store = await host.createStore('relationship', { environment: { colorScheme: 'dark' } });
    const page = await store.render('html');
    assert.ok(page.startsWith('<!DOCTYPE html>'));
    assert.match(page, /<body class="dark">/);
    assert.match(page, /data-node-id="item-2"/);
    await store.destroy();
    const button = await host.renderComponent('button', { title: '확인' }, { format: 'html', environment: { colorScheme: 'dark' } });
    assert.match(button, /<body class="dark">/);
    assert.match(button, /aria-label="확인"/);
    assert.match(await host.renderComponent('button', { title: '확인' }, { format: 'html' }), /<body class="light">/);
    const large = await host.renderComponent('text', { text: '가' }, { environment: { dynamicTypeSize: 'accessibilityLarge' } });
    assert.equal(large.properties.dynamicTypeSize, 'accessibilityLarge');
    await assert.rejects(host.renderComponent('text', { text: '가' }, { format: 'pdf' }), (error) => error.code === -32602);
  });

  test('dispatch, state, render, tap by text and index', async () => {
    const store = await host.createStore('relationship');
    const result = await store.dispatch({ selection: { itemTapped: 2 } });
    assert.equal(result.version, 1);
    assert.deepEqual(await store.state(['selection', 'selectedIDs']), [2]);
    assert.match(await store.render('text'), /#item-2 "가족"/);
    assert.equal((await store.render()).id, 'root');
    await store.tap({ text: '직접 입력' });
    assert.equal(await store.state('/selection/customItemPhase'), 'editing');
    await store.tap({ type: 'button', index: 0 });
    assert.deepEqual(await store.state('/selection/selectedIDs'), [1]);
    await store.destroy();
  });

  test('focus, appear, environment, settle, effects, cancel', async () => {
    const form = await host.createStore('textFieldForm');
    const field = (await form.render('text')).split('\n').find((line) => line.includes('textField #'));
    assert.ok(field);
    await form.focus(field.split('#')[1].split(' ')[0]);
    await form.focus(null);
    assert.ok((await form.setEnvironment({ dynamicTypeSize: 'xxLarge' })).changed);
    assert.equal((await form.render()).properties.dynamicTypeSize, 'xxLarge');
    assert.deepEqual((await form.settle()).effects, []);
    await form.destroy();
    const bookmarks = await host.createStore('bookmarks');
    assert.ok((await bookmarks.appear('home.list/hstack[5]')).changed);
    await bookmarks.destroy();
    const counter = await host.createStore('counter', { dependencies: { presets: { numberFact: 'slow' } } });
    await counter.tap({ label: 'Increment' });
    const effects = await counter.effects();
    assert.deepEqual(effects.map((effect) => effect.status), ['waitingOnChildren', 'waitingOnTestClock']);
    assert.ok((await counter.cancelEffects(effects[0].id)).cancelled.includes(effects[0].id));
    assert.deepEqual(await counter.effects(), []);
    await counter.destroy();
  });

  test('create with initial state, environment, dependencies and storage', async () => {
    const state = (await host.plugins()).find((feature) => feature.name === 'relationship').initialState;
    state.selection.selectedIDs = [3];
    const storage = mkdtempSync(path.join(os.tmpdir(), 'uistate-storage-'));
    const store = await host.createStore('relationship', {
      initialState: state, environment: { colorScheme: 'dark' }, dependencies: { clock: 'test', uuid: 'incrementing' },
      storage,
    });
    assert.deepEqual(await store.state('/selection/selectedIDs'), [3]);
    assert.equal((await store.render()).properties.colorScheme, 'dark');
    await store.destroy();
    rmSync(storage, { recursive: true, force: true });
  });

  test('the host has the methods the helpers wrap', () => {
    // subscribe/history/jump/replay: live-methods.test.js; a server without store/subscribe is
    // played by the harness (conformance.test.js).
    for (const method of ['store/subscribe', 'store/unsubscribe', 'history/list', 'history/jump', 'scenario/run']) {
      assert.ok(host.supports(method), method);
    }
    assert.throws(() => host.replay({}), TypeError);
  });

  test('every error class the host answers', async () => {
    const relationship = await host.createStore('relationship');
    const counter = await host.createStore('counter');
    await assert.rejects(host.store('nope-1').state(), rejectsWith(ErrorCode.UNKNOWN_STORE));
    await assert.rejects(host.createStore('relation'), (error) => {
      rejectsWith(ErrorCode.UNKNOWN_FEATURE)(error);
      assert.equal(/** @type {any} */ (error).data.suggestion, 'relationship');
      return true;
    });
    await assert.rejects(relationship.tap('nope'), rejectsWith(ErrorCode.UNKNOWN_NODE));
    await assert.rejects(relationship.tap('nextButton'), rejectsWith(ErrorCode.NODE_NOT_INTERACTIVE));
    await assert.rejects(counter.tap({ role: 'button' }), rejectsWith(ErrorCode.AMBIGUOUS_SELECTOR));
    await assert.rejects(host.createStore('counter', { dependencies: { presets: { numberFact: 'nope' } } }), rejectsWith(ErrorCode.UNKNOWN_PRESET));
    await assert.rejects(counter.dispatch('incrementButonTapped'), (error) => {
      rejectsWith(ErrorCode.INVALID_PARAMS)(error);
      assert.match(/** @type {UIStateError} */ (error).describe(), /did you mean "incrementButtonTapped"\?/);
      return true;
    });
    await assert.rejects(relationship.state('/nope'), rejectsWith(ErrorCode.INVALID_PARAMS));
    await assert.rejects(host.createStore('relationship', { storage: '/proc/uistate-cannot-create' }), rejectsWith(ErrorCode.STORAGE_FAILED));
    const live = await host.createStore('counter', { dependencies: { clock: 'live', presets: { numberFact: 'slow' } } });
    await assert.rejects(live.advance(10), rejectsWith(ErrorCode.CLOCK_IS_LIVE));
    await live.tap({ label: 'Increment' });
    await assert.rejects(live.settle(50), rejectsWith(ErrorCode.SETTLE_TIMED_OUT));
    const abort = new AbortController();
    const settling = host.request('store/settle', { storeId: live.id, timeoutMs: 10_000 }, { signal: abort.signal });
    abort.abort();
    await assert.rejects(settling, rejectsWith(ErrorCode.REQUEST_CANCELLED));
    for (const store of [relationship, counter, live]) await store.destroy();
    await assert.rejects(live.destroy(), rejectsWith(ErrorCode.UNKNOWN_STORE));
  });
});
