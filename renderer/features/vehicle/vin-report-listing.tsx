import { useQuery } from '@tanstack/react-query';
import type { Listing } from '../../../shared/schemas/listing-schema';
import { GALLERY_PRIMARY_BOX } from '../../api/photo-queries';
import { useEndpointAccess } from '../../api/use-endpoint-access';
import { vehicleQueries } from '../../api/vehicle-queries';
import { ratingLine } from '../../ui/deal-rating-words';
import { formatDollars, formatMiles } from '../../ui/format-money';
import { useListingRating } from '../../ui/use-listing-rating';
import { VehiclePhoto } from '../../ui/vehicle-photo';

/**
 * The report's listing block: the photo the page shows first, the asking price and its deal
 * rating, and the selling dealer with where it is. The photo is the gallery's own query
 * (photo-gallery.tsx), a data: URL from main (photo-queries.ts) that the CSP's img-src allows,
 * so the PDF needs no network and printing spends nothing the page has not.
 */
export function VinReportListing({ vin, name, listing }: { vin: string; name: string; listing: Listing }) {
  const gate = useEndpointAccess('photos');
  const photos = useQuery({ ...vehicleQueries.photos(vin), enabled: gate.state === 'open' });
  const { rating, failed } = useListingRating(listing);
  const first = photos.data?.data.retail[0];
  const retail = listing.retailListing;
  const place = [retail.city, [retail.state, retail.zip].filter(Boolean).join(' ')].filter(Boolean).join(', ');
  return (
    <div className="vin-report__listing">
      {first && (
        <VehiclePhoto
          url={first}
          alt={`${name}, primary photo`}
          eager
          resizeTo={GALLERY_PRIMARY_BOX}
          className="vin-report__photo"
        />
      )}
      <dl className="vin-report__facts vin-report__facts--2">
        <div>
          <dt>Asking price</dt>
          <dd className="vin-report__price">{retail.price ? formatDollars(retail.price) : 'Call for price'}</dd>
        </div>
        <div>
          <dt>Deal rating</dt>
          <dd>{failed ? 'The price rating is unavailable right now.' : ratingLine(rating)}</dd>
        </div>
        <div>
          <dt>Miles</dt>
          <dd>{retail.miles === undefined || retail.miles === null ? 'Not stated' : formatMiles(retail.miles)}</dd>
        </div>
        <div>
          <dt>Condition</dt>
          <dd>
            {retail.cpo ? 'Certified pre-owned' : retail.used ? 'Used' : retail.used === false ? 'New' : 'Not stated'}
          </dd>
        </div>
        {(retail.dealer || place) && (
          <div className="vin-report__dealer">
            <dt>Dealer</dt>
            <dd>
              {retail.dealer && <strong>{retail.dealer}</strong>}
              {retail.dealer && place && <br />}
              {place}
            </dd>
          </div>
        )}
      </dl>
    </div>
  );
}
