import type { DealBand, DealRating } from '../../shared/domain/deal-rating';

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
