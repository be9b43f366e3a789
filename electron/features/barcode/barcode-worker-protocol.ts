// The messages between main and the barcode worker (barcode-worker.ts): main sends the
// downscaled pixels once, as workerData; the worker answers once and ends.
import { z } from 'zod';

/** What the worker is given: one photo's pixels, already downscaled by sharp in main (barcode-image-prep.ts). */
export interface BarcodeWorkerInput {
  /**
   * Grey levels, one byte a pixel, row by row, in a buffer of its own: it is transferred, not
   * copied (RGBA, cloned, held main for some 40 ms on a busy machine; zxing reads grey anyway).
   */
  grey: Uint8Array;
  width: number;
  height: number;
  formats: readonly string[];
  maxNumberOfSymbols: number;
}

export const barcodeWorkerAnswerSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('read'),
    reads: z.array(z.object({ format: z.string(), text: z.string() })),
  }),
  z.object({ type: z.literal('failed'), message: z.string() }),
]);
export type BarcodeWorkerAnswer = z.infer<typeof barcodeWorkerAnswerSchema>;
