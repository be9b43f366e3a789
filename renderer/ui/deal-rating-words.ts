import { formatDollars } from './format-money';
import { MIN_COMPARABLES, type DealBand, type DealRating } from '../../shared/domain/deal-rating';

export const DEAL_BAND_LABELS: Record<DealBand, string> = {
  great: 'Great deal',
  good: 'Good deal',
  fair: 'Fair price',
  high: 'High price',
};

const UNRATED_LABELS: Record<Extract<DealRating, { status: 'unrated' }>['reason'], string> = {
  'too-few': 'Not enough comparable listings',
  'no-price': 'No price to rate',
  'no-miles': 'Mileage not stated',
  unavailable: 'Rating unavailable',
};

/**
 * A vehicle page's (and its printed report's) plain sentence for a price it does not rate:
 * said quietly beside the price, not set as a status pill (issue 38 item 4).
 */
const UNRATED_SENTENCES: Record<Extract<DealRating, { status: 'unrated' }>['reason'], string> = {
  'too-few': 'Too few similar listings to rate this price',
  'no-price': 'No asking price to rate',
  'no-miles': 'Mileage not stated, so this price is not rated',
  unavailable: 'The price rating is unavailable right now',
};

/** "Too few similar listings to rate this price (3 found, 8 needed)." */
export function unratedSentence(rating: Extract<DealRating, { status: 'unrated' }>): string {
  const counts =
    rating.reason === 'too-few' && rating.comparables > 0
      ? ` (${rating.comparables} found, ${MIN_COMPARABLES} needed)`
      : '';
  return `${UNRATED_SENTENCES[rating.reason]}${counts}.`;
}

/** 0.0834 → "8.3%" (the sign is said in words beside it). */
export const percent = (fraction: number) => `${Math.round(Math.abs(fraction) * 1000) / 10}%`;

/** −0.051 at 3 digits → "−$0.051": a price adjustment with its sign. */
export const signed = (value: number, digits: number) =>
  `${value < 0 ? '−' : '+'}$${Math.abs(value).toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits })}`;

/** The badge's words: the band, why there is none, or "Rating…" while it loads. */
export function labelOf(rating: DealRating | undefined): string {
  if (!rating) return 'Rating…';
  return rating.status === 'rated' ? DEAL_BAND_LABELS[rating.band] : UNRATED_LABELS[rating.reason];
}

/** A rating in one line for paper: "Great deal: 8.3% below the expected $31,200", or why there is none. */
export function ratingLine(rating: DealRating | undefined): string {
  if (!rating) return 'The price rating is still loading.';
  if (rating.status === 'unrated') return unratedSentence(rating);
  const side = rating.difference < 0 ? 'below' : 'above';
  return `${DEAL_BAND_LABELS[rating.band]}: ${percent(rating.difference)} ${side} the expected ${formatDollars(rating.expected)}`;
}
