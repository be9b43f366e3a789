import { readdir, readFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MAX_ANSWER_BYTES } from './http-attempt';
import { startFakeService, type FakeService } from './test-support/fake-service';
import { appErrorOf, createTestClient, TEST_KEY, type TestClient } from './test-support/test-client';
import { listingBody, SAMPLE_VIN } from './test-support/sample-bodies';

// A hostile or broken service: answers that echo the key, answers too large to hold,
// and redirects elsewhere. Each against a real local HTTP server.

let service: FakeService;
let t: TestClient;

beforeEach(async () => {
  service = await startFakeService();
  t = await createTestClient(service.url);
});
afterEach(async () => {
  await service.close();
  await t.dispose();
});

async function cachedText(dir: string): Promise<string> {
  const names = await readdir(dir, { recursive: true }).catch(() => [] as string[]);
  const texts = await Promise.all(names.map((name) => readFile(join(dir, String(name)), 'utf8').catch(() => '')));
  return texts.join('\n');
}

describe('an answer that echoes the key', () => {
  const echoes: [string, (key: string) => { body?: unknown; raw?: string; headers?: Record<string, string> }][] = [
    ['raw', (key) => ({ body: { data: { ...listingBody(), vin: SAMPLE_VIN, note: key } } })],
    [
      'JSON-escaped with \\/',
      (key) => ({ raw: JSON.stringify({ data: { ...listingBody(), note: key } }).replace(/\//g, '\\/') }),
    ],
    [
      'URL-encoded',
      (key) => ({ body: { data: { ...listingBody(), link: `https://x.test/?k=${encodeURIComponent(key)}` } } }),
    ],
    ['base64', (key) => ({ body: { data: { ...listingBody(), token: Buffer.from(key).toString('base64') } } })],
    ['in a header', (key) => ({ body: { data: listingBody() }, headers: { 'x-request-id': `req-${key}` } })],
  ];

  it.each(echoes)('%s: is cut out of what the window gets, and the answer is not cached', async (_name, reply) => {
    const key = 'sk_ad_a/b+c=d"e';
    t.config.apiKey = key;
    service.setRoute(() => ({ status: 200, ...reply(key) }));
    const listing = await t.client.getListing(SAMPLE_VIN);
    const shown = JSON.stringify(listing);
    for (const form of [
      key,
      encodeURIComponent(key),
      Buffer.from(key).toString('base64'),
      JSON.stringify(key).slice(1, -1),
    ]) {
      expect(shown).not.toContain(form);
    }
    expect(await cachedText(t.cacheDir)).not.toContain('sk_ad_a');
    // Not cached: the next call asks again.
    await t.client.getListing(SAMPLE_VIN);
    expect(service.seen).toHaveLength(2);
  });

  it('is cut out of an error the window gets, including the request id header', async () => {
    service.setRoute(() => ({
      status: 400,
      body: { status: 400, code: 'INVALID_PARAMETER', error: `bad key ${TEST_KEY}` },
      headers: { 'x-request-id': TEST_KEY },
    }));
    const error = await appErrorOf(t.client.getListing(SAMPLE_VIN));
    expect(JSON.stringify(error)).not.toContain(TEST_KEY);
    expect(error.requestId).toBe('[redacted]');
  });
});

describe('an answer too large to hold', () => {
  let big: Server;
  let bigUrl: string;
  let requests = 0;
  beforeEach(async () => {
    requests = 0;
    big = createServer((_request, response) => {
      requests++;
      // Chunked, with no Content-Length: the cap must hold while reading.
      response.writeHead(200, { 'content-type': 'application/json' });
      const chunk = Buffer.alloc(1024 * 1024, 0x20);
      let sent = 0;
      const pump = () => {
        while (sent < MAX_ANSWER_BYTES + 5 * chunk.byteLength) {
          sent += chunk.byteLength;
          if (!response.write(chunk)) return void response.once('drain', pump);
        }
        response.end('{}');
      };
      response.write('{"data":');
      pump();
    });
    await new Promise<void>((done) => big.listen(0, '127.0.0.1', done));
    bigUrl = `http://127.0.0.1:${(big.address() as AddressInfo).port}`;
  });
  afterEach(async () => {
    big.closeAllConnections();
    await new Promise<void>((done) => big.close(() => done()));
  });

  it('stops at the cap with an error naming the limit, and never retries', async () => {
    const client = await createTestClient(bigUrl);
    try {
      const error = await appErrorOf(client.client.getListing(SAMPLE_VIN));
      expect(error).toMatchObject({ kind: 'bad-response', code: 'ANSWER_TOO_LARGE' });
      expect(error.message).toContain('4 MB');
      expect(requests).toBe(1);
    } finally {
      await client.dispose();
    }
  });
});

describe('redirects', () => {
  it('follows a redirect on the service’s own origin', async () => {
    service.setRoute((request) =>
      request.path === `/listings/${SAMPLE_VIN}`
        ? { status: 301, headers: { location: `/moved/listings/${SAMPLE_VIN}` } }
        : { status: 200, body: { data: listingBody() } },
    );
    const listing = await t.client.getListing(SAMPLE_VIN);
    expect(listing.data.vin).toBe(SAMPLE_VIN);
    expect(service.seen.map((request) => request.path)).toEqual([
      `/listings/${SAMPLE_VIN}`,
      `/moved/listings/${SAMPLE_VIN}`,
    ]);
  });

  it('never follows a redirect to another origin, so the key never goes there', async () => {
    const elsewhere = await startFakeService(() => ({ status: 200, body: { data: listingBody() } }));
    try {
      service.setRoute(() => ({ status: 302, headers: { location: `${elsewhere.url}/listings/${SAMPLE_VIN}` } }));
      const error = await appErrorOf(t.client.getListing(SAMPLE_VIN));
      expect(error).toMatchObject({ kind: 'bad-response', code: 'OFF_ORIGIN_REDIRECT' });
      expect(elsewhere.seen).toHaveLength(0);
      expect(service.seen).toHaveLength(1);
    } finally {
      await elsewhere.close();
    }
  });

  it('stops after three redirects', async () => {
    let hop = 0;
    service.setRoute(() => ({ status: 307, headers: { location: `/hop/${++hop}` } }));
    const error = await appErrorOf(t.client.getListing(SAMPLE_VIN));
    expect(error).toMatchObject({ code: 'TOO_MANY_REDIRECTS' });
    expect(service.seen).toHaveLength(4);
  });
});
