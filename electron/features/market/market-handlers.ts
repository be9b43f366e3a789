import type { marketChannels } from '../../../shared/ipc/market-channels';
import { DEFAULT_RADIUS_MILES } from '../../../shared/market/comparables';
import { marketView } from '../../../shared/market/market-view';
import type { Handler } from '../../platform/ipc/router';
import type { MarketStore } from './market-store';

export type MarketHandlers = { [K in keyof typeof marketChannels]: Handler<K> };

export function createMarketHandlers(store: MarketStore, now: () => number = Date.now): MarketHandlers {
  return {
    'market.history': ({ vin }) => store.priceHistory(vin, now()),
    'market.view': ({ vin, radiusMiles }) => {
      const subject = store.listing(vin);
      if (!subject) return null;
      const at = now();
      const radius = radiusMiles ?? DEFAULT_RADIUS_MILES;
      return marketView(subject, store.comparablesFor(subject, radius, at), at, radius);
    },
    'market.clearHistory': () => ({ listings: store.clear() }),
  };
}
