// A photo made ready for the barcode worker (issue 37, item 3): its header read first, so a
// picture too large to read is refused before a pixel is decoded, then downscaled to about
// 2 MP, which is plenty for a label and keeps zxing's search under a second. sharp runs here,
// in main, on libuv's thread pool, so main's event loop is not held; it is not run in the
// worker because terminating a thread while libvips works in it can take the process down.
import type SharpFunction from 'sharp';
import type { Metadata } from 'sharp';
import { AppErrorException, appError } from '../../../shared/ipc/app-error';
import type { BarcodeWorkerInput } from './barcode-worker-protocol';

/** Larger photos (pixels) are refused unread: a 16000 × 16000 PNG of 776 KB once took 19.5 s and 1.6 GB. */
const MAX_PHOTO_PIXELS = 50_000_000;
/** What the worker reads: a 12 MP phone photo becomes about 1630 × 1225. */
const READ_PIXELS = 2_000_000;
/** Formats a camera, a screenshot or a saved photo comes in; anything else (SVG, PDF, HEIC, TIFF …) is refused. */
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp']);

type Sharp = typeof SharpFunction;
let sharpModule: Promise<Sharp> | null = null;

/** Loaded on the first scan, not at startup (loading sharp holds main for about 90 ms). */
function loadSharp(): Promise<Sharp> {
  sharpModule ??= import('sharp').then(({ default: sharp }) => {
    // sharp's operation cache would keep scanned photos in main's memory.
    sharp.cache(false);
    return sharp;
  });
  return sharpModule;
}

function refuse(code: string, message: string, detail?: string): AppErrorException {
  return new AppErrorException(
    appError('invalid-input', code, message, detail ? { service: { message: detail } } : {}),
  );
}

const UNREADABLE = 'That image could not be read. Use a PNG, JPEG or WebP photo of the label.';

/** The photo's grey levels at about READ_PIXELS; refuses what is not a photo or is too large to read. */
export async function prepareBarcodeImage(
  image: Uint8Array,
  formats: readonly string[],
  maxNumberOfSymbols: number,
): Promise<BarcodeWorkerInput> {
  const sharp = await loadSharp();
  // failOn 'error': a damaged file is refused; a phone's harmless warnings (odd EXIF) are not.
  const options = { failOn: 'error', limitInputPixels: MAX_PHOTO_PIXELS } as const;
  let header: Metadata;
  try {
    // Only the header is read, so no pixel limit here: a picture past it is refused below, by its size, in words.
    header = await sharp(image, { failOn: 'error', limitInputPixels: false }).metadata();
  } catch (error) {
    throw refuse('IMAGE_UNREADABLE', UNREADABLE, error instanceof Error ? error.message : String(error));
  }
  if (!ACCEPTED_FORMATS.has(header.format)) {
    throw refuse(
      'IMAGE_FORMAT',
      `That file is ${header.format.toUpperCase()}, not a photo VinDesk can read a barcode from. Use a PNG, JPEG or WebP photo of the label.`,
    );
  }
  const { width, height } = header;
  if (width * height > MAX_PHOTO_PIXELS) {
    throw refuse(
      'IMAGE_TOO_LARGE',
      `This photo is too large to read a barcode from: ${width.toLocaleString('en-US')} × ${height.toLocaleString('en-US')} pixels. Take a closer photo of the barcode.`,
    );
  }
  const scale = Math.min(1, Math.sqrt(READ_PIXELS / (width * height)));
  // EXIF orientations 5–8 turn the picture a quarter: its upright width is the stored height.
  const [uprightWidth, uprightHeight] = (header.orientation ?? 1) >= 5 ? [height, width] : [width, height];
  try {
    const { data, info } = await sharp(image, options)
      .rotate()
      .resize({
        width: Math.max(1, Math.round(uprightWidth * scale)),
        height: Math.max(1, Math.round(uprightHeight * scale)),
        fit: 'inside',
        withoutEnlargement: true,
      })
      // A label drawn on a transparent background reads as black on white, not black on black.
      .flatten({ background: '#ffffff' })
      .greyscale()
      .raw()
      .toBuffer({ resolveWithObject: true });
    if (info.channels !== 1) throw new Error(`sharp gave ${info.channels} channels where 1 was asked for`);
    return {
      // Copied into a buffer of JavaScript's own (sharp's cannot be transferred), about 2 MB.
      grey: new Uint8Array(data),
      width: info.width,
      height: info.height,
      formats,
      maxNumberOfSymbols,
    };
  } catch (error) {
    throw refuse('IMAGE_UNREADABLE', UNREADABLE, error instanceof Error ? error.message : String(error));
  }
}
