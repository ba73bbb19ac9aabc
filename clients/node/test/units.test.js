// Pure parts: framing, JSON Patch, assertion diffs, selectors.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { FrameDecoder, FramingError, applyPatch, assertJSON, diff, encodeBody, frame, matches, selector, JSONPatchError } from '../src/index.js';

test('Content-Length counts bytes; frames split at every byte decode the same', () => {
  const messages = [{ id: 1, t: '가👩‍👩‍👧' }, { id: 2, t: 'ok' }];
  const data = Buffer.concat(messages.map((m) => frame(encodeBody(m))));
  assert.ok(data.toString('latin1').startsWith(`Content-Length: ${Buffer.byteLength(JSON.stringify(messages[0]))}\r\n`));
  for (let cut = 1; cut < data.length; cut++) {
    const decoder = new FrameDecoder();
    const bodies = [...decoder.feed(data.subarray(0, cut)), ...decoder.feed(data.subarray(cut))];
    assert.deepEqual(bodies.map((b) => JSON.parse(b.toString('utf8'))), messages);
  }
});

test('headers are case-insensitive and other headers ignored; a missing Content-Length is an error', () => {
  const body = encodeBody({ x: '한' });
  const raw = Buffer.concat([Buffer.from(`content-type: application/vscode-jsonrpc; charset=utf8\r\ncontent-length: ${body.length}\r\n\r\n`), body]);
  assert.deepEqual(new FrameDecoder().feed(raw), [body]);
  assert.throws(() => new FrameDecoder().feed(Buffer.from('Content-Type: x\r\n\r\n{}')), FramingError);
});

test('newline framing drops CR and blank lines and joins chunks', () => {
  const decoder = new FrameDecoder('newline');
  assert.deepEqual(decoder.feed(Buffer.from('{"a":1}\r\n\n{"b"')).map(String), ['{"a":1}']);
  assert.deepEqual(decoder.feed(Buffer.from(':2}\n')).map(String), ['{"b":2}']);
});

test('a megabyte in 4 KB chunks', () => {
  const body = encodeBody({ t: '가'.repeat(400_000) });
  const data = frame(body);
  const decoder = new FrameDecoder();
  const out = [];
  for (let start = 0; start < data.length; start += 4096) out.push(...decoder.feed(data.subarray(start, start + 4096)));
  assert.deepEqual(out, [body]);
});

test('JSON Patch operations, leaving the input unchanged', () => {
  const doc = { a: [1, 2], b: { c: 1 }, '~/': 0 };
  const patched = applyPatch(doc, [
    { op: 'add', path: '/a/1', value: 9 },
    { op: 'add', path: '/a/-', value: 3 },
    { op: 'remove', path: '/b/c' },
    { op: 'replace', path: '/~0~1', value: 1 },
    { op: 'copy', from: '/a', path: '/d' },
    { op: 'move', from: '/d', path: '/b/e' },
    { op: 'test', path: '/a/0', value: 1 },
  ]);
  assert.deepEqual(patched, { a: [1, 9, 2, 3], b: { e: [1, 9, 2, 3] }, '~/': 1 });
  assert.deepEqual(doc, { a: [1, 2], b: { c: 1 }, '~/': 0 });
  for (const operation of [
    { op: 'replace', path: '/missing', value: 1 }, { op: 'remove', path: '/a/5' }, { op: 'add', path: '/a/01', value: 1 },
    { op: 'test', path: '/a/0', value: 2 }, { op: 'move', from: '/b', path: '/b/x' }, { op: 'nope', path: '/a' },
  ]) assert.throws(() => applyPatch({ a: [1], b: {} }, [operation]), JSONPatchError, JSON.stringify(operation));
});

test('partial match and a - expected / + actual diff', () => {
  const actual = { selection: { customItemPhase: 'editing', customText: '대학', items: [1, 2] }, title: 't' };
  assert.ok(matches({ selection: { customText: '대학' } }, actual, true));
  assert.ok(!matches({ selection: { customText: '대학' } }, actual));
  assert.throws(() => assertJSON({ selection: { customItemPhase: 'saved' } }, actual, { partial: true, title: 'State' }), (error) => {
    const text = /** @type {Error} */ (error).message;
    assert.match(text, /Expected: -, Actual: \+/);
    assert.match(text, /^- {5}"customItemPhase": "saved"$/m);
    assert.match(text, /^\+ {5}"customItemPhase": "editing"$/m);
    assert.doesNotMatch(text, /customText/);
    return true;
  });
  assert.equal(diff(1, 1), '');
});

test('selectors', () => {
  assert.deepEqual(selector('customSaveButton'), { id: 'customSaveButton' });
  assert.deepEqual(selector({ text: '직접 입력', index: 1 }), { text: '직접 입력', index: 1 });
  assert.throws(() => selector({}), TypeError);
});
