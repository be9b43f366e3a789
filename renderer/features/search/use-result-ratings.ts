import { useQuery } from '@tanstack/react-query';
import type { DealRating } from '../../../shared/domain/deal-rating';
import type { ListingSummary } from '../../../shared/schemas/listing-summary';
import { dealRatingQueries, ratingOf } from '../../api/deal-rating-queries';

interface ResultRatings {
  /** A listing's rating; undefined while the page's ratings load. */
  ratingFor: (vin: string) => DealRating | undefined;
  failed: boolean;
}

/** The deal ratings of a page of results, asked for in one call. */
export function useResultRatings(listings: readonly ListingSummary[]): ResultRatings {
  const ratings = useQuery(dealRatingQueries.forListings(listings));
  // A listing main was not asked about (no VIN, make or model to compare by) has no comparables.
  const settled = ratings.data !== undefined || ratings.fetchStatus === 'idle';
  return {
    ratingFor: (vin) =>
      settled ? (ratingOf(ratings.data, vin) ?? { status: 'unrated', reason: 'too-few', comparables: 0 }) : undefined,
    failed: ratings.isError,
  };
}
