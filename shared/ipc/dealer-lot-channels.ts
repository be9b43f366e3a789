import { z } from 'zod';
import type { SpendEstimate } from '../spend/spend-estimate';
import { Zip5FieldSchema } from '../schemas/input-fields-schema';
import type { ExportResult } from './listing-tools-channels';
import { noInput } from './app-channels';
import { channel } from './channel';

/** A dealer's lot: the dealer's name as the listings give it, and the ZIP the dealer is at. */
const DealerLotInputSchema = z.strictObject({
  dealer: z.string().trim().min(1, 'Type your dealership’s name').max(200, 'A dealer name has at most 200 characters'),
  zip: Zip5FieldSchema.optional(),
});

/** What building the lot will cost, asked before it starts (docs/real-service.md row 26). */
export interface DealerLotEstimate {
  dealer: string;
  zip: string;
  /** The dealer's listings found. */
  listings: number;
  /** Searches made to find them (already made, counted under "market"). */
  lookupCalls: number;
  /** Distinct year/make/model groups: one market refresh each. */
  groups: number;
  /** At most this many listings calls to refresh every group's market. */
  calls: number;
  cost: SpendEstimate;
}

/** One of the dealer's listings, placed in its local market. */
export interface DealerLotRow {
  vin: string;
  year: number;
  make: string;
  model: string;
  trim: string | null;
  price: number | null;
  miles: number | null;
  /** 1 = the lowest asking price among this car and its comparables; null when unpriced. */
  priceRank: { position: number; of: number } | null;
  daysOnMarket: number;
  /** From the lower quarter to the median of the comparables' asking prices, moved to this car's miles. */
  band: { low: number; high: number } | null;
}

export interface DealerLot {
  dealer: string;
  zip: string;
  rows: DealerLotRow[];
  /** Listings calls the market refreshes made. */
  calls: number;
}

/** A dealer VinDesk has seen listings from, and where. */
export interface SeenDealer {
  name: string;
  zip: string;
  listings: number;
}

export const dealerLotChannels = {
  /** Dealers in the listings VinDesk has received (the market store), most listings first: the name field's suggestions. */
  'dealerLot.seenDealers': channel(noInput).returns<SeenDealer[]>(),
  /** Finds the dealer's listings (one search or a few, billed) and says what refreshing their markets costs. */
  'dealerLot.estimate': channel(DealerLotInputSchema).returns<DealerLotEstimate>(),
  /** Refreshes each year/make/model market once (activity "market") and places every listing in it. */
  'dealerLot.build': channel(DealerLotInputSchema).returns<DealerLot>(),
  /** The lot last built for this dealer, as CSV where the dealer chooses; nothing is fetched. */
  'dealerLot.exportCsv': channel(DealerLotInputSchema).returns<ExportResult>(),
};
