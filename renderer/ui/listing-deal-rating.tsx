import type { Listing } from '../../shared/schemas/listing-schema';
import { DealRatingBadge } from './deal-rating-badge';
import { useListingRating } from './use-listing-rating';

/** One listing's rating, fetched on its own (a vehicle page): the full badge with its summary. */
export function ListingDealRating({ listing }: { listing: Listing }) {
  const { rating, failed } = useListingRating(listing);
  const { vehicle } = listing;
  const name = [vehicle.year, vehicle.make, vehicle.model, vehicle.trim].filter(Boolean).join(' ');
  return <DealRatingBadge variant="full" vehicleName={name} failed={failed} rating={rating} />;
}
