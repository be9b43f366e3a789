import { useQuery } from '@tanstack/react-query';
import { appQueries } from '../../api/app-queries';
import { listingQueries } from '../../api/listing-queries';
import type { Listing } from '../../../shared/schemas/listing-schema';
import { hrefs } from '../../stores/routes';
import { Badge } from '../../ui/badge';
import { Card } from '../../ui/card';
import { PanelBody } from '../../ui/panel-body';
import { Skeleton } from '../../ui/skeleton';
import { MIN_PRICED_COMPARABLES, placeInMarket } from './market-position';
import { formatDollars } from '../../ui/format-money';
import { useEndpointAccess } from '../../api/use-endpoint-access';
import { marketComparables, VEHICLE_PAGE_GC_MS } from '../../api/vehicle-page-queries';
import { MARKET_RADIUS_MILES } from '../../../shared/vehicle-page/market-comparables';

interface MarketPanelProps {
  listing: Listing | null;
  /** The listing is still on its way: the panel waits rather than say there is none. */
  listingPending: boolean;
}

/** Where the asking price sits among the same year, make, model and trim within 100 miles. */
export function MarketPanel({ listing, listingPending }: MarketPanelProps) {
  const settings = useQuery(appQueries.settings());
  const gate = useEndpointAccess('listings');
  const market = marketComparables(listing, settings.data?.settings.defaultZip);
  const comparables = useQuery({
    // No listing: a search that waits (null input) keeps the hook order without calling.
    ...(market?.query ?? listingQueries.search(null)),
    enabled: market !== null && gate.state === 'open',
    gcTime: VEHICLE_PAGE_GC_MS,
  });
  if (listingPending) {
    return (
      <Card title="Market position">
        <div className="stack" aria-busy="true">
          <span className="sr-only" role="status">
            Loading market position…
          </span>
          <Skeleton />
          <Skeleton width="70%" />
        </div>
      </Card>
    );
  }
  if (!listing || !market) {
    return (
      <Card title="Market position">
        <p className="muted">Market position needs an active listing of this vehicle to compare against.</p>
      </Card>
    );
  }
  const { zip, filters } = market;
  return (
    <Card title="Market position">
      <PanelBody feature="Market position" gate={gate} query={comparables} lines={2}>
        {({ data }) => {
          const others = data.data.filter((item) => item.vin !== listing.vin);
          const place = placeInMarket(
            listing.retailListing.price,
            others.map((item) => item.retailListing.price),
          );
          const where = zip
            ? `within ${MARKET_RADIUS_MILES} miles of ${zip}`
            : 'nationwide (set a default ZIP to compare locally)';
          if (place.median === null) return <p>No comparable priced listings {where}.</p>;
          const { position } = place;
          return (
            <div className="stack">
              <div className="row">
                {position && (
                  <Badge tone={position === 'below' ? 'success' : position === 'above' ? 'warning' : 'neutral'}>
                    {position === 'below' ? 'Below market' : position === 'above' ? 'Above market' : 'At market'}
                  </Badge>
                )}
                <span>
                  Median asking price <strong>{formatDollars(place.median)}</strong> across {place.priced} priced
                  comparable {place.priced === 1 ? 'listing' : 'listings'} {where}.
                  {!position &&
                    place.priced < MIN_PRICED_COMPARABLES &&
                    ` Too few to place this price: that takes ${MIN_PRICED_COMPARABLES}.`}
                </span>
              </div>
              <a href={hrefs.search(filters)}>See the comparable listings</a>
            </div>
          );
        }}
      </PanelBody>
    </Card>
  );
}
