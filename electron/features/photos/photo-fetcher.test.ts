import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppErrorException } from '../../../shared/ipc/app-error';
import { IssuedPhotoUrls } from '../../service/issued-photo-urls';
import { createPhotoFetcher, MAX_PHOTO_BYTES } from './photo-fetcher';

const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3]);

async function codeOf(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof AppErrorException) return error.appError.code;
    throw error;
  }
  throw new Error('expected a refusal');
}

describe('photo fetcher on the hosted service (image hosts, https)', () => {
  const seen: { url: string; headers: Headers }[] = [];
  const fetchImpl: typeof fetch = async (input, init) => {
    seen.push({ url: String(input), headers: new Headers(init?.headers) });
    return new Response(JPEG, { headers: { 'content-type': 'image/jpeg' } });
  };
  const addresses: Record<string, string[]> = {
    'retail.photos.vin': ['104.18.2.3'],
    'api.auto.dev': ['104.18.9.9'],
    'router.evil.example': ['192.168.1.1'],
    'rebind.evil.example': ['104.18.2.3', '127.0.0.1'],
  };
  const issued = new IssuedPhotoUrls();
  const fetchPhoto = createPhotoFetcher({
    issued,
    fetchImpl,
    getTarget: async () => ({ baseUrl: 'https://api.auto.dev', apiKey: 'sk_ad_secret', sandboxOrigin: null }),
    resolveHost: async (host) => addresses[host] ?? Promise.reject(new Error('ENOTFOUND')),
  });

  it('loads an image-host URL that came in an answer, without sending the key there', async () => {
    const url = 'https://retail.photos.vin/1HGCM82633A004352/1.jpg';
    issued.add(url);
    const photo = await fetchPhoto(url);
    expect(photo).toMatchObject({ contentType: 'image/jpeg', bytes: JPEG.byteLength });
    expect(seen.at(-1)?.headers.get('authorization')).toBeNull();
  });

  it('sends the key only to the service’s own origin', async () => {
    const url = 'https://api.auto.dev/photos/x/1HGCM82633A004352-1.jpg';
    issued.add(url);
    await fetchPhoto(url);
    expect(seen.at(-1)?.headers.get('authorization')).toBe('Bearer sk_ad_secret');
  });

  it('refuses, without a request, a URL no answer carried', async () => {
    const before = seen.length;
    expect(await codeOf(fetchPhoto('https://retail.photos.vin/1HGCM82633A004352/2.jpg'))).toBe('PHOTO_URL_REFUSED');
    expect(seen.length).toBe(before);
  });

  it('says why it refuses, in words of its own for each rule', async () => {
    const refusal = async (url: string) => {
      issued.add(url);
      return (await fetchPhoto(url).catch((error: unknown) => error)) as AppErrorException;
    };
    const cases: [string, string, string, string][] = [
      [
        'https://user@retail.photos.vin/a.jpg',
        'invalid-input',
        'PHOTO_URL_REFUSED',
        'That photo address is not allowed.',
      ],
      [
        'https://:pw@retail.photos.vin/a.jpg',
        'invalid-input',
        'PHOTO_URL_REFUSED',
        'That photo address is not allowed.',
      ],
      [
        'http://retail.photos.vin/a.jpg',
        'invalid-input',
        'PHOTO_URL_REFUSED',
        'VinDesk only loads photos over a secure (https) connection.',
      ],
      [
        'https://router.evil.example/a.jpg',
        'invalid-input',
        'PHOTO_URL_REFUSED',
        'That photo points at a private network address, so it was not loaded.',
      ],
      ['https://nowhere.example/a.jpg', 'dns', 'PHOTO_HOST_NOT_FOUND', 'The photo’s server could not be found.'],
    ];
    for (const [url, kind, code, message] of cases) {
      expect((await refusal(url)).appError, url).toMatchObject({ kind, code, message });
    }
    const notIssued = (await fetchPhoto('https://retail.photos.vin/never-issued.jpg').catch(
      (error: unknown) => error,
    )) as AppErrorException;
    expect(notIssued.appError).toMatchObject({
      kind: 'invalid-input',
      code: 'PHOTO_URL_REFUSED',
      message: 'VinDesk only loads photos whose address came from the service.',
    });
  });

  it('refuses plain http and hosts that resolve to a private address, even when issued', async () => {
    for (const url of [
      'http://retail.photos.vin/1HGCM82633A004352/1.jpg',
      'https://router.evil.example/admin.jpg',
      'https://rebind.evil.example/a.jpg',
      'https://user:pw@retail.photos.vin/a.jpg',
    ]) {
      issued.add(url);
      const before = seen.length;
      expect(await codeOf(fetchPhoto(url)), url).toBe('PHOTO_URL_REFUSED');
      expect(seen.length, url).toBe(before);
    }
  });
});

describe('photo fetcher size cap (real HTTP, chunked, no Content-Length)', () => {
  let server: Server;
  let base: string;
  beforeAll(async () => {
    server = createServer((request, response) => {
      response.writeHead(200, { 'content-type': 'image/jpeg' });
      if (request.url === '/huge.jpg') {
        // Chunked and endless enough: the reader must stop at the cap, not read it all.
        const chunk = Buffer.alloc(256 * 1024, 1);
        let sent = 0;
        const pump = () => {
          while (sent < MAX_PHOTO_BYTES * 4) {
            sent += chunk.byteLength;
            if (!response.write(chunk)) return response.once('drain', pump);
          }
          response.end();
        };
        pump();
      } else {
        response.end(JPEG);
      }
    });
    await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise<void>((done) => server.close(() => done()));
  });

  it('stops reading at the cap and says the limit', async () => {
    const issued = new IssuedPhotoUrls();
    const fetchPhoto = createPhotoFetcher({
      issued,
      getTarget: async () => ({ baseUrl: base, apiKey: null, sandboxOrigin: base }),
    });
    issued.add(`${base}/huge.jpg`);
    issued.add(`${base}/small.jpg`);
    try {
      await fetchPhoto(`${base}/huge.jpg`);
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(AppErrorException);
      expect((error as AppErrorException).appError).toMatchObject({ code: 'PHOTO_TOO_LARGE' });
      expect((error as AppErrorException).appError.message).toContain('8 MB');
    }
    // The demo sandbox serves its photos over http from loopback.
    expect((await fetchPhoto(`${base}/small.jpg`)).bytes).toBe(JPEG.byteLength);
  });
});

/** The refusal a fetch ended in (the test fails if it did not end in one). */
async function refusalOf(promise: Promise<unknown>) {
  const error: unknown = await promise.then(
    () => null,
    (thrown: unknown) => thrown,
  );
  expect(error, 'the fetch was refused').toBeInstanceOf(AppErrorException);
  return (error as AppErrorException).appError;
}

describe('photo fetcher answers it cannot use (real HTTP)', () => {
  let server: Server;
  let base: string;
  const requests: string[] = [];
  beforeAll(async () => {
    server = createServer((request, response) => {
      requests.push(request.url ?? '');
      const [, kind] = /^\/([a-z0-9-]+)/.exec(request.url ?? '') ?? [];
      if (kind === 'gone') return response.writeHead(404).end();
      if (kind === 'broken') return response.writeHead(500).end();
      if (kind === 'page') return response.writeHead(200, { 'content-type': 'text/html' }).end('<html></html>');
      if (kind === 'shouting')
        return response.writeHead(200, { 'content-type': 'IMAGE/PNG; charset=binary' }).end(JPEG);
      if (kind === 'claims-huge') {
        // Says it is over the cap before a byte is read: refused on the header alone.
        response.writeHead(200, { 'content-type': 'image/jpeg', 'content-length': String(MAX_PHOTO_BYTES + 1) });
        return response.write(JPEG);
      }
      if (kind === 'exact') {
        const body = Buffer.alloc(MAX_PHOTO_BYTES, 7);
        // A WebP's own header (RFC 9649, 2.5): RIFF, a size, then WEBP.
        body.write('RIFF', 0, 'latin1');
        body.write('WEBP', 8, 'latin1');
        return response
          .writeHead(200, { 'content-type': 'image/webp', 'content-length': String(body.byteLength) })
          .end(body);
      }
      if (kind === 'empty') return response.writeHead(200, { 'content-type': 'image/jpeg' }).end();
      // An SVG, a PDF and a GIF, each served as a JPEG: their first bytes say what they are.
      if (kind === 'svg')
        return response
          .writeHead(200, { 'content-type': 'image/jpeg' })
          .end('<svg xmlns="http://www.w3.org/2000/svg"/>');
      if (kind === 'pdf') return response.writeHead(200, { 'content-type': 'image/jpeg' }).end('%PDF-1.7\n');
      if (kind === 'gif') return response.writeHead(200, { 'content-type': 'image/png' }).end('GIF89a\x01\x00');
      if (kind === 'spaced') return response.writeHead(200, { 'content-type': ' image/jpeg ; q=1' }).end(JPEG);
      // Takes the request and never answers: only the fetcher's own timeout ends the wait.
      if (kind === 'silent') return;
      response.writeHead(200, { 'content-type': 'image/jpeg' }).end(JPEG);
    });
    await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise<void>((done) => server.close(() => done()));
  });

  function fetcher(apiKey: string | null = 'demo-scale') {
    const issued = new IssuedPhotoUrls();
    const fetchPhoto = createPhotoFetcher({
      issued,
      getTarget: async () => ({ baseUrl: base, apiKey, sandboxOrigin: base }),
    });
    const issue = (path: string) => {
      issued.add(`${base}${path}`);
      return `${base}${path}`;
    };
    return { fetchPhoto, issue };
  }

  it('says a photo is gone (404), failed (other statuses) or is not a photo, each in its own words', async () => {
    const { fetchPhoto, issue } = fetcher();
    expect(await refusalOf(fetchPhoto(issue('/gone/1.jpg')))).toMatchObject({
      kind: 'not-found',
      code: 'PHOTO_NOT_FOUND',
      message: 'This photo is no longer available.',
      status: 404,
    });
    const failed = await refusalOf(fetchPhoto(issue('/broken/1.jpg')));
    expect(failed).toMatchObject({ kind: 'unavailable', code: 'PHOTO_FAILED', status: 500 });
    expect(failed.message).toContain('HTTP 500');
    expect(await refusalOf(fetchPhoto(issue('/page/1.jpg')))).toMatchObject({
      kind: 'bad-response',
      code: 'PHOTO_NOT_IMAGE',
      message: 'The service sent something that is not a photo.',
    });
  });

  it('reads the content type however it is cased or qualified, and labels a photo by its own first bytes', async () => {
    const { fetchPhoto, issue } = fetcher();
    // Served as a PNG, but its bytes open with JPEG's SOI marker (ITU-T T.81, B.2.1).
    expect(await fetchPhoto(issue('/shouting/1.png'))).toMatchObject({
      contentType: 'image/jpeg',
      bytes: JPEG.byteLength,
    });
    expect(await fetchPhoto(issue('/spaced/1.jpg'))).toMatchObject({ contentType: 'image/jpeg' });
  });

  it('refuses a body that is not a JPEG, PNG or WebP by its own bytes, whatever its content type said', async () => {
    const { fetchPhoto, issue } = fetcher();
    for (const kind of ['svg', 'pdf', 'gif', 'empty']) {
      expect(await refusalOf(fetchPhoto(issue(`/${kind}/1.jpg`)))).toMatchObject({
        kind: 'bad-response',
        code: 'PHOTO_NOT_IMAGE',
        message: 'The service sent something that is not a photo.',
      });
    }
  });

  it('says a photo that does not answer in time timed out', async () => {
    const issued = new IssuedPhotoUrls();
    const fetchPhoto = createPhotoFetcher({
      issued,
      getTarget: async () => ({ baseUrl: base, apiKey: null, sandboxOrigin: base }),
      timeoutMs: 200,
    });
    issued.add(`${base}/silent/1.jpg`);
    expect(await refusalOf(fetchPhoto(`${base}/silent/1.jpg`))).toMatchObject({
      kind: 'timeout',
      code: 'PHOTO_TIMEOUT',
      message: 'The photo could not be loaded.',
    });
  });

  it('refuses a photo whose declared size is over the cap, and takes one exactly at it', async () => {
    const { fetchPhoto, issue } = fetcher();
    const refusal = await refusalOf(fetchPhoto(issue('/claims-huge/1.jpg')));
    expect(refusal).toMatchObject({ kind: 'bad-response', code: 'PHOTO_TOO_LARGE' });
    expect(refusal.message).toContain(`${MAX_PHOTO_BYTES / (1024 * 1024)} MB`);
    expect((await fetchPhoto(issue('/exact/1.webp'))).bytes).toBe(MAX_PHOTO_BYTES);
  });

  it('says the network failed when nothing answers', async () => {
    const closed = createServer();
    await new Promise<void>((done) => closed.listen(0, '127.0.0.1', done));
    const port = (closed.address() as AddressInfo).port;
    await new Promise<void>((done) => closed.close(() => done()));
    const issued = new IssuedPhotoUrls();
    const url = `http://127.0.0.1:${port}/1.jpg`;
    issued.add(url);
    const fetchPhoto = createPhotoFetcher({
      issued,
      getTarget: async () => ({
        baseUrl: `http://127.0.0.1:${port}`,
        apiKey: null,
        sandboxOrigin: `http://127.0.0.1:${port}`,
      }),
    });
    expect(await refusalOf(fetchPhoto(url))).toMatchObject({
      kind: 'network',
      code: 'PHOTO_NETWORK',
      message: 'The photo could not be loaded.',
    });
  });

  it('keeps the photos used last up to a cap in bytes: a repeat is not fetched again, the least recently used is', async () => {
    // Each JPEG is 7 bytes, 12 characters of base64 (ceil(7 / 3) × 4): a 36-byte cap holds three.
    const issued = new IssuedPhotoUrls();
    const fetchPhoto = createPhotoFetcher({
      issued,
      getTarget: async () => ({ baseUrl: base, apiKey: null, sandboxOrigin: base }),
      cacheBytes: 36,
    });
    const issue = (name: string) => (issued.add(`${base}/kept/${name}.jpg`), `${base}/kept/${name}.jpg`);
    const asked = () => requests.filter((path) => path.startsWith('/kept/')).length;
    const [a, b, c, d] = ['a', 'b', 'c', 'd'].map(issue) as [string, string, string, string];
    expect((await fetchPhoto(a)).base64).toHaveLength(12);
    await fetchPhoto(b);
    await fetchPhoto(c);
    const filled = asked();
    await fetchPhoto(a);
    expect(asked(), 'a repeat comes from memory').toBe(filled);
    // A fourth makes 48 bytes: b, now the least recently used, goes; a, c and d stay.
    await fetchPhoto(d);
    await fetchPhoto(a);
    await fetchPhoto(c);
    await fetchPhoto(d);
    expect(asked(), 'the photos used last are still kept').toBe(filled + 1);
    await fetchPhoto(b);
    expect(asked(), 'the least recently used was let go').toBe(filled + 2);
  });

  it('keeps nothing of a photo larger than the whole cap', async () => {
    const issued = new IssuedPhotoUrls();
    const fetchPhoto = createPhotoFetcher({
      issued,
      getTarget: async () => ({ baseUrl: base, apiKey: null, sandboxOrigin: base }),
      cacheBytes: 11,
    });
    const url = `${base}/kept/too-big.jpg`;
    issued.add(url);
    const asked = () => requests.filter((path) => path === '/kept/too-big.jpg').length;
    await fetchPhoto(url);
    await fetchPhoto(url);
    expect(asked()).toBe(2);
  });
});

/** A photo host that answers every request with JPEG bytes, noting each request's headers. */
function jpegHost() {
  const requests: Headers[] = [];
  const fetchImpl: typeof fetch = async (_input, init) => {
    requests.push(new Headers(init?.headers));
    return new Response(JPEG, { headers: { 'content-type': 'image/jpeg' } });
  };
  return { requests, fetchImpl };
}

describe('photo fetcher host checks on the hosted service', () => {
  const issued = new IssuedPhotoUrls();
  const host = jpegHost();
  const fetchPhoto = createPhotoFetcher({
    issued,
    fetchImpl: host.fetchImpl,
    getTarget: async () => ({ baseUrl: 'https://api.auto.dev', apiKey: null, sandboxOrigin: null }),
    resolveHost: async (host) => {
      if (host === 'nowhere.example') throw new Error('ENOTFOUND');
      return host === 'empty.example' ? [] : ['104.18.2.3'];
    },
  });

  it('says a host that does not resolve was not found, and refuses one with no address', async () => {
    issued.add('https://nowhere.example/1.jpg');
    issued.add('https://empty.example/1.jpg');
    expect(await refusalOf(fetchPhoto('https://nowhere.example/1.jpg'))).toMatchObject({
      kind: 'dns',
      code: 'PHOTO_HOST_NOT_FOUND',
    });
    expect(await refusalOf(fetchPhoto('https://empty.example/1.jpg'))).toMatchObject({ code: 'PHOTO_URL_REFUSED' });
    expect(host.requests).toHaveLength(0);
  });

  it('refuses plain http from loopback when the service itself is not on this machine', async () => {
    issued.add('http://127.0.0.1:8080/1.jpg');
    const refusal = await refusalOf(fetchPhoto('http://127.0.0.1:8080/1.jpg'));
    expect(refusal).toMatchObject({ code: 'PHOTO_URL_REFUSED' });
    expect(refusal.message).toContain('https');
    expect(host.requests).toHaveLength(0);
  });

  it('sends no key when there is none, even to the service’s own origin', async () => {
    const own = new IssuedPhotoUrls();
    own.add('https://api.auto.dev/photos/1.jpg');
    const ownHost = jpegHost();
    const keyless = createPhotoFetcher({
      issued: own,
      fetchImpl: ownHost.fetchImpl,
      getTarget: async () => ({ baseUrl: 'https://api.auto.dev', apiKey: null, sandboxOrigin: null }),
      resolveHost: async () => ['104.18.9.9'],
    });
    await keyless('https://api.auto.dev/photos/1.jpg');
    expect(ownHost.requests).toHaveLength(1);
    expect(ownHost.requests[0]!.get('authorization')).toBeNull();
  });
});

describe('photo fetcher on a live service on this machine (issue 37, item 6)', () => {
  let server: Server;
  let base: string;
  const requests: string[] = [];
  beforeAll(async () => {
    server = createServer((request, response) => {
      requests.push(request.url ?? '');
      response.writeHead(200, { 'content-type': 'image/jpeg' }).end(JPEG);
    });
    await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise<void>((done) => server.close(() => done()));
  });

  it('refuses, without a request, loopback photos a live service on loopback issued', async () => {
    const issued = new IssuedPhotoUrls();
    const fetchPhoto = createPhotoFetcher({
      issued,
      // A developer's proxy, or a service that is not the demo sandbox, on this machine.
      getTarget: async () => ({ baseUrl: base, apiKey: 'sk_live', sandboxOrigin: null }),
    });
    for (const url of [`${base}/1.jpg`, `https://127.0.0.1:${new URL(base).port}/1.jpg`, 'https://[::1]/1.jpg']) {
      issued.add(url);
      expect(await refusalOf(fetchPhoto(url)), url).toMatchObject({ code: 'PHOTO_URL_REFUSED' });
    }
    expect(requests).toEqual([]);
  });

  it('refuses them even while the demo sandbox runs on another loopback port', async () => {
    const issued = new IssuedPhotoUrls();
    const fetchPhoto = createPhotoFetcher({
      issued,
      getTarget: async () => ({ baseUrl: base, apiKey: null, sandboxOrigin: 'http://127.0.0.1:1' }),
    });
    issued.add(`${base}/2.jpg`);
    expect(await refusalOf(fetchPhoto(`${base}/2.jpg`))).toMatchObject({ code: 'PHOTO_URL_REFUSED' });
    expect(requests).toEqual([]);
  });

  it('loads them from the demo sandbox’s own origin, the one exemption', async () => {
    const issued = new IssuedPhotoUrls();
    const fetchPhoto = createPhotoFetcher({
      issued,
      getTarget: async () => ({ baseUrl: base, apiKey: null, sandboxOrigin: base }),
    });
    issued.add(`${base}/3.jpg`);
    expect(await fetchPhoto(`${base}/3.jpg`)).toMatchObject({ contentType: 'image/jpeg', bytes: JPEG.byteLength });
    expect(requests).toEqual(['/3.jpg']);
  });
});
