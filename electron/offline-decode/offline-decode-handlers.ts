import type { offlineDecodeChannels } from '../../shared/ipc/offline-decode-channels';
import type { Handler } from '../ipc/router';
import type { createOfflineDecoder } from './offline-decoder';

export type OfflineDecodeHandlers = { [K in keyof typeof offlineDecodeChannels]: Handler<K> };

export function createOfflineDecodeHandlers(decode: ReturnType<typeof createOfflineDecoder>): OfflineDecodeHandlers {
  return { 'vehicle.offlineDecode': async ({ vin }) => ({ decode: await decode(vin) }) };
}
