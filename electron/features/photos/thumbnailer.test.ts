import { getEventListeners } from 'node:events';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppErrorException } from '../../../shared/ipc/app-error';
import { DEMO_KEYS, startSandbox, type RunningSandbox } from '../../../sandbox/start-sandbox';
import { createServiceClient } from '../../service/create-service-client';
import { IssuedPhotoUrls } from '../../service/issued-photo-urls';
import { createPhotoFetcher } from './photo-fetcher';
import { ThumbnailCache } from './thumbnail-cache';
import { createThumbnailer } from './thumbnailer';

// Result-row thumbnails against the real sandbox: resized by sharp to the size asked,
// kept on disk (a second thumbnailer on the same folder fetches nothing), the folder
// kept under its byte cap by dropping the least recently used.

let sandbox: RunningSandbox;
let issued: IssuedPhotoUrls;
let vins: string[];
/** Gallery photos of one listing, issued by a /photos answer (not primary photos). */
let galleryUrls: string[];
const dirs: string[] = [];

/** Counts the photo requests that actually go out. */
function countingFetch() {
  const seen: string[] = [];
  const fetchImpl: typeof fetch = (input, init) => {
    seen.push(String(input));
    return fetch(input, init);
  };
  return { seen, fetchImpl };
}

interface SessionOptions {
  maxBytes?: number;
  /** The photo URLs this session's answers carried; this file's session by default. */
  issuedUrls?: IssuedPhotoUrls;
  /** The folder's cache; a plain one by default. */
  cache?: ThumbnailCache;
}

/** A thumbnailer as one session of main has it, on `dir`, counting the photos it fetches. */
function thumbnailerOn(dir: string, { maxBytes, issuedUrls = issued, cache: given }: SessionOptions = {}) {
  const { seen, fetchImpl } = countingFetch();
  const fetcher = createPhotoFetcher({
    issued: issuedUrls,
    fetchImpl,
    getTarget: async () => ({ baseUrl: sandbox.url, apiKey: null, sandboxOrigin: sandbox.url }),
  });
  const cache = given ?? new ThumbnailCache({ dir, ...(maxBytes !== undefined ? { maxBytes } : {}) });
  return { ...createThumbnailer({ fetcher, cache }), cache, seen };
}

async function freshDir(): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'vindesk-thumbs-'));
  dirs.push(dir);
  return dir;
}

async function codeOf(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof AppErrorException) return error.appError.code;
    throw error;
  }
  throw new Error('expected a refusal');
}

beforeAll(async () => {
  sandbox = await startSandbox({
    port: 0,
    listings: 2000,
    rateLimit: false,
    cacheDir: join(tmpdir(), 'vindesk-test-sandbox-cache'),
  });
  issued = new IssuedPhotoUrls();
  const client = createServiceClient({
    getConfig: () => ({ baseUrl: sandbox.url, v1BaseUrl: '', apiKey: DEMO_KEYS.scale, plan: 'scale', dialect: 'spec' }),
    cacheDir: await freshDir(),
    issuedPhotos: issued,
  });
  const page = await client.searchListings({ limit: 50 });
  vins = page.data.data.filter((row) => row.retailListing.primaryImage).map((row) => row.vin);
  expect(vins.length).toBeGreaterThanOrEqual(10);
  galleryUrls = (await client.getPhotos(vins[0]!)).data.retail.slice(1, 4);
  expect(galleryUrls).toHaveLength(3);
  // The cache writes behind each answer: its folder may go as soon as the tests end.
  await client.settled();
}, 300_000);
afterAll(async () => {
  await sandbox?.close();
  await Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true })));
});

describe('vehicle thumbnails', () => {
  it('resizes the listing’s primary photo to the size asked, as WebP much smaller than the photo', async () => {
    const { thumbnail, seen } = thumbnailerOn(await freshDir());
    const photo = await thumbnail({ vin: vins[0]!, width: 168, height: 120 });
    const bytes = Buffer.from(photo.base64, 'base64');
    expect(photo).toMatchObject({ contentType: 'image/webp', bytes: bytes.byteLength });
    const meta = await sharp(bytes).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 168, height: 120 });
    // The original, as the sandbox serves it.
    expect(seen).toEqual([issued.primaryOf(vins[0]!)]);
    const original = Buffer.from(await (await fetch(seen[0]!)).arrayBuffer());
    const originalMeta = await sharp(original).metadata();
    expect(originalMeta.width).toBeGreaterThan(168);
    expect(bytes.byteLength).toBeLessThan(original.byteLength / 2);
  });

  it('serves a second call from disk without fetching, even in a new session', async () => {
    const dir = await freshDir();
    const first = thumbnailerOn(dir);
    const made = await first.thumbnail({ vin: vins[1]!, width: 168, height: 120 });
    expect(first.seen).toHaveLength(1);
    await first.written();
    // A new thumbnailer and cache on the same folder: nothing in memory, as after a restart.
    const later = thumbnailerOn(dir);
    const again = await later.thumbnail({ vin: vins[1]!, width: 168, height: 120 });
    expect(later.seen).toHaveLength(0);
    expect(again.base64).toBe(made.base64);
    // Another size of the same photo is another file.
    const bigger = await later.thumbnail({ vin: vins[1]!, width: 256, height: 184 });
    expect(later.seen).toHaveLength(1);
    expect(await sharp(Buffer.from(bigger.base64, 'base64')).metadata()).toMatchObject({ width: 256, height: 184 });
  });

  it('many rows asking for one photo at once cost one fetch', async () => {
    const { thumbnail, seen } = thumbnailerOn(await freshDir());
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => thumbnail({ vin: vins[2]!, width: 168, height: 120 })),
    );
    expect(seen).toHaveLength(1);
    expect(new Set(answers.map((answer) => answer.base64)).size).toBe(1);
  });

  it('answers before its copy is on disk, and a repeat while the copy is written costs no fetch', async () => {
    const dir = await freshDir();
    let release!: () => void;
    const held = new Promise<void>((done) => (release = done));
    const puts: string[] = [];
    // A disk that takes its time: each write waits until the test lets it go.
    class SlowDisk extends ThumbnailCache {
      override async put(key: string, bytes: Buffer): Promise<void> {
        puts.push(key);
        await held;
        await super.put(key, bytes);
      }
    }
    const { thumbnail, written, seen } = thumbnailerOn(dir, { cache: new SlowDisk({ dir }) });
    const first = await thumbnail({ vin: vins[0]!, width: 120, height: 96 });
    expect(puts).toHaveLength(1);
    expect(await readdir(dir)).toEqual([]);
    const repeat = await thumbnail({ vin: vins[0]!, width: 120, height: 96 });
    expect(repeat.base64).toBe(first.base64);
    expect(seen).toHaveLength(1);
    let onDisk = false;
    const done = written().then(() => (onDisk = true));
    await new Promise((tick) => setImmediate(tick));
    expect(onDisk).toBe(false);
    release();
    await done;
    expect(await readdir(dir)).toEqual([ThumbnailCache.keyOf(issued.primaryOf(vins[0]!)!, 120, 96)]);
  });

  it('keeps the folder under its cap, dropping the least recently used first', async () => {
    const dir = await freshDir();
    // Measure one thumbnail's size to set a cap of about three of them.
    const probe = thumbnailerOn(await freshDir());
    const sizes = await Promise.all(
      vins.slice(3, 9).map(async (vin) => (await probe.thumbnail({ vin, width: 168, height: 120 })).bytes),
    );
    const cap = Math.max(...sizes) * 3 + 10;
    const { thumbnail: resize, written, cache } = thumbnailerOn(dir, { maxBytes: cap });
    // Each copy on disk before the next is asked for, so the order of use is the order here.
    const thumbnail = async (input: { vin: string; width: number; height: number }) => {
      await resize(input);
      await written();
    };
    for (const vin of vins.slice(3, 6)) await thumbnail({ vin, width: 168, height: 120 });
    // The first is used again, so the second is now the least recent.
    await thumbnail({ vin: vins[3]!, width: 168, height: 120 });
    const fileOf = (vin: string) => ThumbnailCache.keyOf(issued.primaryOf(vin)!, 168, 120);
    await thumbnail({ vin: vins[6]!, width: 168, height: 120 });
    const afterOne = await readdir(dir);
    expect(afterOne).toContain(fileOf(vins[3]!));
    expect(afterOne).not.toContain(fileOf(vins[4]!));
    for (const vin of vins.slice(7, 9)) await thumbnail({ vin, width: 168, height: 120 });
    const files = await readdir(dir);
    const onDisk = (await Promise.all(files.map(async (name) => (await stat(join(dir, name))).size))).reduce(
      (sum, size) => sum + size,
      0,
    );
    expect(onDisk).toBeLessThanOrEqual(cap);
    expect(await cache.totalBytes()).toBe(onDisk);
    expect(files.length).toBeGreaterThanOrEqual(2);
    // What is still on disk comes without a fetch; what was dropped is fetched again.
    const check = thumbnailerOn(dir, { maxBytes: cap });
    await check.thumbnail({ vin: vins[8]!, width: 168, height: 120 });
    expect(check.seen).toHaveLength(0);
    await check.thumbnail({ vin: vins[4]!, width: 168, height: 120 });
    expect(check.seen).toHaveLength(1);
  });

  it('answers not found for a VIN no answer of this session carried, even with a copy on disk', async () => {
    const dir = await freshDir();
    const { thumbnail, written, seen } = thumbnailerOn(dir);
    const missing = await thumbnail({ vin: '1HGCM82633A004352', width: 168, height: 120 }).catch(
      (error: unknown) => (error as AppErrorException).appError,
    );
    expect(missing).toMatchObject({
      kind: 'not-found',
      code: 'PHOTO_NOT_FOUND',
      message: 'No photo of this listing came with the search results.',
    });
    expect(seen).toHaveLength(0);
    await thumbnail({ vin: vins[9]!, width: 168, height: 120 });
    await written();
    expect((await readdir(dir)).length).toBe(1);
    // A session whose answers never named that VIN gets nothing from the folder.
    const otherSession = thumbnailerOn(dir, { issuedUrls: new IssuedPhotoUrls() });
    expect(await codeOf(otherSession.thumbnail({ vin: vins[9]!, width: 168, height: 120 }))).toBe('PHOTO_NOT_FOUND');
    expect(otherSession.seen).toHaveLength(0);
  });
});

describe('gallery photos by URL', () => {
  it('resizes an issued photo URL to the size asked and keeps it on disk for the next session', async () => {
    const dir = await freshDir();
    const first = thumbnailerOn(dir);
    const made = await first.thumbnail({ url: galleryUrls[0]!, width: 192, height: 144 });
    expect(await sharp(Buffer.from(made.base64, 'base64')).metadata()).toMatchObject({
      format: 'webp',
      width: 192,
      height: 144,
    });
    expect(first.seen).toEqual([galleryUrls[0]]);
    await first.written();
    const later = thumbnailerOn(dir);
    const again = await later.thumbnail({ url: galleryUrls[0]!, width: 192, height: 144 });
    expect(later.seen).toHaveLength(0);
    expect(again.base64).toBe(made.base64);
  });

  it('refuses a URL no answer issued, even with a copy of it on disk, and fetches nothing', async () => {
    const dir = await freshDir();
    const { thumbnail, written, seen } = thumbnailerOn(dir);
    // The sandbox serves this address, but no answer of this session named it.
    const madeUp = galleryUrls[1]!.replace(/-(\d+)\.jpg$/, '-99.jpg');
    expect(madeUp).not.toBe(galleryUrls[1]);
    const refusal = await thumbnail({ url: madeUp, width: 192, height: 144 }).then(
      () => null,
      (error: unknown) => error,
    );
    expect((refusal as AppErrorException).appError).toMatchObject({
      code: 'PHOTO_URL_REFUSED',
      message: 'VinDesk only loads photos whose address came from the service.',
    });
    await thumbnail({ url: galleryUrls[1]!, width: 192, height: 144 });
    await written();
    expect(seen).toEqual([galleryUrls[1]]);
    const otherSession = thumbnailerOn(dir, { issuedUrls: new IssuedPhotoUrls() });
    expect(await codeOf(otherSession.thumbnail({ url: galleryUrls[1]!, width: 192, height: 144 }))).toBe(
      'PHOTO_URL_REFUSED',
    );
    expect(otherSession.seen).toHaveLength(0);
  });
});

describe('vehicle thumbnails from a photo host of its own', () => {
  let host: Server;
  let base: string;
  /** Answers to /slow.jpg wait here until released. */
  const held: (() => void)[] = [];
  /** /flaky.jpg sends garbage this many more times, then the photo. */
  let flakyFailures = 0;
  let photo: Buffer;
  /** 7,000 × 6,000 px of one colour: a small file that would decode to 126 MB. */
  let bomb: Buffer;
  beforeAll(async () => {
    photo = await sharp({ create: { width: 400, height: 100, channels: 3, background: '#336699' } })
      .jpeg()
      .toBuffer();
    bomb = await sharp({ create: { width: 7_000, height: 6_000, channels: 3, background: '#ffffff' } })
      .jpeg({ quality: 10 })
      .toBuffer();
    host = createServer((request, response) => {
      const send = (body: Buffer) => response.writeHead(200, { 'content-type': 'image/jpeg' }).end(body);
      if (request.url === '/garbled.jpg') return send(Buffer.from('\xff\xd8 not really a JPEG'));
      if (request.url === '/bomb.jpg') return send(bomb);
      if (request.url === '/slow.jpg') return void held.push(() => send(photo));
      if (request.url === '/flaky.jpg' && flakyFailures > 0) {
        flakyFailures -= 1;
        return send(Buffer.from('\xff\xd8 cut short'));
      }
      send(photo);
    });
    await new Promise<void>((done) => host.listen(0, '127.0.0.1', done));
    base = `http://127.0.0.1:${(host.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    for (const release of held) release();
    host.closeAllConnections();
    await new Promise<void>((done) => host.close(() => done()));
  });

  function hostThumbnailer(dir: string) {
    const urls = new IssuedPhotoUrls();
    const fetcher = createPhotoFetcher({
      issued: urls,
      getTarget: async () => ({ baseUrl: base, apiKey: null, sandboxOrigin: base }),
    });
    const cache = new ThumbnailCache({ dir });
    return {
      ...createThumbnailer({ fetcher, cache }),
      cache,
      issue: (path: string) => (urls.add(`${base}${path}`), `${base}${path}`),
    };
  }

  it('refuses a body that is no image at all, before any decode, and keeps nothing of it', async () => {
    const dir = await freshDir();
    const { thumbnail, written, issue } = hostThumbnailer(dir);
    const refusal = await thumbnail({ url: issue('/garbled.jpg'), width: 120, height: 96 }).then(
      () => null,
      (error: unknown) => error,
    );
    expect(refusal).toBeInstanceOf(AppErrorException);
    expect((refusal as AppErrorException).appError).toMatchObject({
      kind: 'bad-response',
      code: 'PHOTO_NOT_IMAGE',
      message: 'The service sent something that is not a photo.',
    });
    await written();
    expect(await readdir(dir)).toEqual([]);
  });

  it('a failed resize is not kept: the next call fetches the photo again and succeeds', async () => {
    const dir = await freshDir();
    const { thumbnail, written, issue } = hostThumbnailer(dir);
    const url = issue('/flaky.jpg');
    flakyFailures = 1;
    expect(await codeOf(thumbnail({ url, width: 120, height: 96 }))).toBe('PHOTO_NOT_IMAGE');
    await written();
    const again = await thumbnail({ url, width: 120, height: 96 });
    expect(await sharp(Buffer.from(again.base64, 'base64')).metadata()).toMatchObject({
      format: 'webp',
      width: 120,
      height: 96,
    });
  });

  it('refuses a photo of more than 40 million pixels rather than decode it (a decompression bomb)', async () => {
    const dir = await freshDir();
    const { thumbnail, written, issue } = hostThumbnailer(dir);
    // Small on the wire, within the fetcher's 8 MB: only the pixel count gives it away.
    expect(bomb.byteLength).toBeLessThan(8 * 1024 * 1024);
    const refusal = await thumbnail({ url: issue('/bomb.jpg'), width: 168, height: 120 }).then(
      () => null,
      (error: unknown) => error,
    );
    expect((refusal as AppErrorException).appError).toMatchObject({ code: 'PHOTO_NOT_IMAGE' });
    await written();
    expect(await readdir(dir)).toEqual([]);
  });

  it('fills the size asked from a photo of another shape, cropping rather than letterboxing', async () => {
    const { thumbnail, issue } = hostThumbnailer(await freshDir());
    const made = await thumbnail({ url: issue('/wide.jpg'), width: 120, height: 96 });
    const pixels = await sharp(Buffer.from(made.base64, 'base64')).raw().toBuffer({ resolveWithObject: true });
    expect(pixels.info).toMatchObject({ width: 120, height: 96 });
    // Letterboxing would leave bands of another colour at the top and bottom; a crop is the photo's colour throughout.
    const [red, green, blue] = [pixels.data[0]!, pixels.data[1]!, pixels.data[2]!];
    expect(Math.abs(red - 0x33) + Math.abs(green - 0x66) + Math.abs(blue - 0x99)).toBeLessThan(24);
  });

  it('a row that stops waiting is told so at once, while the shared resize still finishes and is kept', async () => {
    const dir = await freshDir();
    const { thumbnail, written, cache, issue } = hostThumbnailer(dir);
    const url = issue('/slow.jpg');
    const stop = new AbortController();
    const waiting = thumbnail({ url, width: 120, height: 96 }, stop.signal);
    await expect.poll(() => held.length).toBe(1);
    stop.abort(new DOMException('The row scrolled away.', 'AbortError'));
    await expect(waiting).rejects.toMatchObject({ name: 'AbortError', message: 'The row scrolled away.' });
    held.shift()!();
    await written();
    expect(await cache.get(ThumbnailCache.keyOf(url, 120, 96))).not.toBeNull();
  });

  it('leaves no listener on a signal that outlives its calls', async () => {
    const { thumbnail, issue } = hostThumbnailer(await freshDir());
    const longLived = new AbortController().signal;
    await Promise.all(
      Array.from({ length: 12 }, (_, index) =>
        thumbnail({ url: issue(`/wide-${index}.jpg`), width: 64, height: 48 }, longLived),
      ),
    );
    expect(getEventListeners(longLived, 'abort')).toHaveLength(0);
  });

  it('a row already stopped asks for nothing', async () => {
    const { thumbnail, issue } = hostThumbnailer(await freshDir());
    const stop = new AbortController();
    stop.abort(new DOMException('Gone.', 'AbortError'));
    await expect(thumbnail({ url: issue('/slow.jpg'), width: 120, height: 96 }, stop.signal)).rejects.toMatchObject({
      name: 'AbortError',
    });
    expect(held).toHaveLength(0);
  });
});
