import { formatDollars } from './format-money';
import { MIN_COMPARABLES, YEAR_WINDOW, type DealBand, type DealRating } from '../../shared/domain/deal-rating';

export const DEAL_BAND_LABELS: Record<DealBand, string> = {
  great: 'Great deal',
  good: 'Good deal',
  fair: 'Fair price',
  high: 'High price',
};

type Unrated = Extract<DealRating, { status: 'unrated' }>;

/** What a results row says, quietly, for a price it does not rate: no pill (issue 38 item 4). */
const NOT_RATED = 'Not rated';

/**
 * A vehicle page's (and its printed report's) plain sentence for a price it does not rate:
 * said quietly beside the price, not set as a status pill (issue 38 item 4).
 */
const UNRATED_SENTENCES: Record<Unrated['reason'], string> = {
  'too-few': 'Too few similar listings to rate this price',
  'no-price': 'No asking price to rate',
  'no-miles': 'Mileage not stated, so this price is not rated',
  unavailable: 'The price rating is unavailable right now',
};

/** "Too few similar listings to rate this price (3 found, 8 needed)." */
export function unratedSentence(rating: Unrated): string {
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

/** The badge's words: the band, "Not rated", or "Rating…" while it loads. */
export function labelOf(rating: DealRating | undefined): string {
  if (!rating) return 'Rating…';
  return rating.status === 'rated' ? DEAL_BAND_LABELS[rating.band] : NOT_RATED;
}

/**
 * Why a price has no rating, as the "How is this rated?" dialog tells a buyer: the reason
 * first, then what it means. The rule is rateAgainst's in shared/domain/deal-rating.ts:
 * comparables are priced listings with a mileage, of the same make and model, model years
 * within YEAR_WINDOW of this one, drawn from the whole service (not near a ZIP), and fewer
 * than MIN_COMPARABLES of them give no rating.
 */
export function unratedExplanation(rating: Unrated): { reason: string; detail: string } {
  switch (rating.reason) {
    case 'too-few': {
      const found =
        rating.comparables === 0
          ? 'None are listed'
          : rating.comparables === 1
            ? 'Only 1 is listed'
            : `Only ${rating.comparables} are listed`;
      return {
        reason: `Fewer than ${MIN_COMPARABLES} similar cars are listed for sale, so VinDesk does not rate this price.`,
        detail: `Similar means the same make and model, with a price and mileage, built within ${YEAR_WINDOW} model years of this one. ${found}; VinDesk needs at least ${MIN_COMPARABLES} to say whether a price is high or low.`,
      };
    }
    case 'no-price':
      return {
        reason: 'This listing has no asking price, so there is nothing to rate.',
        detail: 'Ask the dealer for the price.',
      };
    case 'no-miles':
      return {
        reason: 'This listing does not say how many miles the car has, so VinDesk does not rate its price.',
        detail: 'Mileage is a large part of what a car is worth; ask the dealer for it.',
      };
    case 'unavailable':
      return {
        reason: 'VinDesk could not look up similar cars just now, so this price is not rated.',
        detail: 'Try again once the service answers.',
      };
  }
}

/** A rating in one line for paper: "Great deal: 8.3% below the expected $31,200", or why there is none. */
export function ratingLine(rating: DealRating | undefined): string {
  if (!rating) return 'The price rating is still loading.';
  if (rating.status === 'unrated') return unratedSentence(rating);
  const side = rating.difference < 0 ? 'below' : 'above';
  return `${DEAL_BAND_LABELS[rating.band]}: ${percent(rating.difference)} ${side} the expected ${formatDollars(rating.expected)}`;
}
