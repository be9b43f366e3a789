import type { watchlistChannels } from '../../../shared/ipc/watchlist-channels';
import type { Handler } from '../../platform/ipc/router';
import type { Watchlist } from './watchlist';

export type WatchlistHandlers = { [K in keyof typeof watchlistChannels]: Handler<K> };

export function createWatchlistHandlers(watchlist: Watchlist): WatchlistHandlers {
  return {
    'watchlist.list': () => watchlist.list(),
    'watchlist.add': ({ vins }) => watchlist.add(vins),
    'watchlist.remove': ({ vin }) => watchlist.remove(vin),
    'watchlist.checkNow': () => watchlist.checkNow(),
    'watchlist.setPriceAlert': ({ vin, rule }) => watchlist.setPriceAlert(vin, rule),
    'watchlist.cost': () => watchlist.cost(),
    'watchlist.estimateAdd': ({ vins }) => watchlist.estimateAdd(vins),
  };
}
