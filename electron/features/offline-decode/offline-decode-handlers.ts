import type { offlineDecodeChannels } from '../../../shared/ipc/offline-decode-channels';
import { appError, AppErrorException } from '../../../shared/ipc/app-error';
import type { Handler } from '../../platform/ipc/router';
import type { DecodeOffline } from '../../../node/vpic/vpic-decode';

export type OfflineDecodeHandlers = { [K in keyof typeof offlineDecodeChannels]: Handler<K> };

export function createOfflineDecodeHandlers(decode: DecodeOffline): OfflineDecodeHandlers {
  return {
    'vehicle.offlineDecode': async ({ vin }) => {
      try {
        return { decode: await decode(vin) };
      } catch (error) {
        // The decoder's process failed or could not start: said plainly, with its reason kept for the details.
        throw new AppErrorException(
          appError('unavailable', 'OFFLINE_DECODE_UNAVAILABLE', 'The offline VIN decoder is not available right now.', {
            suggestion: 'Try again; if it keeps happening, restart VinDesk.',
            service: { message: error instanceof Error ? error.message : String(error) },
          }),
        );
      }
    },
  };
}
