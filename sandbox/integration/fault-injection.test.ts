// Fault injection over HTTP: by the X-Sandbox-Fault header and by rule, with times
// (sandbox/README.md, "Fault injection"); the parsing and matching are tested in http/faults.test.ts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningSandbox } from '../start-sandbox';
import { api, errorOf, startTestSandbox } from '../test-support/sandbox-fixture';

let sandbox: RunningSandbox;
beforeAll(async () => {
  sandbox = await startTestSandbox();
});
afterAll(() => sandbox?.close());

describe('X-Sandbox-Fault header', () => {
  const path = () => `/vin/${sandbox.samples.priced}`;

  it('adds latency', async () => {
    const start = performance.now();
    const res = await api(sandbox, path(), 'scale', { 'X-Sandbox-Fault': 'latency=300' });
    expect(res.status).toBe(200);
    expect(performance.now() - start).toBeGreaterThanOrEqual(290);
  });

  it('answers 503 and 429 with Retry-After', async () => {
    expect((await api(sandbox, path(), 'scale', { 'X-Sandbox-Fault': '503' })).status).toBe(503);
    const limited = await api(sandbox, path(), 'scale', { 'X-Sandbox-Fault': '429' });
    expect(limited.status).toBe(429);
    expect(errorOf(limited.body).code).toBe('RATE_LIMITED');
    expect(limited.headers.get('retry-after')).toBe('1');
  });

  it('sends malformed JSON', async () => {
    const res = await fetch(sandbox.url + path(), {
      headers: { Authorization: 'Bearer demo-scale', 'X-Sandbox-Fault': 'malformed' },
    });
    expect(res.status).toBe(200);
    await expect(res.json()).rejects.toThrow();
  });

  it('resets the connection', async () => {
    await expect(fetch(sandbox.url + path(), { headers: { 'X-Sandbox-Fault': 'reset' } })).rejects.toThrow();
  });
});

describe('fault rules', () => {
  it('apply to matching paths the given number of times', async () => {
    sandbox.faults.add({ path: /^\/specs\//, kind: '503', times: 2 });
    const vin = sandbox.samples.priced;
    expect((await api(sandbox, `/specs/${vin}`)).status).toBe(503);
    expect((await api(sandbox, `/vin/${vin}`)).status).toBe(200);
    expect((await api(sandbox, `/specs/${vin}`)).status).toBe(503);
    expect((await api(sandbox, `/specs/${vin}`)).status).toBe(200);
  });

  it('clear() removes them', async () => {
    sandbox.faults.add({ path: '/build', kind: '429', retryAfter: 7 });
    const limited = await api(sandbox, `/build/${sandbox.samples.priced}`);
    expect(limited.headers.get('retry-after')).toBe('7');
    sandbox.faults.clear();
    expect((await api(sandbox, `/build/${sandbox.samples.priced}`)).status).toBe(200);
  });

  it('counts requests served', async () => {
    const before = sandbox.requestCount();
    await api(sandbox, '/_sandbox/samples', null);
    expect(sandbox.requestCount()).toBe(before + 1);
  });
});
