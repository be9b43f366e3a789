import { ENDPOINT_IDS } from '../service/endpoint-table';

// Every IPC channel's name, as plain strings. The preload reads this list (and
// nothing else from the contract) so its bundle carries no zod: a sandboxed preload
// may require only 'electron'. contract.ts proves at type level that this list and
// the contract's keys are the same set.
export const CHANNEL_NAME_LIST = [
  'app.info',
  'keychain.status',
  'keychain.setKey',
  'keychain.clearKey',
  'settings.get',
  'settings.update',
  'shell.openExternal',
  'updates.status',
  'updates.check',
  'updates.download',
  'updates.restart',
  // The service's endpoints, from the endpoint table (zod-free, as this list must be).
  ...ENDPOINT_IDS,
  'plan.access',
  'cache.clear',
  'document.savePdf',
  'document.openLink',
  'vehicle.photo',
  'vehicle.thumbnail',
  'savedSearches.list',
  'savedSearches.save',
  'savedSearches.open',
  'savedSearches.delete',
  'listings.exportCsv',
  'sweep.start',
  'sweep.estimate',
  'sweep.status',
  'sweep.pause',
  'sweep.resume',
  'sweep.cancel',
  'sweep.exportCsv',
  'vehicle.offlineDecode',
  'barcode.decode',
  'watchlist.list',
  'watchlist.add',
  'watchlist.remove',
  'watchlist.checkNow',
  'watchlist.cost',
  'watchlist.estimateAdd',
  'geo.zipLocation',
  'listings.nearest',
  'dealRating.rate',
  'vehiclePage.prepare',
  'spend.summary',
  'spend.estimate',
  'listings.exportEstimate',
  'spend.exportCsv',
] as const;

export type ListedChannelName = (typeof CHANNEL_NAME_LIST)[number];
