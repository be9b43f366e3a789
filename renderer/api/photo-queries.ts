// Photos come from main as bytes (the window has no network of its own) and are
// shown as data: URLs. A photo at a URL never changes, so it is fetched once a session.
// A null URL (none yet, or not in view) makes a query that waits instead of calling.
import { serviceQuery, type CallHow } from './service-query';
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
    key: () => ['thumbnail', vin, width, height],
    transform: (photo) => `data:${photo.contentType};base64,${photo.base64}`,
    staleTime: Infinity,
    gcTime: 10 * 60_000,
    // A listing without a photo answers not-found at once: no second try.
    retry: false,
    // Scrolled away, a row's thumbnail is still resized and kept by main: cancelling it here
    // only threw the answer away (and built a CancelledError per row, a part of each scroll step).
    finishWhenUnused: true,
  });

/**
 * A VIN page's gallery strip: the photos after the primary, how many are shown, and the
 * largest CSS box each is drawn in (auto-fill cells of at least 96 px stay under 192 px,
 * 4:3), which main resizes them to.
 */
export const GALLERY_STRIP = { shown: 8, box: { width: 192, height: 144 } } as const;

/**
 * The largest CSS box a VIN page's primary photo is drawn in: the page is at most 1120 px
 * wide, which leaves its photo column under 700 px beside the pricing column (and under
 * 760 px alone, below 1100 px), at 16:9. Resized to this in main, a revisit decodes a
 * third of a full-size photo's pixels.
 */
export const GALLERY_PRIMARY_BOX = { width: 768, height: 432 } as const;

/** The largest side main resizes to (photo-channels.ts). */
const MAX_RESIZED_SIDE = 1024;

/**
 * A photo by its issued URL resized in main to width × height device pixels (a VIN page's
 * gallery strip): a few KB through IPC and to decode, where the full-size photo is about a
 * hundred. Kept on disk in main, so a later session needs neither the network nor sharp.
 */
const resized = (url: string | null, width: number, height: number, how: CallHow) =>
  serviceQuery('vehicle.thumbnail', url === null ? null : { url, width, height }, {
    ...how,
    key: () => ['thumbnail', 'url', url, width, height],
    transform: (photo) => `data:${photo.contentType};base64,${photo.base64}`,
    staleTime: Infinity,
    gcTime: 10 * 60_000,
    retry: 1,
    finishWhenUnused: true,
  });

/**
 * The device-pixel size main resizes a photo to for a box of this CSS size on this screen.
 * On a dense screen a large box is kept within the largest side main makes, at its shape:
 * about a service photo's own size, and still never the full-size file.
 */
export function resizedBox(css: { width: number; height: number }): { width: number; height: number } {
  const scale = Math.min(devicePixelScale(), MAX_RESIZED_SIDE / Math.max(css.width, css.height));
  return { width: Math.round(css.width * scale), height: Math.round(css.height * scale) };
}

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
  /** A photo URL drawn in a box of this CSS size on this screen: the key ui/vehicle-photo.tsx draws it with. */
  resizedAt: (url: string | null, css: { width: number; height: number }, how: CallHow = {}) => {
    const { width, height } = resizedBox(css);
    return resized(url, width, height, how);
  },
  /** A listing's primary photo for a box of this CSS size on this screen: the key the drawn thumbnail uses. */
  thumbnailAt: (vin: string | null, css: { width: number; height: number }) => {
    const scale = devicePixelScale();
    return thumbnail(vin, Math.round(css.width * scale), Math.round(css.height * scale));
  },
};
