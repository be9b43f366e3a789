// Photos come from main as bytes (the window has no network of its own) and are
// shown as data: URLs. A photo at a URL never changes, so it is fetched once a session.
// A null URL (none yet, or not in view) makes a query that waits instead of calling.
import { serviceQuery } from './service-query';
import { photoKeys } from './service-query-keys';

/**
 * Whole device pixels per CSS pixel, 1 to 3: a few sizes only, so main's disk cache is shared.
 * The same rule as ui/vehicle-photo.tsx draws a thumbnail with, so a prefetch lands on its key.
 */
function devicePixelScale(): number {
  return Math.min(3, Math.max(1, Math.ceil(window.devicePixelRatio || 1)));
}

/**
 * A listing's primary photo resized in main to width × height device pixels and kept on
 * disk there: a results row's thumbnail costs a few KB through IPC, asked for by VIN.
 */
const thumbnail = (vin: string | null, width: number, height: number) =>
  serviceQuery('vehicle.thumbnail', vin === null ? null : { vin, width, height }, {
    // Outside the service scope, like photos: a photo host failing says nothing about the service.
    key: (input) => ['thumbnail', input?.vin ?? null, width, height],
    transform: (photo) => `data:${photo.contentType};base64,${photo.base64}`,
    staleTime: Infinity,
    gcTime: 10 * 60_000,
    // A listing without a photo answers not-found at once: no second try.
    retry: false,
  });

export const photoQueries = {
  image: (url: string | null) =>
    serviceQuery('vehicle.photo', url === null ? null : { url }, {
      key: (input) => photoKeys.image(input?.url ?? null),
      transform: (photo) => `data:${photo.contentType};base64,${photo.base64}`,
      staleTime: Infinity,
      gcTime: 10 * 60_000,
      retry: 1,
    }),
  thumbnail,
  /** A listing's primary photo for a box of this CSS size on this screen: the key the drawn thumbnail uses. */
  thumbnailAt: (vin: string | null, css: { width: number; height: number }) => {
    const scale = devicePixelScale();
    return thumbnail(vin, Math.round(css.width * scale), Math.round(css.height * scale));
  },
};
