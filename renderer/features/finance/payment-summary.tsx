import type { LocalQuote, QuoteValues } from '../../../shared/finance/quote-form';
import type { Payments } from '../../../shared/schemas/payments-schema';
import { Card } from '../../ui/card';
import { formatCents } from '../../ui/format-money';
import { FinancedTable } from './financed-table';
import { WAIT_WORDS, type PaymentWait } from './payment-wait';
import { ServiceQuote } from './service-quote';

interface PaymentSummaryProps {
  values: QuoteValues | null;
  quote: LocalQuote | null;
  /** Why `quote` is null. */
  wait: PaymentWait | null;
  apr: number | null;
  /** The taxes and fees added to the loan (0 when paid at signing), or null while unknown. */
  taxesAndFeesAdded: number | null;
  /** All taxes and fees of the deal, when known, to say what is paid at signing. */
  taxesAndFeesTotal: number | null;
  service: Payments | undefined;
  serviceLoading: boolean;
}

/**
 * The payment on exactly the amount financed, with that amount spelled out line by line,
 * then the service's own quote beside it, with what the service financed.
 */
export function PaymentSummary(props: PaymentSummaryProps) {
  const { values, quote, wait, apr } = props;
  return (
    <Card title="Monthly payment" className="payment-summary">
      {!values || !quote || apr === null ? (
        <p className="muted" role="status">
          {WAIT_WORDS[wait ?? 'fields']}
        </p>
      ) : (
        <div className="stack">
          <div className="payment-summary__hero">
            <p className="payment-summary__amount" aria-live="polite">
              {formatCents(quote.monthly)}
              <span className="muted"> /mo</span>
            </p>
            <p className="muted">
              {formatCents(quote.loanAmount)} financed over {values.term} months at {apr.toFixed(2)}% APR for the chosen
              credit tier
            </p>
          </div>
          <FinancedTable
            values={values}
            quote={quote}
            taxesAndFeesAdded={props.taxesAndFeesAdded}
            taxesAndFeesTotal={props.taxesAndFeesTotal}
          />
          <dl className="facts">
            <div>
              <dt>Total of payments</dt>
              <dd>{formatCents(quote.totalOfPayments)}</dd>
            </div>
            <div>
              <dt>Total interest</dt>
              <dd>{formatCents(quote.totalInterest)}</dd>
            </div>
          </dl>
          <ServiceQuote service={props.service} serviceLoading={props.serviceLoading} quote={quote} apr={apr} />
        </div>
      )}
    </Card>
  );
}
