import { z } from 'zod';
import { VinFieldSchema } from '../schemas/input-fields-schema';
import { noInput } from './app-channels';
import { channel } from './channel';

export interface WatchedVin {
  vin: string;
  addedAt: string;
  /** null until the first check has answered. */
  lastCheckedAt: string | null;
  /** Open regulator recalls at the last check: campaign number → status. */
  openRecalls: Record<string, string>;
  parkIt: boolean;
  parkOutside: boolean;
  /** Why the last check failed, when it did. */
  problem?: string;
}

const VinsSchema = z.strictObject({ vins: z.array(VinFieldSchema).min(1).max(5_000) });

export const watchlistChannels = {
  'watchlist.list': channel(noInput).returns<WatchedVin[]>(),
  /** Adds VINs (from the VIN detail or a sweep); each is checked at once, then daily. */
  'watchlist.add': channel(VinsSchema).returns<WatchedVin[]>(),
  'watchlist.remove': channel(z.strictObject({ vin: VinFieldSchema })).returns<WatchedVin[]>(),
  'watchlist.checkNow': channel(noInput).returns<WatchedVin[]>(),
};
