import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppErrorException } from '../../shared/ipc/app-error';
import { IssuedPhotoUrls } from './issued-photo-urls';
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
    getTarget: async () => ({ baseUrl: 'https://api.auto.dev', apiKey: 'sk_ad_secret' }),
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
    const fetchPhoto = createPhotoFetcher({ issued, getTarget: async () => ({ baseUrl: base, apiKey: null }) });
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
    // A loopback service may serve its photos over http from loopback.
    expect((await fetchPhoto(`${base}/small.jpg`)).bytes).toBe(JPEG.byteLength);
  });
});
