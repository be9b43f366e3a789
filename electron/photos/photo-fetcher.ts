import type { PhotoBytes } from '../../shared/ipc/photo-channels';
import { AppErrorException, appError } from '../../shared/ipc/app-error';
import { isServicePhotoUrl } from './photo-url-rule';

const MAX_PHOTO_BYTES = 8 * 1024 * 1024;
const CACHE_ENTRIES = 120;
const TIMEOUT_MS = 15_000;
const CONTENT_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;

export interface PhotoTarget {
  baseUrl: string;
  apiKey: string | null;
}

export interface PhotoFetcherOptions {
  getTarget: () => Promise<PhotoTarget>;
  fetchImpl?: typeof fetch;
}

/** Fetches service photos for the renderer, with a small in-memory LRU so galleries reopen instantly. */
export function createPhotoFetcher(options: PhotoFetcherOptions) {
  const fetchImpl = options.fetchImpl ?? fetch;
  const cache = new Map<string, PhotoBytes>();

  return async function fetchPhoto(url: string, signal?: AbortSignal): Promise<PhotoBytes> {
    const cached = cache.get(url);
    if (cached) {
      cache.delete(url);
      cache.set(url, cached);
      return cached;
    }
    const target = await options.getTarget();
    if (!isServicePhotoUrl(url, target.baseUrl)) {
      throw new AppErrorException(
        appError(
          'invalid-input',
          'PHOTO_URL_REFUSED',
          'VinDesk only loads photos from the service’s own photo addresses.',
        ),
      );
    }
    let response: Response;
    try {
      const timeout = AbortSignal.timeout(TIMEOUT_MS);
      response = await fetchImpl(url, {
        headers: target.apiKey ? { Authorization: `Bearer ${target.apiKey}` } : {},
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
    if (response.status === 404)
      throw new AppErrorException(
        appError('not-found', 'PHOTO_NOT_FOUND', 'This photo is no longer available.', { status: 404 }),
      );
    if (!response.ok) {
      throw new AppErrorException(
        appError('unavailable', 'PHOTO_FAILED', `The photo could not be loaded (HTTP ${response.status}).`, {
          status: response.status,
        }),
      );
    }
    const contentType = (response.headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
    const allowed = CONTENT_TYPES.find((type) => type === contentType);
    if (!allowed)
      throw new AppErrorException(
        appError('bad-response', 'PHOTO_NOT_IMAGE', 'The service sent something that is not a photo.'),
      );
    const declared = Number(response.headers.get('content-length') ?? '0');
    if (declared > MAX_PHOTO_BYTES)
      throw new AppErrorException(appError('bad-response', 'PHOTO_TOO_LARGE', 'The photo is too large to show.'));
    const body = Buffer.from(await response.arrayBuffer());
    if (body.byteLength > MAX_PHOTO_BYTES)
      throw new AppErrorException(appError('bad-response', 'PHOTO_TOO_LARGE', 'The photo is too large to show.'));
    const photo: PhotoBytes = { contentType: allowed, base64: body.toString('base64'), bytes: body.byteLength };
    cache.set(url, photo);
    if (cache.size > CACHE_ENTRIES) cache.delete(cache.keys().next().value!);
    return photo;
  };
}
