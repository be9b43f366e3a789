import { useQuery } from '@tanstack/react-query';
import { marketQueries } from '../../api/market-queries';
import type { Listing } from '../../../shared/schemas/listing-schema';
import { DealRatingBadge } from '../../ui/deal-rating-badge';
import { formatCount } from '../../ui/format-money';
import { ListingDealRating } from '../../ui/listing-deal-rating';

/**
 * The page's deal rating. Once the dealer has checked the local market, the rating is the one
 * worked against those same listings (shared/market/market-view.ts), so the card and the
 * rating never disagree; until then, the model-wide rating main works for every listing.
 */
export function VehicleDealRating({ vin, listing }: { vin: string; listing: Listing }) {
  const checked = useQuery(marketQueries.checked(vin)).data === true;
  const view = useQuery({ ...marketQueries.view(vin), enabled: checked }).data ?? null;
  if (!checked || !view || view.active === 0) return <ListingDealRating listing={listing} />;
  const { vehicle } = listing;
  const name = [vehicle.year, vehicle.make, vehicle.model, vehicle.trim].filter(Boolean).join(' ');
  const count = view.rating.comparables;
  return (
    <div className="stack stack--sm">
      <DealRatingBadge variant="full" vehicleName={name} rating={view.rating} />
      <p className="muted vehicle-deal-rating__source">
        Rated against the {formatCount(count)} local {count === 1 ? 'listing' : 'listings'} in Local market, below.
      </p>
    </div>
  );
}
