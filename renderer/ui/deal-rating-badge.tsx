import { useState } from 'react';
import './deal-rating.css';
import type { DealBand, DealRating } from '../../shared/domain/deal-rating';
import { DealRatingExplanation } from './deal-rating-explanation';
import { labelOf, percent, unratedSentence } from './deal-rating-words';
import { Dialog } from './dialog';
import { formatDollars } from './format-money';

const TONES: Record<DealBand, string> = { great: 'success', good: 'accent', fair: 'neutral', high: 'warning' };

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

  if (variant === 'compact' && shown?.status === 'unrated') {
    // A results row: no pill for a price that is not rated (issue 38 item 4). Without an
    // asking price the price column already says "No price"; otherwise quiet words that
    // open the reason.
    if (shown.reason === 'no-price') return null;
    return (
      <>
        <button
          type="button"
          className="link-button deal-unrated"
          aria-haspopup="dialog"
          aria-label={`${label}: why? ${vehicleName}`}
          title="Why is this price not rated?"
          onClick={() => setOpen(true)}
        >
          {label}
        </button>
        {dialog}
      </>
    );
  }
  if (variant === 'compact') {
    return (
      <>
        <button
          type="button"
          className={`badge badge--${tone} deal-badge${shown ? '' : ' deal-badge--loading'}`}
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
      {shown?.status === 'rated' ? (
        <>
          <span className={`badge badge--${tone}`}>{label}</span>
          <span className="muted">
            {percent(shown.difference)} {shown.difference < 0 ? 'below' : 'above'} the expected{' '}
            {formatDollars(shown.expected)}
          </span>
        </>
      ) : (
        // No rating is not a status: a plain, quiet sentence (issue 38 item 4).
        <span className="muted">{shown ? unratedSentence(shown) : label}</span>
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
