import { useQuery } from '@tanstack/react-query';
import type { Listing } from '../../shared/schemas/listing-schema';
import { dealRatingQueries, ratingOf } from '../api/deal-rating-queries';
import { DealRatingBadge } from './deal-rating-badge';

/** One listing's rating, fetched on its own (a vehicle page): the full badge with its summary. */
export function ListingDealRating({ listing }: { listing: Listing }) {
  const rating = useQuery(dealRatingQueries.forListings([listing]));
  const { vehicle } = listing;
  const name = [vehicle.year, vehicle.make, vehicle.model, vehicle.trim].filter(Boolean).join(' ');
  const settled = rating.data !== undefined || rating.fetchStatus === 'idle';
  return (
    <DealRatingBadge
      variant="full"
      vehicleName={name}
      failed={rating.isError}
      rating={
        settled
          ? (ratingOf(rating.data, listing.vin) ?? { status: 'unrated', reason: 'too-few', comparables: 0 })
          : undefined
      }
    />
  );
}
