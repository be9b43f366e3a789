import type { barcodeChannels } from '../../../shared/ipc/barcode-channels';
import { AppErrorException, appError } from '../../../shared/ipc/app-error';
import type { Handler } from '../../platform/ipc/router';
import { readVinBarcodes } from './barcode-reader';

export type BarcodeHandlers = { [K in keyof typeof barcodeChannels]: Handler<K> };

export function createBarcodeHandlers(): BarcodeHandlers {
  return {
    'barcode.decode': async ({ image }) => {
      try {
        return await readVinBarcodes(new Uint8Array(Buffer.from(image, 'base64')));
      } catch (error) {
        throw new AppErrorException(
          appError(
            'invalid-input',
            'IMAGE_UNREADABLE',
            'That image could not be read. Use a PNG or JPEG photo of the label.',
            {
              service: { message: error instanceof Error ? error.message : String(error) },
            },
          ),
        );
      }
    },
  };
}
