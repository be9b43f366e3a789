/** Why there is no payment yet, in the words the card shows. */
export type PaymentWait =
  | 'price-loading'
  | 'fields'
  | 'rate-locked'
  | 'rate-loading'
  | 'rate-failed'
  | 'no-rate'
  | 'taxes-loading'
  | 'taxes-unavailable';

export const WAIT_WORDS: Readonly<Record<PaymentWait, string>> = {
  'price-loading': 'Looking up the asking price…',
  fields: 'Fix the highlighted fields to see the payment.',
  'rate-locked': 'Interest rates are not in your plan, so the payment cannot be worked out here.',
  'rate-loading': 'Looking up the interest rate for this credit tier…',
  'rate-failed': 'The interest rate could not be fetched, so there is no payment yet. See “APR by term” below.',
  'no-rate': 'There is no rate for this term. Choose another term.',
  'taxes-loading': 'The payment appears once the taxes and fees added to the loan are priced…',
  'taxes-unavailable':
    'Taxes and fees could not be priced, so they cannot be added to the loan. Choose “Pay at signing”.',
};

/** What the quote knows so far, to say which part of the payment is still missing. */
export interface PaymentProgress {
  /** The vehicle's asking price is still on its way and the sale price is empty: nothing to fix yet. */
  priceLoading?: boolean;
  /** The form is valid. */
  valid: boolean;
  /** There is a rate for the chosen term. */
  hasRate: boolean;
  rateLocked: boolean;
  rateFailed: boolean;
  /** The rate is being asked for (and there is a complete deal to ask about). */
  rateLoading: boolean;
  /** The taxes and fees the loan needs are known (0 when paid at signing). */
  hasTaxes: boolean;
  /** The service could not price the taxes and fees, or the plan does not let it. */
  taxesUnavailable: boolean;
}

/** Why there is no payment yet, or null when there is one: the first missing part, in the order the payment needs them. */
export function paymentWaitOf(progress: PaymentProgress): PaymentWait | null {
  if (!progress.valid) return progress.priceLoading ? 'price-loading' : 'fields';
  if (!progress.hasRate) {
    if (progress.rateLocked) return 'rate-locked';
    if (progress.rateFailed) return 'rate-failed';
    return progress.rateLoading ? 'rate-loading' : 'no-rate';
  }
  if (!progress.hasTaxes) return progress.taxesUnavailable ? 'taxes-unavailable' : 'taxes-loading';
  return null;
}
