import { formatMicros } from '../../shared/spend/format-micros';
import type { CallPrice } from '../api/use-call-price';

/**
 * What one lookup of a dear panel costs, beside its title (docs/real-service.md row 26):
 * the dealer sees the price before and after loading it. Nothing until the price is known.
 */
export function CallPriceNote({ price }: { price: CallPrice }) {
  if (!price.ready) return null;
  return (
    <span className="muted call-price-note">
      {price.demo
        ? 'Free with demo data'
        : `${formatMicros(price.micros)} a lookup${price.negotiated ? ' (your price)' : ''}`}
    </span>
  );
}
