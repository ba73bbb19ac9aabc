// Replays the client-side conformance cases against the scripted fake server.
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { Host, UIStateError } from '../src/index.js';
import { CASES, FAKE_SERVER, expand } from './helpers.js';

for (const file of readdirSync(CASES).filter((name) => name.endsWith('.json')).sort()) {
  const casePath = path.join(CASES, file);
  const scenario = JSON.parse(readFileSync(casePath, 'utf8'));
  for (const framing of scenario.framings ?? ['content-length', 'newline']) {
    test(`${path.basename(file, '.json')} (${framing})`, async () => {
      const host = await Host.start({ binary: FAKE_SERVER, args: ['--case', casePath], framing, timeoutMs: 20_000 });
      const queues = new Map();
      for (const step of scenario.steps) {
        if (step.expectNotification && !queues.has(step.expectNotification)) {
          queues.set(step.expectNotification, host.notifications(step.expectNotification));
        }
      }
      /** @type {Map<string, {promise: Promise<unknown>, abort: AbortController}>} */
      const requests = new Map();
      try {
        for (const step of scenario.steps) {
          if (step.request) {
            const abort = new AbortController();
            const promise = host.request(step.request, expand(step.params), { signal: abort.signal });
            promise.catch(() => {});  // settled below by an expect step
            requests.set(step.as, { promise, abort });
          } else if (step.notify) {
            host.notify(step.notify, expand(step.params));
          } else if (step.cancel) {
            requests.get(step.cancel)?.abort.abort();
          } else if (step.expectResult) {
            assert.deepEqual(await requests.get(step.expectResult)?.promise, expand(step.result));
          } else if (step.expectError) {
            await assert.rejects(requests.get(step.expectError)?.promise ?? Promise.resolve(), (error) => {
              assert.ok(error instanceof UIStateError);
              assert.equal(error.code, step.error.code);
              if ('message' in step.error) assert.equal(error.message, step.error.message);
              if ('data' in step.error) assert.deepEqual(error.data, step.error.data);
              return true;
            });
          } else if (step.expectNotification) {
            assert.deepEqual(await queues.get(step.expectNotification).next(20_000), expand(step.params));
          }
        }
      } finally {
        const code = await host.close(20_000);
        assert.equal(code, 0, `fake server: ${host.stderrTail.join('\n')}`);
      }
    });
  }
}
