import { channel } from './channel';
import { noInput } from './app-channels';
import {
  ListingsNextInputSchema,
  ListingsSearchInputSchema,
  ListingsSelectInputSchema,
} from '../schemas/listings-query-schema';
import { OpenRecallsInputSchema, PlateInputSchema, VinInputSchema } from '../schemas/vehicle-inputs-schema';
import {
  AprInputSchema,
  PaymentsInputSchema,
  TaxesInputSchema,
  TcoInputSchema,
} from '../schemas/finance-inputs-schema';
import type { CacheCleared, Fetched, PlanAccess, SelectedListingsResult } from '../schemas/fetched';
import type { ListingSummariesResult } from '../schemas/listing-summary';
import type { Listing } from '../schemas/listing-schema';
import type { Photos } from '../schemas/photos-schema';
import type { VinDecode } from '../schemas/vin-decode-schema';
import type { Build } from '../schemas/build-schema';
import type { SpecsResponse } from '../schemas/specs-schema';
import type { Recall } from '../schemas/recall-schema';
import type { OpenRecalls } from '../schemas/open-recalls-schema';
import type { PlateLookup } from '../schemas/plate-schema';
import type { Payments } from '../schemas/payments-schema';
import type { Apr } from '../schemas/apr-schema';
import type { Taxes } from '../schemas/taxes-schema';
import type { Tco } from '../schemas/tco-schema';

// One channel per endpoint of the Vehicle Data Service, plus paging, plan access and
// the offline cache. contract.ts merges this map with the app's own channels.
export const serviceChannels = {
  /**
   * GET /listings, each row trimmed to what the results table shows (ListingSummary):
   * a 500-row page stays small. The whole listing comes from listings.get.
   */
  'listings.search': channel(ListingsSearchInputSchema).returns<ListingSummariesResult>(),
  /** GET /listings with `select`: flat dot-keyed rows (smaller payloads for grids). */
  'listings.select': channel(ListingsSelectInputSchema).returns<SelectedListingsResult>(),
  /** The links.next URL of a page, followed exactly as issued (must be on the configured base); rows as listings.search. */
  'listings.next': channel(ListingsNextInputSchema).returns<ListingSummariesResult>(),
  /** GET /listings/{vin}. */
  'listings.get': channel(VinInputSchema).returns<Fetched<Listing>>(),
  /** GET /photos/{vin}; no photos is an empty list, never an error. */
  'vehicle.photos': channel(VinInputSchema).returns<Fetched<Photos>>(),
  /** GET {v1}/vin/{vin}, or {base}/vin/{vin} when no v1 address is set. */
  'vehicle.decode': channel(VinInputSchema).returns<Fetched<VinDecode>>(),
  'vehicle.build': channel(VinInputSchema).returns<Fetched<Build>>(),
  'vehicle.specs': channel(VinInputSchema).returns<Fetched<SpecsResponse>>(),
  'vehicle.recalls': channel(VinInputSchema).returns<Fetched<Recall[]>>(),
  'vehicle.openRecalls': channel(OpenRecallsInputSchema).returns<Fetched<OpenRecalls>>(),
  'plate.lookup': channel(PlateInputSchema).returns<Fetched<PlateLookup>>(),
  'finance.payments': channel(PaymentsInputSchema).returns<Fetched<Payments>>(),
  'finance.apr': channel(AprInputSchema).returns<Fetched<Apr>>(),
  'finance.taxes': channel(TaxesInputSchema).returns<Fetched<Taxes>>(),
  'finance.tco': channel(TcoInputSchema).returns<Fetched<Tco>>(),
  /** Which endpoints the plan in force includes, as far as VinDesk knows. */
  'plan.access': channel(noInput).returns<PlanAccess>(),
  /** Empties the offline response cache. */
  'cache.clear': channel(noInput).returns<CacheCleared>(),
};

export type ServiceChannelName = keyof typeof serviceChannels;
