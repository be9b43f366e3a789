import { lookup } from 'node:dns/promises';
import { isIP } from 'node:net';
import type { PhotoBytes } from '../../../shared/ipc/photo-channels';
import { AppErrorException, appError, type AppError } from '../../../shared/ipc/app-error';
import type { IssuedPhotoUrls } from '../../service/issued-photo-urls';
import { ByteBoundedLru } from './byte-bounded-lru';
import { createGuardedFetch, type PhotoFetch, type PhotoResponse } from './guarded-fetch';
import { RefusedAddressError, type ResolveHost } from './guarded-lookup';
import { sniffPhotoFormat } from './photo-format';
import { isPrivateAddress } from './private-address';
import { Semaphore } from './semaphore';

export const MAX_PHOTO_BYTES = 8 * 1024 * 1024;
/**
 * Full-size photos kept in memory, counted as the base64 text kept (issue 37, item 6): 32 MB
 * holds a few VIN pages' galleries; the thumbnails' own cache is on disk.
 */
const PHOTO_CACHE_BYTES = 32 * 1024 * 1024;
/** Photo fetches and resizes at once in main (issue 37, item 6): each may hold an 8 MB body. */
export const PHOTO_CONCURRENCY = 4;
const TIMEOUT_MS = 15_000;
const CONTENT_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;

/** A photo's bytes as the server sent them. */
export interface RawPhoto {
  contentType: PhotoBytes['contentType'];
  body: Buffer;
}

export interface PhotoTarget {
  baseUrl: string;
  apiKey: string | null;
  /** The embedded demo sandbox's origin while it runs (null otherwise): the one origin exempt from the address rules. */
  sandboxOrigin: string | null;
}

export interface PhotoFetcherOptions {
  getTarget: () => Promise<PhotoTarget>;
  /** The photo URLs service answers have carried; nothing else is fetched. */
  issued: IssuedPhotoUrls;
  /** Replaces the network in tests: then neither the sandbox's fetch nor the guarded one is used. */
  fetchImpl?: PhotoFetch;
  /** Resolves a host to its addresses (DNS), before the request and again at connect; replaced in tests. */
  resolveHost?: ResolveHost;
  /** How long a photo may take to start answering; 15 s by default. */
  timeoutMs?: number;
  /** The in-memory cache's cap in bytes of base64; PHOTO_CACHE_BYTES by default. */
  cacheBytes?: number;
  /** Shared by fetches and resizes; PHOTO_CONCURRENCY at once by default. */
  limiter?: Semaphore;
}

const defaultResolve: ResolveHost = async (hostname) =>
  (await lookup(hostname, { all: true })).map((entry) => entry.address);

export function refused(code: string, message: string, kind: AppError['kind'] = 'invalid-input'): AppErrorException {
  return new AppErrorException(appError(kind, code, message));
}

const privateRefusal = () =>
  refused('PHOTO_URL_REFUSED', 'That photo points at a private network address, so it was not loaded.');

/** Whether a failed fetch failed because the connect-time check refused the address (undici wraps it as a cause). */
function refusedAtConnect(error: unknown): boolean {
  for (let cause = error; cause instanceof Error; cause = cause.cause) {
    if (cause instanceof RefusedAddressError) return true;
  }
  return false;
}

/**
 * Fetches a photo for the renderer. Real photo URLs point at the service's image hosts
 * (retail.photos.vin …), not at the API host, so the rule is: only a URL that came in a
 * service answer, only https, never a special-purpose address (private-address.ts), checked
 * before the request and again by the socket as it connects (guarded-lookup.ts), never a
 * redirect, and at most MAX_PHOTO_BYTES however the body is sent. Only the embedded demo
 * sandbox's own origin is exempt (plain http on loopback): a live service on loopback is
 * not, since its answers could name any address on this machine or network (issue 37,
 * item 6). The API key goes only to the service's own origin. A small in-memory LRU,
 * bounded in bytes, keeps galleries instant.
 */
export function createPhotoFetcher(options: PhotoFetcherOptions) {
  const resolveHost = options.resolveHost ?? defaultResolve;
  const guardedFetch = options.fetchImpl ?? createGuardedFetch(resolveHost);
  // The sandbox is on loopback: the guarded agent would refuse it.
  const sandboxFetch: PhotoFetch = options.fetchImpl ?? ((url, init) => fetch(url, init));
  const limiter = options.limiter ?? new Semaphore(PHOTO_CONCURRENCY);
  const cache = new ByteBoundedLru<PhotoBytes>(options.cacheBytes ?? PHOTO_CACHE_BYTES, (photo) => photo.base64.length);

  async function checkUrl(url: string, target: PhotoTarget): Promise<{ photo: URL; fromSandbox: boolean }> {
    if (!options.issued.has(url)) {
      throw refused('PHOTO_URL_REFUSED', 'VinDesk only loads photos whose address came from the service.');
    }
    const photo = new URL(url);
    if (photo.username || photo.password) throw refused('PHOTO_URL_REFUSED', 'That photo address is not allowed.');
    if (target.sandboxOrigin !== null && photo.origin === new URL(target.sandboxOrigin).origin) {
      return { photo, fromSandbox: true };
    }
    if (photo.protocol !== 'https:') {
      throw refused('PHOTO_URL_REFUSED', 'VinDesk only loads photos over a secure (https) connection.');
    }
    const host = photo.hostname.replace(/^\[|\]$/g, '');
    // An address in the URL is checked as it is: a connect to one does no lookup.
    const addresses =
      isIP(host) !== 0
        ? [host]
        : await resolveHost(host).catch(() => {
            throw refused('PHOTO_HOST_NOT_FOUND', 'The photo’s server could not be found.', 'dns');
          });
    if (addresses.length === 0 || addresses.some(isPrivateAddress)) throw privateRefusal();
    return { photo, fromSandbox: false };
  }

  /**
   * The photo's bytes as served, every rule checked, nothing kept: the thumbnailer keeps its
   * own results. Not through the limiter: the caller holds a turn (the thumbnailer, for the
   * fetch and the resize together).
   */
  async function fetchRaw(url: string, signal?: AbortSignal): Promise<RawPhoto> {
    const target = await options.getTarget();
    const { photo, fromSandbox } = await checkUrl(url, target);
    const sameOrigin = photo.origin === new URL(target.baseUrl).origin;
    let response: PhotoResponse;
    try {
      const timeout = AbortSignal.timeout(options.timeoutMs ?? TIMEOUT_MS);
      response = await (fromSandbox ? sandboxFetch : guardedFetch)(url, {
        headers: sameOrigin && target.apiKey ? { Authorization: `Bearer ${target.apiKey}` } : {},
        signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
        redirect: 'error',
      });
    } catch (error) {
      if (refusedAtConnect(error)) throw privateRefusal();
      const timedOut = error instanceof Error && error.name === 'TimeoutError';
      throw new AppErrorException(
        appError(
          timedOut ? 'timeout' : 'network',
          timedOut ? 'PHOTO_TIMEOUT' : 'PHOTO_NETWORK',
          'The photo could not be loaded.',
        ),
      );
    }
    if (response.status === 404) {
      throw new AppErrorException(
        appError('not-found', 'PHOTO_NOT_FOUND', 'This photo is no longer available.', { status: 404 }),
      );
    }
    if (!response.ok) {
      throw new AppErrorException(
        appError('unavailable', 'PHOTO_FAILED', `The photo could not be loaded (HTTP ${response.status}).`, {
          status: response.status,
        }),
      );
    }
    const contentType = (response.headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
    const allowed = CONTENT_TYPES.find((type) => type === contentType);
    if (!allowed) {
      await response.body?.cancel();
      throw new AppErrorException(
        appError('bad-response', 'PHOTO_NOT_IMAGE', 'The service sent something that is not a photo.'),
      );
    }
    const body = await readCapped(response, MAX_PHOTO_BYTES);
    // The header is the server's word; the bytes are what Chromium would decode. Only a body
    // that is a JPEG, PNG or WebP by its own first bytes goes on, labelled as what it is
    // (issue 37, item 6: an SVG or a PDF served as image/jpeg is not a photo).
    const sniffed = sniffPhotoFormat(body);
    if (!sniffed) {
      throw new AppErrorException(
        appError('bad-response', 'PHOTO_NOT_IMAGE', 'The service sent something that is not a photo.'),
      );
    }
    return { contentType: `image/${sniffed}`, body };
  }

  async function fetchPhoto(url: string, signal?: AbortSignal): Promise<PhotoBytes> {
    const cached = cache.get(url);
    if (cached) return cached;
    const { contentType, body } = await limiter.run(() => fetchRaw(url, signal), signal);
    const photoBytes: PhotoBytes = { contentType, base64: body.toString('base64'), bytes: body.byteLength };
    cache.set(url, photoBytes);
    return photoBytes;
  }

  return Object.assign(fetchPhoto, {
    raw: fetchRaw,
    /** The turns fetches and resizes share (issue 37, item 6). */
    limiter,
    /** Whether a service answer carried this URL (checked before any cached copy is served). */
    isIssued: (url: string) => options.issued.has(url),
    /** The primary photo a listings answer carried for this VIN. */
    primaryOf: (vin: string) => options.issued.primaryOf(vin),
  });
}

export type PhotoFetcher = ReturnType<typeof createPhotoFetcher>;

/** Reads a body chunk by chunk and stops at the cap, whatever Content-Length claimed (or if it is absent). */
async function readCapped(response: PhotoResponse, maxBytes: number): Promise<Buffer> {
  const tooLarge = () =>
    new AppErrorException(
      appError(
        'bad-response',
        'PHOTO_TOO_LARGE',
        `The photo is larger than ${maxBytes / (1024 * 1024)} MB, so it was not loaded.`,
      ),
    );
  if (Number(response.headers.get('content-length') ?? '0') > maxBytes) {
    await response.body?.cancel();
    throw tooLarge();
  }
  const reader = response.body?.getReader();
  if (!reader) return Buffer.alloc(0);
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > maxBytes) {
      await reader.cancel();
      throw tooLarge();
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks);
}
