import type { QuoteErrors } from '../../../shared/finance/quote-form';

/**
 * The form's errors as shown: while the vehicle's asking price is still on its way into an empty
 * sale price, that empty price is not the person's to fix, so it is not flagged.
 */
export function withoutPendingPrice(errors: QuoteErrors, priceLoading: boolean): QuoteErrors {
  if (!priceLoading) return errors;
  const { price: _pending, ...others } = errors;
  return others;
}
