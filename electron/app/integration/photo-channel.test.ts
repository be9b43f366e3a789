import { mkdtemp, readdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PhotoBytes } from '../../../shared/ipc/photo-channels';
import type { Photos } from '../../../shared/schemas/photos-schema';
import type { Fetched } from '../../../shared/schemas/fetched';
import { createMainContext, type MainContext } from '../main-context';
import { MemoryKeyStore } from '../../platform/keychain/memory-key-store';
import type { SandboxSamples } from '../../../sandbox/start-sandbox';

const APP_URL = 'http://127.0.0.1:5999/index.html';
const own = { url: APP_URL, isMainFrame: true };
let main: MainContext;
let userDataDir: string;
let samples: SandboxSamples;

beforeAll(async () => {
  main = await createMainContext({
    userDataDir: (userDataDir = await mkdtemp(join(tmpdir(), 'vindesk-photo-'))),
    keyStore: new MemoryKeyStore(),
    env: {},
    appUrl: APP_URL,
    sandbox: { listings: 2000, cacheDir: join(tmpdir(), 'vindesk-test-sandbox-cache') },
  });
  // Any service call waits for the demo sandbox to finish starting.
  await main.router.dispatch('listings.search', { input: { limit: 1 } }, own);
  samples = (await (await fetch(`${main.sandboxUrl}/_sandbox/samples`)).json()) as SandboxSamples;
}, 120_000);

afterAll(() => main.close());

describe('vehicle.photo', () => {
  it('brings a photo /photos issued as JPEG bytes', async () => {
    const photos = await main.router.dispatch('vehicle.photos', { input: { vin: samples.priced } }, own);
    const urls = (photos as { ok: true; data: Fetched<Photos> }).data.data.retail;
    expect(urls.length).toBeGreaterThan(0);
    const result = await main.router.dispatch('vehicle.photo', { input: { url: urls[0] } }, own);
    expect(result.ok).toBe(true);
    const photo = (result as { ok: true; data: PhotoBytes }).data;
    expect(photo.contentType).toBe('image/jpeg');
    const bytes = Buffer.from(photo.base64, 'base64');
    expect(bytes.byteLength).toBe(photo.bytes);
    expect([...bytes.subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff]);
  });

  it('refuses an address that is not a service photo, without fetching it', async () => {
    const result = await main.router.dispatch(
      'vehicle.photo',
      { input: { url: 'https://example.com/photos/x/1HGCM82633A004352-1.jpg' } },
      own,
    );
    expect(result).toMatchObject({ ok: false, error: { code: 'PHOTO_URL_REFUSED' } });
    expect(await main.router.dispatch('vehicle.photo', { input: { url: 'file:///etc/passwd' } }, own)).toMatchObject({
      ok: false,
      error: { kind: 'invalid-input' },
    });
  });
});

describe('vehicle.thumbnail', () => {
  it('brings a 50-row page’s thumbnails, resized, within 1.5 MB through IPC', async () => {
    const page = await main.router.dispatch('listings.search', { input: { limit: 50 } }, own);
    const rows = (page as { ok: true; data: { data: { data: { vin: string }[] } } }).data.data.data;
    expect(rows).toHaveLength(50);
    let total = 0;
    let photos = 0;
    for (const { vin } of rows) {
      const result = await main.router.dispatch('vehicle.thumbnail', { input: { vin, width: 168, height: 120 } }, own);
      // What crosses IPC is the whole answer, as JSON.
      total += Buffer.byteLength(JSON.stringify(result));
      if (!result.ok) {
        expect(result.error.code).toBe('PHOTO_NOT_FOUND');
        continue;
      }
      photos += 1;
      const bytes = Buffer.from((result.data as PhotoBytes).base64, 'base64');
      expect(await sharp(bytes).metadata()).toMatchObject({ format: 'webp', width: 168, height: 120 });
    }
    expect(photos).toBeGreaterThan(40);
    // A 50-row page's thumbnails total at most 1.5 MB through IPC.
    expect(total).toBeLessThanOrEqual(1.5 * 1024 * 1024);
    expect(await readdir(join(userDataDir, 'thumbnails'))).toHaveLength(photos);
  });

  it('refuses a size outside 16–1024 pixels and a malformed VIN as invalid input', async () => {
    for (const input of [
      { vin: samples.priced, width: 0, height: 120 },
      { vin: samples.priced, width: 5000, height: 120 },
      { vin: samples.priced, width: 168.5, height: 120 },
      { vin: 'NOT A VIN', width: 168, height: 120 },
      { url: 'file:///etc/passwd', width: 168, height: 120 },
      // One photo or the other, never both.
      { vin: samples.priced, url: 'http://127.0.0.1/x.jpg', width: 168, height: 120 },
      { url: 'http://127.0.0.1/x.jpg', width: 168 },
    ]) {
      expect(await main.router.dispatch('vehicle.thumbnail', { input }, own), JSON.stringify(input)).toMatchObject({
        ok: false,
        error: { kind: 'invalid-input' },
      });
    }
  });

  it('brings a VIN page’s strip photo by its issued URL at the size asked, a fraction of the full photo', async () => {
    const photos = await main.router.dispatch('vehicle.photos', { input: { vin: samples.priced } }, own);
    const urls = (photos as { ok: true; data: Fetched<Photos> }).data.data.retail;
    expect(urls.length).toBeGreaterThan(1);
    const result = await main.router.dispatch(
      'vehicle.thumbnail',
      { input: { url: urls[1], width: 192, height: 144 } },
      own,
    );
    expect(result.ok).toBe(true);
    const small = Buffer.from((result as { ok: true; data: PhotoBytes }).data.base64, 'base64');
    expect(await sharp(small).metadata()).toMatchObject({ format: 'webp', width: 192, height: 144 });
    const full = await main.router.dispatch('vehicle.photo', { input: { url: urls[1] } }, own);
    const fullBytes = (full as { ok: true; data: PhotoBytes }).data.bytes;
    // What crosses IPC for the strip: under a fifth of the full-size photo.
    expect(small.byteLength).toBeLessThan(fullBytes / 5);
  });

  it('refuses a photo URL no service answer issued, as vehicle.photo does', async () => {
    const madeUp = `${main.sandboxUrl}/photos/retail/1HGCM82633A004352-1.jpg`;
    expect(
      await main.router.dispatch('vehicle.thumbnail', { input: { url: madeUp, width: 192, height: 144 } }, own),
    ).toMatchObject({ ok: false, error: { code: 'PHOTO_URL_REFUSED' } });
  });
});
