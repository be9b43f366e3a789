import { useQuery } from '@tanstack/react-query';
import type { DealRating } from '../../shared/domain/deal-rating';
import type { Listing } from '../../shared/schemas/listing-schema';
import { dealRatingQueries, ratingOf } from '../api/deal-rating-queries';

/**
 * One listing's deal rating, fetched on its own (a vehicle page and its printed report ask
 * the same query): undefined while it loads; a listing main did not rate has too few comparables.
 */
export function useListingRating(listing: Listing): { rating: DealRating | undefined; failed: boolean } {
  const rating = useQuery(dealRatingQueries.forListings([listing]));
  const settled = rating.data !== undefined || rating.fetchStatus === 'idle';
  return {
    failed: rating.isError,
    rating: settled
      ? (ratingOf(rating.data, listing.vin) ?? { status: 'unrated', reason: 'too-few', comparables: 0 })
      : undefined,
  };
}
