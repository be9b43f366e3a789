import { useQuery } from '@tanstack/react-query';
import { appQueries } from '../../api/app-queries';
import { listingQueries } from '../../api/listing-queries';
import type { Listing } from '../../../shared/schemas/listing-schema';
import { hrefs } from '../../stores/routes';
import { Badge } from '../../ui/badge';
import { Card } from '../../ui/card';
import { PanelBody } from '../../ui/panel-body';
import { marketPosition, median } from './market-position';
import { formatDollars } from '../../ui/format-money';
import { useEndpointAccess } from '../../api/use-endpoint-access';

const RADIUS_MILES = 100;
const SAMPLE_SIZE = 100;

/** Where the asking price sits among the same year, make, model and trim within 100 miles. */
export function MarketPanel({ listing }: { listing: Listing | null }) {
  const settings = useQuery(appQueries.settings());
  const gate = useEndpointAccess('listings');
  const zip = listing?.retailListing.zip ?? settings.data?.settings.defaultZip ?? '';
  const vehicle = listing?.vehicle;
  const filters = vehicle
    ? {
        'vehicle.year': String(vehicle.year),
        'vehicle.make': vehicle.make,
        'vehicle.model': vehicle.model,
        ...(vehicle.trim ? { 'vehicle.trim': vehicle.trim } : {}),
        ...(zip ? { zip, distance: RADIUS_MILES } : {}),
      }
    : null;
  const comparables = useQuery({
    ...listingQueries.search({ ...(filters ?? {}), limit: SAMPLE_SIZE, includes: ['total'] }),
    enabled: filters !== null && gate.state === 'open',
  });
  if (!listing || !filters) {
    return (
      <Card title="Market position">
        <p className="muted">Market position needs an active listing of this vehicle to compare against.</p>
      </Card>
    );
  }
  return (
    <Card title="Market position">
      <PanelBody feature="Market position" gate={gate} query={comparables} lines={2}>
        {({ data }) => {
          const others = data.data.filter((item) => item.vin !== listing.vin);
          const marketMedian = median(others.map((item) => item.retailListing.price ?? 0));
          const price = listing.retailListing.price;
          const place = zip
            ? `within ${RADIUS_MILES} miles of ${zip}`
            : 'nationwide (set a default ZIP to compare locally)';
          if (marketMedian === null) return <p>No comparable priced listings {place}.</p>;
          const position = price ? marketPosition(price, marketMedian) : null;
          return (
            <div className="stack">
              <div className="row">
                {position && (
                  <Badge tone={position === 'below' ? 'success' : position === 'above' ? 'warning' : 'neutral'}>
                    {position === 'below' ? 'Below market' : position === 'above' ? 'Above market' : 'At market'}
                  </Badge>
                )}
                <span>
                  Median asking price <strong>{formatDollars(marketMedian)}</strong> across {others.length} comparable{' '}
                  {others.length === 1 ? 'listing' : 'listings'} {place}.
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
