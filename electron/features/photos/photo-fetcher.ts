import { lookup } from 'node:dns/promises';
import type { PhotoBytes } from '../../../shared/ipc/photo-channels';
import { AppErrorException, appError, type AppError } from '../../../shared/ipc/app-error';
import type { IssuedPhotoUrls } from '../../service/issued-photo-urls';
import { isLoopbackHost, isPrivateAddress } from './private-address';

export const MAX_PHOTO_BYTES = 8 * 1024 * 1024;
const CACHE_ENTRIES = 120;
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
}

export interface PhotoFetcherOptions {
  getTarget: () => Promise<PhotoTarget>;
  /** The photo URLs service answers have carried; nothing else is fetched. */
  issued: IssuedPhotoUrls;
  fetchImpl?: typeof fetch;
  /** Resolves a host to its addresses (DNS); replaced in tests. */
  resolveHost?: (hostname: string) => Promise<string[]>;
  /** How long a photo may take to start answering; 15 s by default. */
  timeoutMs?: number;
}

const defaultResolve = async (hostname: string) =>
  (await lookup(hostname, { all: true })).map((entry) => entry.address);

export function refused(code: string, message: string, kind: AppError['kind'] = 'invalid-input'): AppErrorException {
  return new AppErrorException(appError(kind, code, message));
}

/**
 * Fetches a photo for the renderer. Real photo URLs point at the service's image hosts
 * (retail.photos.vin …), not at the API host, so the rule is: only a URL that came in a
 * service answer, only https (http only while the service itself is on this machine),
 * never a private or loopback address unless the service is on loopback, never a
 * redirect, and at most MAX_PHOTO_BYTES however the body is sent. The API key goes
 * only to the service's own origin. A small in-memory LRU keeps galleries instant.
 */
export function createPhotoFetcher(options: PhotoFetcherOptions) {
  const fetchImpl = options.fetchImpl ?? fetch;
  const resolveHost = options.resolveHost ?? defaultResolve;
  const cache = new Map<string, PhotoBytes>();

  async function checkUrl(url: string, target: PhotoTarget): Promise<URL> {
    if (!options.issued.has(url)) {
      throw refused('PHOTO_URL_REFUSED', 'VinDesk only loads photos whose address came from the service.');
    }
    const photo = new URL(url);
    const base = new URL(target.baseUrl);
    const serviceIsLocal = isLoopbackHost(base.hostname);
    if (photo.username || photo.password) throw refused('PHOTO_URL_REFUSED', 'That photo address is not allowed.');
    if (
      photo.protocol !== 'https:' &&
      !(serviceIsLocal && photo.protocol === 'http:' && isLoopbackHost(photo.hostname))
    ) {
      throw refused('PHOTO_URL_REFUSED', 'VinDesk only loads photos over a secure (https) connection.');
    }
    if (!serviceIsLocal) {
      const addresses = await resolveHost(photo.hostname).catch(() => {
        throw refused('PHOTO_HOST_NOT_FOUND', 'The photo’s server could not be found.', 'dns');
      });
      if (addresses.length === 0 || addresses.some(isPrivateAddress)) {
        throw refused('PHOTO_URL_REFUSED', 'That photo points at a private network address, so it was not loaded.');
      }
    }
    return photo;
  }

  /** The photo's bytes as served, every rule checked, nothing kept: the thumbnailer keeps its own results. */
  async function fetchRaw(url: string, signal?: AbortSignal): Promise<RawPhoto> {
    const target = await options.getTarget();
    const photo = await checkUrl(url, target);
    const sameOrigin = photo.origin === new URL(target.baseUrl).origin;
    let response: Response;
    try {
      const timeout = AbortSignal.timeout(options.timeoutMs ?? TIMEOUT_MS);
      response = await fetchImpl(url, {
        headers: sameOrigin && target.apiKey ? { Authorization: `Bearer ${target.apiKey}` } : {},
        signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
        redirect: 'error',
      });
    } catch (error) {
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
    return { contentType: allowed, body: await readCapped(response, MAX_PHOTO_BYTES) };
  }

  async function fetchPhoto(url: string, signal?: AbortSignal): Promise<PhotoBytes> {
    const cached = cache.get(url);
    if (cached) {
      cache.delete(url);
      cache.set(url, cached);
      return cached;
    }
    const { contentType, body } = await fetchRaw(url, signal);
    const photoBytes: PhotoBytes = { contentType, base64: body.toString('base64'), bytes: body.byteLength };
    cache.set(url, photoBytes);
    if (cache.size > CACHE_ENTRIES) cache.delete(cache.keys().next().value!);
    return photoBytes;
  }

  return Object.assign(fetchPhoto, {
    raw: fetchRaw,
    /** Whether a service answer carried this URL (checked before any cached copy is served). */
    isIssued: (url: string) => options.issued.has(url),
    /** The primary photo a listings answer carried for this VIN. */
    primaryOf: (vin: string) => options.issued.primaryOf(vin),
  });
}

export type PhotoFetcher = ReturnType<typeof createPhotoFetcher>;

/** Reads a body chunk by chunk and stops at the cap, whatever Content-Length claimed (or if it is absent). */
async function readCapped(response: Response, maxBytes: number): Promise<Buffer> {
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
