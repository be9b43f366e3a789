// One try of one GET against a real local HTTP server: what stops it (the caller, the
// timeout, the size cap, a redirect it will not follow) and which redirects it follows.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { attemptGet, type AttemptRequest } from './http-attempt';
import { startFakeService, type FakeService } from './test-support/fake-service';

let service: FakeService;

beforeEach(async () => {
  service = await startFakeService();
});
afterEach(() => service.close());

const request = (path: string, extra: Partial<AttemptRequest> = {}): AttemptRequest => ({
  url: `${service.url}${path}`,
  headers: { Accept: 'application/json' },
  timeoutMs: 5_000,
  signal: undefined,
  fetchImpl: fetch,
  ...extra,
});

/** A server that sends `size` bytes in chunks of `chunk`, without a Content-Length. */
async function chunkedServer(size: number, chunk: number): Promise<{ url: string; server: Server }> {
  const server = createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'application/json' });
    for (let sent = 0; sent < size; sent += chunk) res.write('x'.repeat(Math.min(chunk, size - sent)));
    res.end();
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/`, server };
}

describe('attemptGet', () => {
  it('says cancelled, and sends nothing, when the caller has already given up', async () => {
    const controller = new AbortController();
    controller.abort();
    expect(await attemptGet(request('/x', { signal: controller.signal }))).toEqual({ type: 'cancelled' });
    expect(service.seen).toHaveLength(0);
  });

  it('says cancelled when the caller gives up while waiting, timeout when the time runs out', async () => {
    service.setRoute(() => ({ status: 200, body: {}, delayMs: 2_000 }));
    const controller = new AbortController();
    const waiting = attemptGet(request('/slow', { signal: controller.signal }));
    await expect.poll(() => service.seen.length).toBe(1);
    controller.abort();
    expect(await waiting).toEqual({ type: 'cancelled' });
    expect(await attemptGet(request('/slow', { timeoutMs: 50, signal: new AbortController().signal }))).toEqual({
      type: 'timeout',
    });
  });

  it('follows up to three redirects on its own origin, and refuses a fourth', async () => {
    // /hop/n redirects to /hop/n-1; /hop/0 answers.
    service.setRoute((seen) => {
      const n = Number(seen.path.split('/')[2]);
      return n > 0 ? { status: 302, headers: { location: `/hop/${n - 1}` } } : { status: 200, body: { at: 0 } };
    });
    expect(await attemptGet(request('/hop/3'))).toMatchObject({
      type: 'answer',
      answer: { status: 200, text: '{"at":0}' },
    });
    expect(await attemptGet(request('/hop/4'))).toMatchObject({ type: 'redirect-refused', reason: 'too-many' });
  });

  it('never follows a redirect to another origin, and names its host', async () => {
    service.setRoute(() => ({ status: 301, headers: { location: 'https://elsewhere.example/listings' } }));
    expect(await attemptGet(request('/listings'))).toEqual({
      type: 'redirect-refused',
      reason: 'off-origin',
      host: 'elsewhere.example',
    });
  });

  it('follows a 300 with a Location, but takes a 3xx without one, or a 201 or 400 with one, as the answer', async () => {
    service.setRoute((seen) =>
      seen.path === '/choice'
        ? { status: 300, headers: { location: '/chosen' } }
        : seen.path === '/chosen'
          ? { status: 200, body: { chosen: true } }
          : seen.path === '/created'
            ? { status: 201, headers: { location: '/elsewhere' }, body: { created: true } }
            : seen.path === '/bad'
              ? { status: 400, headers: { location: '/elsewhere' }, body: { bad: true } }
              : { status: 304 },
    );
    expect(await attemptGet(request('/choice'))).toMatchObject({ answer: { status: 200, text: '{"chosen":true}' } });
    expect(await attemptGet(request('/created'))).toMatchObject({ answer: { status: 201, text: '{"created":true}' } });
    expect(await attemptGet(request('/bad'))).toMatchObject({ answer: { status: 400, text: '{"bad":true}' } });
    expect(await attemptGet(request('/not-modified'))).toMatchObject({ answer: { status: 304, text: '' } });
  });

  it('reads an answer exactly at the cap, and stops at one a byte over, by its length', async () => {
    service.setRoute(() => ({ status: 200, raw: 'x'.repeat(100) }));
    expect(await attemptGet(request('/', { maxBytes: 100 }))).toMatchObject({ answer: { text: 'x'.repeat(100) } });
    expect(await attemptGet(request('/', { maxBytes: 99 }))).toEqual({ type: 'too-large', limitBytes: 99 });
  });

  it('stops an answer without a length once its chunks pass the cap', async () => {
    const { url, server } = await chunkedServer(1_000, 100);
    try {
      const base = { ...request('/'), url };
      expect(await attemptGet({ ...base, maxBytes: 1_000 })).toMatchObject({ answer: { text: 'x'.repeat(1_000) } });
      expect(await attemptGet({ ...base, maxBytes: 999 })).toEqual({ type: 'too-large', limitBytes: 999 });
    } finally {
      await new Promise((done) => server.close(done));
    }
  });

  it('says network, with the cause, when the connection drops', async () => {
    service.setRoute(() => ({ destroy: true }));
    const outcome = await attemptGet(request('/drop'));
    expect(outcome.type).toBe('network');
    expect(outcome).toHaveProperty('cause', expect.stringMatching(/\S/));
  });
});
