import type SharpFunction from 'sharp';
import { AppErrorException, appError } from '../../../shared/ipc/app-error';
import type { PhotoBytes, ThumbnailInput } from '../../../shared/ipc/photo-channels';
import { refused, type PhotoFetcher } from './photo-fetcher';
import { ThumbnailCache } from './thumbnail-cache';

// Result-row and gallery-strip thumbnails: the service's photo (often 100 KB or more) resized in main to the
// size the row draws it, so a 50-row page crosses IPC as a few hundred KB rather than
// megabytes, and kept on disk so the next visit needs neither the network nor sharp.
// sharp works on libuv's thread pool: main's event loop is not held while it resizes.

const QUALITY = 70;
/**
 * libwebp's effort, 0–6 (sharp's default is 4). A gallery's primary photo at 768 × 432
 * encodes in about 17 ms at 2 against 28 ms at 4, for files about 5% larger: on a VIN
 * page nine photos are resized at once, on the path to the page being painted.
 */
const WEBP_EFFORT = 2;
/** A decoded photo larger than this (pixels) is refused rather than resized (a decompression bomb). */
const MAX_INPUT_PIXELS = 40_000_000;

type Sharp = typeof SharpFunction;
let sharpModule: Promise<Sharp> | null = null;

/**
 * Loaded on the first thumbnail or by warmSharp, not at startup: loading it holds main's
 * event loop for about 90 ms, which a page's first photos should not wait behind.
 */
function loadSharp(): Promise<Sharp> {
  sharpModule ??= import('sharp').then(({ default: sharp }) => {
    // sharp's own operation cache would hold memory in main for pictures already on disk.
    sharp.cache(false);
    return sharp;
  });
  return sharpModule;
}

/**
 * Loads sharp ahead of the first thumbnail (photo-handlers.ts: a few seconds after startup),
 * and puts a tiny picture through the same JPEG-to-WebP resize: libvips starts its decoder,
 * resampler, encoder and threads on first use, 50-100 ms that otherwise fell on the first
 * VIN page's gallery.
 */
export async function warmSharp(): Promise<void> {
  const sharp = await loadSharp();
  const jpeg = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#808080' } })
    .jpeg()
    .toBuffer();
  await sharp(jpeg)
    .rotate()
    .resize(32, 24, { fit: 'cover' })
    .webp({ quality: QUALITY, effort: WEBP_EFFORT })
    .toBuffer();
}

export interface ThumbnailerOptions {
  fetcher: Pick<PhotoFetcher, 'raw' | 'isIssued' | 'primaryOf'>;
  cache: ThumbnailCache;
}

const asPhotoBytes = (body: Buffer): PhotoBytes => ({
  contentType: 'image/webp',
  base64: body.toString('base64'),
  bytes: body.byteLength,
});

export function createThumbnailer({ fetcher, cache }: ThumbnailerOptions) {
  /**
   * One resize per photo and size at a time, however many rows ask for it; an entry stays
   * until its copy is on disk, so a repeat meanwhile is answered from here.
   */
  const inFlight = new Map<string, Promise<Buffer>>();
  /** Copies still being written to disk. */
  const writes = new Set<Promise<void>>();

  async function make(url: string, width: number, height: number): Promise<Buffer> {
    // No caller's signal here: the work is shared, and what it makes is kept for next time.
    const { body } = await fetcher.raw(url);
    const sharp = await loadSharp();
    let resized: Buffer;
    try {
      resized = await sharp(body, { limitInputPixels: MAX_INPUT_PIXELS })
        .rotate()
        .resize(width, height, { fit: 'cover' })
        .webp({ quality: QUALITY, effort: WEBP_EFFORT })
        .toBuffer();
    } catch {
      throw new AppErrorException(
        appError('bad-response', 'PHOTO_NOT_IMAGE', 'The service sent a photo VinDesk could not read.'),
      );
    }
    return resized;
  }

  /**
   * Made once, answered at once: the copy for disk is written after the answer has gone,
   * since the write waits on libuv's thread pool behind the other photos' resizes (10–30 ms
   * on a VIN page's nine).
   */
  function start(url: string, width: number, height: number, key: string): Promise<Buffer> {
    const made = make(url, width, height);
    inFlight.set(key, made);
    const written = made
      .then((resized) => cache.put(key, resized))
      .catch(() => undefined)
      .finally(() => {
        inFlight.delete(key);
        writes.delete(written);
      });
    writes.add(written);
    return made;
  }

  async function thumbnail(input: ThumbnailInput, signal?: AbortSignal): Promise<PhotoBytes> {
    const { width, height } = input;
    const url = 'url' in input ? input.url : fetcher.primaryOf(input.vin);
    if (url === undefined) {
      throw new AppErrorException(
        appError('not-found', 'PHOTO_NOT_FOUND', 'No photo of this listing came with the search results.'),
      );
    }
    // The same rule as a fetch, even for a copy on disk: only addresses answers carried.
    if (!fetcher.isIssued(url)) {
      throw refused('PHOTO_URL_REFUSED', 'VinDesk only loads photos whose address came from the service.');
    }
    const key = ThumbnailCache.keyOf(url, width, height);
    const kept = await cache.get(key);
    if (kept) return asPhotoBytes(kept);
    signal?.throwIfAborted();
    const pending = inFlight.get(key) ?? start(url, width, height, key);
    if (!signal) return asPhotoBytes(await pending);
    // A row scrolled away stops waiting; the shared resize still finishes and is kept.
    let onAbort: () => void = () => undefined;
    const aborted = new Promise<never>((_, reject) => {
      onAbort = () => reject(signal.reason);
      signal.addEventListener('abort', onAbort, { once: true });
    });
    try {
      return asPhotoBytes(await Promise.race([pending, aborted]));
    } finally {
      // A signal can outlive many calls (main's own VIN-page work shares one that is never
      // aborted): a listener left per call piled up on it for the life of the app.
      signal.removeEventListener('abort', onAbort);
    }
  }

  /** Resolves once every copy made so far is on disk (or has failed to be written). */
  async function written(): Promise<void> {
    while (writes.size > 0) await Promise.all(writes);
  }

  return { thumbnail, written };
}
