import type SharpFunction from 'sharp';
import { AppErrorException, appError } from '../../../shared/ipc/app-error';
import type { PhotoBytes, ThumbnailInput } from '../../../shared/ipc/photo-channels';
import { refused, type PhotoFetcher } from './photo-fetcher';
import { sniffPhotoFormat } from './photo-format';
import { ThumbnailCache } from './thumbnail-cache';
import { roundedThumbnailSide } from './thumbnail-size';

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
  fetcher: Pick<PhotoFetcher, 'raw' | 'isIssued' | 'primaryOf' | 'limiter'>;
  cache: ThumbnailCache;
}

const asPhotoBytes = (body: Buffer): PhotoBytes => ({
  contentType: 'image/webp',
  base64: body.toString('base64'),
  bytes: body.byteLength,
});

const notReadable = () =>
  new AppErrorException(
    appError('bad-response', 'PHOTO_NOT_IMAGE', 'The service sent a photo VinDesk could not read.'),
  );

/**
 * Resizes a photo only if it is a JPEG, PNG or WebP (issue 37, item 6): by its first bytes
 * before sharp sees it, then by libvips's own reading of its header, and decoded with
 * failOn 'warning' so a damaged or truncated file is refused rather than half-decoded.
 */
async function resize(body: Buffer, width: number, height: number): Promise<Buffer> {
  const sniffed = sniffPhotoFormat(body);
  if (!sniffed) throw notReadable();
  const sharp = await loadSharp();
  try {
    const image = sharp(body, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'warning' });
    const { format } = await image.metadata();
    if (format !== sniffed) throw notReadable();
    return await image
      .rotate()
      .resize(width, height, { fit: 'cover' })
      .webp({ quality: QUALITY, effort: WEBP_EFFORT })
      .toBuffer();
  } catch {
    throw notReadable();
  }
}

/** One photo at one size being made, and who is waiting for it. */
interface Job {
  made: Promise<Buffer>;
  /** Aborted once every caller has stopped waiting: a job still queued then never runs. */
  stop: AbortController;
  /** Callers with a signal still waiting. */
  waiting: number;
  /** A caller without a signal (it cannot stop waiting): the job runs whatever the rest do. */
  kept: boolean;
  /** Its turn came: past here it finishes, and is kept, whoever still waits. */
  started: boolean;
}

export function createThumbnailer({ fetcher, cache }: ThumbnailerOptions) {
  /**
   * One resize per photo and size at a time, however many rows ask for it; an entry stays
   * until its copy is on disk, so a repeat meanwhile is answered from here.
   */
  const inFlight = new Map<string, Job>();
  /** Copies still being written to disk. */
  const writes = new Set<Promise<void>>();

  /**
   * The fetch and the resize under one turn of the limiter shared with full-size fetches
   * (issue 37, item 6), so at most a few bodies and decoded pictures are in main at once.
   * Once running, the caller's signal is not passed on: the work is shared, and what it
   * makes is kept for next time.
   */
  function make(job: Pick<Job, 'stop' | 'started'>, url: string, width: number, height: number): Promise<Buffer> {
    return fetcher.limiter.run(async () => {
      job.started = true;
      return resize((await fetcher.raw(url)).body, width, height);
    }, job.stop.signal);
  }

  /**
   * Made once, answered at once: the copy for disk is written after the answer has gone,
   * since the write waits on libuv's thread pool behind the other photos' resizes (10–30 ms
   * on a VIN page's nine).
   */
  function start(url: string, width: number, height: number, key: string): Job {
    const state = { stop: new AbortController(), waiting: 0, kept: false, started: false };
    const job: Job = Object.assign(state, { made: make(state, url, width, height) });
    inFlight.set(key, job);
    const written = job.made
      .then((resized) => cache.put(key, resized))
      .catch(() => undefined)
      .finally(() => {
        if (inFlight.get(key) === job) inFlight.delete(key);
        writes.delete(written);
      });
    writes.add(written);
    return job;
  }

  /**
   * A caller with a signal stops waiting for a job. When it was the last, and none without a
   * signal came, a job still queued is called off (a closed page stops its pending work).
   */
  function leave(key: string, job: Job, reason: unknown, aborted: boolean): void {
    job.waiting -= 1;
    if (!aborted || job.waiting > 0 || job.kept || job.started) return;
    // A later call starts afresh rather than joining work that is being called off.
    if (inFlight.get(key) === job) inFlight.delete(key);
    job.stop.abort(reason);
  }

  async function thumbnail(input: ThumbnailInput, signal?: AbortSignal): Promise<PhotoBytes> {
    // Rounded up (issue 37, item 6): rows a pixel or two apart share one file and one resize.
    const width = roundedThumbnailSide(input.width);
    const height = roundedThumbnailSide(input.height);
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
    const job = inFlight.get(key) ?? start(url, width, height, key);
    if (!signal) {
      job.kept = true;
      return asPhotoBytes(await job.made);
    }
    // A row scrolled away stops waiting; the shared resize finishes and is kept if it has
    // started, and is called off if it is still queued with no one else waiting for it.
    job.waiting += 1;
    let left = false;
    const stopWaiting = (aborted: boolean) => {
      if (left) return;
      left = true;
      leave(key, job, signal.reason, aborted);
    };
    let onAbort: () => void = () => undefined;
    const aborted = new Promise<never>((_, reject) => {
      onAbort = () => {
        stopWaiting(true);
        reject(signal.reason);
      };
      signal.addEventListener('abort', onAbort, { once: true });
    });
    try {
      return asPhotoBytes(await Promise.race([job.made, aborted]));
    } finally {
      stopWaiting(false);
      // A signal can outlive many calls (a VIN page's prepare call shares one across its
      // gallery): a listener left per call piled up on it.
      signal.removeEventListener('abort', onAbort);
    }
  }

  /** Resolves once every copy made so far is on disk (or has failed to be written). */
  async function written(): Promise<void> {
    while (writes.size > 0) await Promise.all(writes);
  }

  return { thumbnail, written };
}
