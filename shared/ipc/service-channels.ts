import { channel } from './channel';
import { noInput } from './app-channels';
import type { CacheCleared, PlanAccess, SavedAnswers } from '../schemas/fetched';
import { ENDPOINT_CHANNELS } from '../service/endpoint-schemas';

// One channel per endpoint of the Vehicle Data Service (the endpoint table's rows,
// shared/service/endpoint-table.ts), plus plan access and the offline cache.
// contract.ts merges this map with the app's own channels.
export const serviceChannels = {
  ...ENDPOINT_CHANNELS,
  /** Which endpoints the plan in force includes, as far as VinDesk knows. */
  'plan.access': channel(noInput).returns<PlanAccess>(),
  /** Empties the offline response cache. */
  'cache.clear': channel(noInput).returns<CacheCleared>(),
  /** How many answers the offline cache holds for the service address in force, and the newest one's time. */
  'cache.saved': channel(noInput).returns<SavedAnswers>(),
};

export type ServiceChannelName = keyof typeof serviceChannels;
