// Every query key in the renderer, written once. Service data lives under the 'vds' scope
// as [scope, channel, input], so invalidation can address one channel (serviceKeys.channel)
// or all service data (serviceKeys.all), and the connection notices watch that scope only.
// VinDesk's own state (settings, lists kept in main, photos, local lookups) lives outside
// it: clearing service data must not drop it, and its failures are not the service's.
import type { ChannelInput, ChannelName } from '../../shared/ipc/contract';

export const serviceKeys = {
  all: ['vds'] as const,
  channel: <K extends ChannelName>(channel: K) => ['vds', channel] as const,
  /** null: the input is not ready yet (the query waits on skipToken under this key). */
  call: <K extends ChannelName>(channel: K, input: ChannelInput<K> | null) => ['vds', channel, input] as const,
};

export const appQueryKeys = {
  info: ['app', 'info'] as const,
  keychain: ['app', 'keychain'] as const,
  settings: ['app', 'settings'] as const,
  /** What main's offline cache holds for the service in force; `when` names the moment it is asked for. */
  savedAnswers: (when: string) => ['app', 'saved-answers', when] as const,
  savedAnswersAll: ['app', 'saved-answers'] as const,
};

export const sweepKeys = { status: ['sweep', 'status'] as const };

export const watchlistKeys = { list: ['watchlist'] as const, cost: ['watchlist', 'cost'] as const };

/** The in-app Alerts list (price drops, new matches). */
export const alertKeys = { list: ['alerts'] as const };

export const savedSearchKeys = { list: ['saved-searches'] as const };

/** Outside the service scope: a photo CDN that fails says nothing about the service. */
export const photoKeys = { image: (url: string | null) => ['photo', url] as const };

/** Answered in main from bundled data (vPIC, ZIP centres), not by the service. */
export const localKeys = {
  zipLocation: (zip: string | null) => ['zip-location', zip] as const,
  offlineDecode: (vin: string | null) => ['offline-decode', vin] as const,
};
