import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import '../styles/deal-rating.css';
import type { Listing } from '../../shared/schemas/listing-schema';
import { dealRatingQueries, ratingOf } from '../api/deal-rating-queries';
import {
  GOOD_BELOW,
  GREAT_BELOW,
  HIGH_ABOVE,
  MIN_COMPARABLES,
  YEAR_WINDOW,
  type DealBand,
  type DealRating,
} from '../../shared/domain/deal-rating';
import { Button } from './button';
import { Dialog } from './dialog';
import { formatDollars } from './format-money';

const DEAL_BAND_LABELS: Record<DealBand, string> = {
  great: 'Great deal',
  good: 'Good deal',
  fair: 'Fair price',
  high: 'High price',
};

const TONES: Record<DealBand, string> = { great: 'success', good: 'accent', fair: 'neutral', high: 'warning' };

const UNRATED_LABELS: Record<Extract<DealRating, { status: 'unrated' }>['reason'], string> = {
  'too-few': 'Not enough comparable listings',
  'no-price': 'No price to rate',
  'no-miles': 'Mileage not stated',
  unavailable: 'Rating unavailable',
};

const percent = (fraction: number) => `${Math.round(Math.abs(fraction) * 1000) / 10}%`;
const signed = (value: number, digits: number) =>
  `${value < 0 ? '−' : '+'}$${Math.abs(value).toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits })}`;

function labelOf(rating: DealRating | undefined): string {
  if (!rating) return 'Rating…';
  return rating.status === 'rated' ? DEAL_BAND_LABELS[rating.band] : UNRATED_LABELS[rating.reason];
}

interface DealRatingBadgeProps {
  rating: DealRating | undefined;
  /** "2021 Toyota RAV4 XLE": names the vehicle in the dialog and in the button's name. */
  vehicleName: string;
  /** The query failed: the rating is unavailable (the rest of the screen still works). */
  failed?: boolean;
  /**
   * compact: the badge itself opens the explanation (a results row). full: the badge, a
   * one-line summary and a "How is this rated?" button (a vehicle page).
   */
  variant?: 'compact' | 'full';
}

/** A listing's deal rating against comparable listings, with the method one click away. */
export function DealRatingBadge({ rating, vehicleName, failed = false, variant = 'compact' }: DealRatingBadgeProps) {
  const [open, setOpen] = useState(false);
  const shown: DealRating | undefined = failed ? { status: 'unrated', reason: 'unavailable', comparables: 0 } : rating;
  const label = labelOf(shown);
  const tone = shown?.status === 'rated' ? TONES[shown.band] : 'neutral';
  const dialog = (
    <Dialog open={open} onClose={() => setOpen(false)} label="How is this rated?" className="deal-dialog">
      <DealRatingExplanation rating={shown} vehicleName={vehicleName} onClose={() => setOpen(false)} />
    </Dialog>
  );

  if (variant === 'compact') {
    return (
      <>
        <button
          type="button"
          className={`badge badge--${tone} deal-badge${shown?.status === 'rated' ? '' : ' deal-badge--unrated'}`}
          aria-haspopup="dialog"
          aria-label={`${label}: how is this rated? ${vehicleName}`}
          title="How is this rated?"
          disabled={!shown}
          onClick={() => setOpen(true)}
        >
          {label}
        </button>
        {dialog}
      </>
    );
  }
  return (
    <div className="deal-rating" role="group" aria-label="Deal rating">
      <span className={`badge badge--${tone}`}>{label}</span>
      {shown?.status === 'rated' && (
        <span className="muted">
          {percent(shown.difference)} {shown.difference < 0 ? 'below' : 'above'} the expected{' '}
          {formatDollars(shown.expected)}
        </span>
      )}
      <button
        type="button"
        className="link-button link-button--underlined"
        aria-haspopup="dialog"
        disabled={!shown}
        onClick={() => setOpen(true)}
      >
        How is this rated?
      </button>
      {dialog}
    </div>
  );
}

function DealRatingExplanation({
  rating,
  vehicleName,
  onClose,
}: {
  rating: DealRating | undefined;
  vehicleName: string;
  onClose: () => void;
}) {
  return (
    <div className="deal-dialog__body">
      <h2>How is this rated?</h2>
      <p className="muted">{vehicleName}</p>
      {rating?.status === 'rated' ? (
        <dl className="deal-dialog__numbers">
          <div>
            <dt>Rating</dt>
            <dd>{DEAL_BAND_LABELS[rating.band]}</dd>
          </div>
          <div>
            <dt>Asking price</dt>
            <dd>
              {formatDollars(rating.price)} ({percent(rating.difference)} {rating.difference < 0 ? 'below' : 'above'}{' '}
              expected)
            </dd>
          </div>
          <div>
            <dt>Expected price</dt>
            <dd>{formatDollars(rating.expected)}</dd>
          </div>
          <div>
            <dt>Compared with</dt>
            <dd>
              {rating.comparables} listings of the same make and model{rating.trimMatched ? ' and trim' : ''},{' '}
              {rating.yearFrom === rating.yearTo
                ? `model year ${rating.yearFrom}`
                : `model years ${rating.yearFrom}–${rating.yearTo}`}
            </dd>
          </div>
          <div>
            <dt>Adjusted by</dt>
            <dd>
              {signed(rating.perMile, 3)} a mile and {signed(rating.perYear, 0)} a model year
            </dd>
          </div>
        </dl>
      ) : (
        <p role="status">
          {labelOf(rating)}
          {rating?.status === 'unrated' && rating.reason === 'too-few'
            ? `: ${rating.comparables} found, ${MIN_COMPARABLES} needed. VinDesk does not guess a rating from fewer.`
            : '.'}
        </p>
      )}
      <h3>The method</h3>
      <ul className="deal-dialog__method">
        <li>
          Comparable listings are priced listings of the same make and model, model years within ±{YEAR_WINDOW} of this
          one, and the same trim when at least {MIN_COMPARABLES} of it are listed.
        </li>
        <li>
          A least-squares fit over the comparables gives what each mile and each model year is worth; the expected price
          is that fit at this vehicle’s mileage and model year.
        </li>
        <li>
          {percent(GREAT_BELOW)} or more below expected is a great deal; {percent(GOOD_BELOW)} to {percent(GREAT_BELOW)}{' '}
          below is a good deal; within ±{percent(HIGH_ABOVE)} is a fair price; more than {percent(HIGH_ABOVE)} above is
          a high price.
        </li>
        <li>With fewer than {MIN_COMPARABLES} comparables there is no rating.</li>
      </ul>
      <div className="row row--end">
        <Button onClick={onClose}>Close</Button>
      </div>
    </div>
  );
}

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
