import type { barcodeChannels } from '../../../shared/ipc/barcode-channels';
import { AppErrorException, appError } from '../../../shared/ipc/app-error';
import type { Handler } from '../../platform/ipc/router';
import { readVinBarcodes } from './barcode-reader';
import { BarcodeTimeoutError, type WorkerDecodeOptions } from './barcode-worker-host';

export type BarcodeHandlers = { [K in keyof typeof barcodeChannels]: Handler<K> };

function detail(error: unknown) {
  return { service: { message: error instanceof Error ? error.message : String(error) } };
}

/** options: the worker's time limit and entry, for tests; the app uses the defaults. */
export function createBarcodeHandlers(options: Omit<WorkerDecodeOptions, 'signal'> = {}): BarcodeHandlers {
  return {
    'barcode.decode': async ({ image }, { signal }) => {
      try {
        return await readVinBarcodes(new Uint8Array(Buffer.from(image, 'base64')), { ...options, signal });
      } catch (error) {
        // Refusals (too large, not a photo) already say what to do; a cancelled scan is the router's to report.
        if (error instanceof AppErrorException || signal.aborted) throw error;
        if (error instanceof BarcodeTimeoutError) {
          throw new AppErrorException(
            appError(
              'timeout',
              'BARCODE_TIMEOUT',
              'Reading the barcode took too long. Take a closer, sharper photo of the label.',
              detail(error),
            ),
          );
        }
        throw new AppErrorException(
          appError(
            'invalid-input',
            'IMAGE_UNREADABLE',
            'That image could not be read. Use a PNG, JPEG or WebP photo of the label.',
            detail(error),
          ),
        );
      }
    },
  };
}
