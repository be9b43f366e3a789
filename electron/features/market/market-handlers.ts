import type { marketChannels } from '../../../shared/ipc/market-channels';
import { DEFAULT_RADIUS_MILES } from '../../../shared/market/comparables';
import { marketView, type MarketView } from '../../../shared/market/market-view';
import type { Handler } from '../../platform/ipc/router';
import { refreshMarket, type RefreshClient } from './market-refresh';
import type { MarketStore } from './market-store';

export type MarketHandlers = { [K in keyof typeof marketChannels]: Handler<K> };

export interface MarketHandlerDeps {
  store: MarketStore;
  /** The client with activity "market" (call-activity.ts); without one a refresh only reads the store. */
  client?: RefreshClient;
  now?: () => number;
}

export function createMarketHandlers({ store, client, now = Date.now }: MarketHandlerDeps): MarketHandlers {
  const view = (vin: string, radiusMiles = DEFAULT_RADIUS_MILES): MarketView | null => {
    const subject = store.listing(vin);
    if (!subject) return null;
    const at = now();
    return marketView(subject, store.comparablesFor(subject, radiusMiles, at), at, radiusMiles);
  };
  return {
    'market.history': ({ vin }) => store.priceHistory(vin, now()),
    'market.view': ({ vin, radiusMiles }) => view(vin, radiusMiles),
    'market.refresh': async ({ vin, radiusMiles }, { signal }) => {
      if (client) await refreshMarket(store, client, vin, radiusMiles, signal);
      return view(vin, radiusMiles);
    },
    'market.drops': ({ vins }) => store.priceDrops(vins, now()),
    'market.clearHistory': () => ({ listings: store.clear() }),
  };
}
