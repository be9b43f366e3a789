import { useState } from 'react';
import type { DealTaxes } from '../../../shared/finance/deal-taxes';
import { targetPrice, taxesAtPrice } from '../../../shared/finance/payment-grid';
import { parseDollars, type QuoteForm, type QuoteValues } from '../../../shared/finance/quote-form';
import { Button } from '../../ui/button';
import { formatCents, formatDollars } from '../../ui/format-money';
import { TextField } from '../../ui/text-field';

interface TargetPaymentProps {
  values: QuoteValues;
  apr: number | null;
  taxes: DealTaxes | null;
  onAdopt: (patch: Partial<QuoteForm>) => void;
}

/** "Target payment → price": the highest price whose payment meets the buyer's monthly figure at the deal's term, APR and down. */
export function TargetPayment({ values, apr, taxes, onAdopt }: TargetPaymentProps) {
  const [text, setText] = useState('');
  const target = text.trim() === '' ? null : parseDollars(text);
  const error = text.trim() !== '' && target === null ? 'Enter the monthly payment in dollars, like 450.' : undefined;
  // Financed taxes follow the price; without their figures the price cannot be worked out.
  const taxesKnown = !values.financeTaxesAndFees || taxes !== null;
  const price =
    target !== null && apr !== null && taxesKnown
      ? targetPrice(values, apr, target, (at) => (taxes ? taxesAtPrice(taxes.lines, values.price, at) : null))
      : null;
  return (
    <div className="target-payment">
      <TextField
        label="Target monthly payment"
        inputMode="decimal"
        value={text}
        error={error}
        hint="The highest price that meets it, at this deal’s term, APR and down payment."
        onChange={(event) => setText(event.target.value)}
      />
      {target !== null && apr !== null && (
        <div className="target-payment__answer" role="status">
          {price === null ? (
            <p>
              No price meets {formatCents(target)} a month with {formatDollars(values.downPayment)} down over{' '}
              {values.term} months.
            </p>
          ) : (
            <>
              <p>
                Up to <strong>{formatCents(price)}</strong> keeps the payment at or under {formatCents(target)} a month:{' '}
                {values.term} months at {apr.toFixed(2)}% APR with {formatDollars(values.downPayment)} down
                {values.financeTaxesAndFees ? ', taxes and fees in the loan estimated at that price' : ''}.
              </p>
              <Button className="screen-only" onClick={() => onAdopt({ price: price.toFixed(2) })}>
                Use this price
              </Button>
            </>
          )}
        </div>
      )}
    </div>
  );
}
