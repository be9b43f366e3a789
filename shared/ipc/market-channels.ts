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

/**
 * A listing's asking price now below the highest VinDesk saw it at lately (the rule and its
 * window: electron/features/market/price-drops-read.ts). Dollars; drop = fromPrice - toPrice > 0.
 */
export interface PriceDrop {
  drop: number;
  /** When VinDesk first saw the listing at fromPrice (ms since the epoch): "since Nov 2". */
  since: number;
  fromPrice: number;
  toPrice: number;
}

/** The most VINs one market.drops asks about: the largest results page (500 rows). */
const MAX_DROP_VINS = 500;

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
  /**
   * The price drops of a page of results, by normalized VIN, only for those whose price now is
   * lower; read from the sightings alone (no service call).
   */
  'market.drops': channel(z.strictObject({ vins: z.array(VinFieldSchema).min(1).max(MAX_DROP_VINS) })).returns<
    Record<string, PriceDrop>
  >(),
  /** Settings, "Clear price history": forgets every sighting. */
  'market.clearHistory': channel(noInput).returns<MarketCleared>(),
};
