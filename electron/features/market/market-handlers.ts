import type { marketChannels } from '../../../shared/ipc/market-channels';
import { DEFAULT_RADIUS_MILES } from '../../../shared/market/comparables';
import { marketView, type MarketView } from '../../../shared/market/market-view';
import type { Handler } from '../../platform/ipc/router';
import { refreshMarket, type RefreshClient } from './market-refresh';
import type { MarketStore } from './market-store';

export type MarketHandlers = { [K in keyof typeof marketChannels]: Handler<K> };

export interface MarketHandlerDeps {
  /** The store of the source in force: a demo sighting never shows in a live view, nor a live one in the demo. */
  store: () => MarketStore;
  /** Settings' "Clear price history": every source's sightings (market-store.ts, clearAll). */
  clearAll: () => number;
  /** Writes the sightings queued behind answers already returned (market-observer.ts), so a read sees them. */
  flush?: () => void;
  /** The client with activity "market" (call-activity.ts); without one a refresh only reads the store. */
  client?: RefreshClient;
  now?: () => number;
}

export function createMarketHandlers({
  store: storeInForce,
  clearAll,
  flush = () => undefined,
  client,
  now = Date.now,
}: MarketHandlerDeps): MarketHandlers {
  const view = (vin: string, radiusMiles = DEFAULT_RADIUS_MILES): MarketView | null => {
    flush();
    const store = storeInForce();
    const subject = store.listing(vin);
    if (!subject) return null;
    const at = now();
    return marketView(subject, store.comparablesFor(subject, radiusMiles, at), at, radiusMiles);
  };
  return {
    'market.history': ({ vin }) => {
      flush();
      return storeInForce().priceHistory(vin, now());
    },
    'market.view': ({ vin, radiusMiles }) => view(vin, radiusMiles),
    'market.refresh': async ({ vin, radiusMiles }, { signal }) => {
      if (client) await refreshMarket({ store: storeInForce, flush }, client, vin, radiusMiles, signal);
      return view(vin, radiusMiles);
    },
    'market.drops': ({ vins }) => {
      flush();
      return storeInForce().priceDrops(vins, now());
    },
    'market.clearHistory': () => {
      // What is queued goes too: nothing received before the clear comes back after it.
      flush();
      return { listings: clearAll() };
    },
  };
}
