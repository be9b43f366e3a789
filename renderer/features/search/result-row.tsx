import { listingCoordinates, milesBetween, type LatLon } from '../../../shared/domain/distance';
import type { DealRating } from '../../../shared/domain/deal-rating';
import type { PriceDrop } from '../../../shared/ipc/market-channels';
import type { ListingSummary } from '../../../shared/schemas/listing-summary';
import { hrefs } from '../../stores/routes';
import { Badge } from '../../ui/badge';
import { DealRatingBadge } from '../../ui/deal-rating-badge';
import { formatDollars, formatMiles } from '../../ui/format-money';
import { VehiclePhoto } from '../../ui/vehicle-photo';
import { distanceWords } from './distance-words';
import { priceDropWords } from './price-drop-words';
import { ROW_THUMBNAIL } from './result-row-size';
import { useRowPrefetch } from './use-row-prefetch';

const DAY_MS = 86_400_000;

/** Days since the listing appeared, from createdAt. */
function daysOnMarket(createdAt: string | undefined, now: number = Date.now()): number | null {
  const created = createdAt ? Date.parse(createdAt) : Number.NaN;
  return Number.isFinite(created) ? Math.max(0, Math.floor((now - created) / DAY_MS)) : null;
}

interface ResultRowProps {
  listing: ListingSummary;
  index: number;
  origin: LatLon | null;
  /** undefined while the rating loads. */
  rating: DealRating | undefined;
  ratingFailed: boolean;
  /** The price now below the highest VinDesk saw lately (use-price-drops.ts); undefined when not, or not known. */
  drop: PriceDrop | undefined;
  /** The row last focused or opened: Back returns to it. */
  selected: boolean;
  /** Asks for what the VIN page shows first, once the pointer or focus rests on the row. */
  prefetch: (vin: string) => void;
}

export function ResultRow({ listing, index, origin, rating, ratingFailed, drop, selected, prefetch }: ResultRowProps) {
  const prefetchHandlers = useRowPrefetch(listing.vin, prefetch);
  const { vehicle, retailListing: retail } = listing;
  const name = [vehicle.year, vehicle.make, vehicle.model, vehicle.trim].filter(Boolean).join(' ');
  const days = daysOnMarket(listing.createdAt);
  const where = listingCoordinates(listing.location);
  const distance = distanceWords(origin && where ? milesBetween(origin, where) : null);
  const dropWords = drop ? priceDropWords(drop) : null;
  return (
    <div className={`result${selected ? ' result--selected' : ''}`} data-index={index} {...prefetchHandlers}>
      <VehiclePhoto alt="" className="result__photo" thumbnail={{ vin: listing.vin, ...ROW_THUMBNAIL }} />
      <div className="result__main">
        {/* The whole name wraps rather than being cut: year, make, model and trim are what people scan for. */}
        <a
          className="result__title"
          href={hrefs.vehicle(listing.vin)}
          data-result-link
          aria-current={selected ? 'true' : undefined}
        >
          {vehicle.year} {vehicle.make} {vehicle.model}
          {vehicle.trim ? <span className="result__trim"> {vehicle.trim}</span> : null}
        </a>
        <span className="result__dealer">
          {retail.dealer ?? 'Dealer not stated'}
          <span className="muted"> · {[retail.city, retail.state].filter(Boolean).join(', ')}</span>
        </span>
        <span className="result__meta">
          <span className="mono">{listing.vin}</span>
          {retail.used === false && <Badge tone="accent">New</Badge>}
          {retail.used && !retail.cpo && <Badge>Used</Badge>}
          {retail.cpo && <Badge tone="success">CPO</Badge>}
        </span>
      </div>
      <span className="result__price">
        {retail.price ? formatDollars(retail.price) : 'No price'}
        {dropWords && (
          // The arrow is drawn for sight; a screen reader hears the words a buyer would say.
          <span className="result__drop" data-price-drop>
            <span aria-hidden="true">↓ {dropWords.shown}</span>
            <span className="result__label">{dropWords.spoken}</span>
          </span>
        )}
      </span>
      <span className="result__miles">
        <span className="result__label">Miles: </span>
        {formatMiles(retail.miles)}
      </span>
      <span className={`result__distance${distance === null ? ' result__distance--none' : ''}`}>
        <span className="result__label">Distance: </span>
        {distance ?? '—'}
      </span>
      <span className="result__days">
        <span className="result__label">On market </span>
        {days === null ? '—' : days === 1 ? '1 day' : `${days} days`}
      </span>
      <span className="result__deal">
        <DealRatingBadge rating={rating} failed={ratingFailed} vehicleName={name} />
      </span>
    </div>
  );
}
