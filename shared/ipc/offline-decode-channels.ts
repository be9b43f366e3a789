import { z } from 'zod';
import type { VinDecode } from '../schemas/vin-decode-schema';
import { VinFieldSchema } from '../schemas/input-fields-schema';
import { channel } from './channel';

export const offlineDecodeChannels = {
  /**
   * Decodes a VIN on this computer from NHTSA's vPIC data (bundled with the app), for
   * when the service cannot. null: vPIC does not know the VIN's pattern either.
   */
  'vehicle.offlineDecode': channel(z.strictObject({ vin: VinFieldSchema })).returns<{ decode: VinDecode | null }>(),
};
