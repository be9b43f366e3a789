import { z } from 'zod';
import type { VinRead } from '../lot/vin-read';
import { channel } from './channel';

/** 8 MB of image, base64-encoded (4 characters per 3 bytes). */
const MAX_IMAGE_BASE64 = Math.ceil((8 * 1024 * 1024 * 4) / 3);

export const BARCODE_FORMATS = ['Code39', 'Code128', 'QRCode', 'DataMatrix'] as const;

export interface BarcodeScan {
  /** Every barcode found, as read. */
  reads: { format: string; text: string }[];
  /** The first read that makes a VIN, after corrections; null when none does. */
  vin: VinRead | null;
}

export const barcodeChannels = {
  /**
   * Finds VIN barcodes in a photo (a camera frame, a file or a pasted image). Decoding
   * runs in main so the window's CSP never needs to allow WebAssembly compilation.
   */
  'barcode.decode': channel(
    z.strictObject({
      image: z
        .string()
        .min(16, 'The image is empty')
        .max(MAX_IMAGE_BASE64, 'The image is larger than 8 MB')
        .regex(/^[A-Za-z0-9+/]+={0,2}$/, 'The image must be base64-encoded'),
    }),
  ).returns<BarcodeScan>(),
};
