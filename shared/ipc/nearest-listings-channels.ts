import { NearestListingsInputSchema } from '../schemas/listings-query-schema';
import type { ListingSummariesResult } from '../schemas/listing-summary';
import { channel } from './channel';

/** How a distance-sorted page was made, so the screen can say what was sorted. */
export interface NearestSortInfo {
  /** Matches main read and sorted (the service's first ones, in its default order). */
  sorted: number;
  /** Every match of the search, as the service counted it. */
  total: number;
  /** true when `sorted` < `total`: the nearest among the first `sorted`, not among all. */
  partial: boolean;
}

export type NearestListingsResult = ListingSummariesResult & { nearest: NearestSortInfo };

export const nearestListingsChannels = {
  /**
   * A page of a search sorted by distance from its ZIP, nearest first. The service cannot
   * sort by distance, so main reads the matches (up to a cap), sorts them by the distance
   * of each listing's location and hands back the page asked for.
   */
  'listings.nearest': channel(NearestListingsInputSchema).returns<NearestListingsResult>(),
};
