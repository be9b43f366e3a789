import { z } from 'zod';
import { VinFieldSchema } from '../schemas/input-fields-schema';
import { channel } from './channel';

/** One photo's bytes, base64-encoded so they survive every transport (IPC and the e2e harness alike). */
export interface PhotoBytes {
  contentType: 'image/jpeg' | 'image/png' | 'image/webp';
  base64: string;
  bytes: number;
}

const PhotoUrlSchema = z.url({ protocol: /^https?$/ }).max(2048);
/** Device pixels: a row's CSS size times the screen's pixel ratio. Bounded so no call asks for a poster. */
const ThumbnailSideSchema = z.int().min(16).max(1024);

const ThumbnailInputSchema = z.union([
  z.strictObject({
    /** The listing whose primary photo is wanted: main knows its URL from the listings answer. */
    vin: VinFieldSchema,
    width: ThumbnailSideSchema,
    height: ThumbnailSideSchema,
  }),
  z.strictObject({
    /** A photo URL a service answer issued (a VIN page's gallery strip): the same rule as vehicle.photo. */
    url: PhotoUrlSchema,
    width: ThumbnailSideSchema,
    height: ThumbnailSideSchema,
  }),
]);
export type ThumbnailInput = z.output<typeof ThumbnailInputSchema>;

export const photoChannels = {
  /**
   * Fetches one photo URL that /photos issued. Main fetches it so the window's CSP
   * stays closed to the network; only URLs of the configured service's photo path pass.
   */
  'vehicle.photo': channel(z.strictObject({ url: PhotoUrlSchema })).returns<PhotoBytes>(),
  /**
   * A listing's primary photo (the one its listings answer carried; same rules as
   * vehicle.photo) resized in main to width × height device pixels, cropped to fill, as
   * WebP, and kept on disk: what a results row shows. Asked by VIN, so result rows need
   * not carry photo URLs across IPC. A listing without a photo is PHOTO_NOT_FOUND.
   * Or by an issued photo URL: a VIN page's gallery strip, a few KB a photo instead of
   * the full-size photo's hundred (the lightbox alone asks for full size).
   */
  'vehicle.thumbnail': channel(ThumbnailInputSchema).returns<PhotoBytes>(),
};
