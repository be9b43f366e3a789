import { z } from 'zod';
import type { PriceHistory } from '../market/market-types';
import type { MarketView } from '../market/market-view';
import { VinFieldSchema } from '../schemas/input-fields-schema';
import { noInput } from './app-channels';
import { channel } from './channel';

/** What Clear price history removed. */
export interface MarketCleared {
  listings: number;
}

export const marketChannels = {
  /** A VIN's prices as VinDesk saw them (issue #39); null when it was never seen in an answer. */
  'market.history': channel(z.strictObject({ vin: VinFieldSchema })).returns<PriceHistory | null>(),
  /** The VIN's local market from the listings VinDesk has seen; null when the VIN itself was never seen. */
  'market.view': channel(
    z.strictObject({ vin: VinFieldSchema, radiusMiles: z.number().int().min(1).max(500).optional() }),
  ).returns<MarketView | null>(),
  /**
   * Fetches the VIN's local market afresh (year ±1, make, model near its ZIP; at most five
   * listings calls, activity "market"), then answers as market.view.
   */
  'market.refresh': channel(
    z.strictObject({ vin: VinFieldSchema, radiusMiles: z.number().int().min(1).max(500).optional() }),
  ).returns<MarketView | null>(),
  /** Settings, "Clear price history": forgets every sighting. */
  'market.clearHistory': channel(noInput).returns<MarketCleared>(),
};
