// A drawn photo to JPEG bytes, with sharp (libjpeg-turbo on libuv's thread pool). The pure
// JavaScript encoder it replaces took 50–350 ms of the sandbox's one thread per photo: a
// results page scrolled through asks for hundreds, and the backlog kept a core busy for
// seconds after the window stopped asking (bench target: the window's tasks under 100 ms).
import type SharpFunction from 'sharp';
import type { Raster } from './raster';

const QUALITY = 82;

let sharpModule: Promise<typeof SharpFunction> | null = null;

/** Loaded with the first photo, not as the sandbox starts: most launches draw none at once. */
function loadSharp(): Promise<typeof SharpFunction> {
  sharpModule ??= import('sharp').then(({ default: sharp }) => {
    // The sandbox keeps its own cache of finished photos (photo-cache.ts).
    sharp.cache(false);
    return sharp;
  });
  return sharpModule;
}

export async function encodeJpeg(raster: Raster): Promise<Buffer> {
  const sharp = await loadSharp();
  const { width, height, data } = raster;
  return sharp(data, { raw: { width, height, channels: 4 } })
    .removeAlpha()
    .jpeg({ quality: QUALITY })
    .toBuffer();
}
