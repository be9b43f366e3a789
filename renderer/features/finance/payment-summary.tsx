import type { LocalQuote, QuoteValues } from '../../../shared/finance/quote-form';
import type { Payments } from '../../../shared/schemas/payments-schema';
import { Badge } from '../../ui/badge';
import { Card } from '../../ui/card';
import { formatCents } from '../../ui/format-money';

/** Why there is no payment yet, in the words the card shows. */
export type PaymentWait =
  'fields' | 'rate-locked' | 'rate-loading' | 'rate-failed' | 'no-rate' | 'taxes-loading' | 'taxes-unavailable';

const WAIT_WORDS: Readonly<Record<PaymentWait, string>> = {
  fields: 'Fix the highlighted fields to see the payment.',
  'rate-locked': 'Interest rates are not in your plan, so the payment cannot be worked out here.',
  'rate-loading': 'Looking up the interest rate for this credit tier…',
  'rate-failed': 'The interest rate could not be fetched, so there is no payment yet. See “APR by term” below.',
  'no-rate': 'There is no rate for this term. Choose another term.',
  'taxes-loading': 'The payment appears once the taxes and fees added to the loan are priced…',
  'taxes-unavailable':
    'Taxes and fees could not be priced, so they cannot be added to the loan. Choose “Paid at signing”.',
};

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
          <FinancedTable {...props} values={values} quote={quote} />
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
          <ServiceQuote {...props} quote={quote} apr={apr} />
        </div>
      )}
    </Card>
  );
}

function FinancedTable({
  values,
  quote,
  taxesAndFeesAdded,
  taxesAndFeesTotal,
}: PaymentSummaryProps & { values: QuoteValues; quote: LocalQuote }) {
  return (
    <table className="data-table data-table--numbers data-table--compact financed-table">
      <caption className="financed-table__caption">What is financed</caption>
      <tbody>
        <tr>
          <th scope="row">Sale price</th>
          <td>{formatCents(values.price)}</td>
        </tr>
        {values.downPayment > 0 && (
          <tr>
            <th scope="row">Down payment</th>
            <td>−{formatCents(values.downPayment)}</td>
          </tr>
        )}
        {values.tradeIn > 0 && (
          <tr>
            <th scope="row">Trade-in</th>
            <td>−{formatCents(values.tradeIn)}</td>
          </tr>
        )}
        {values.financeTaxesAndFees && (
          <tr>
            <th scope="row">Taxes and fees, with the doc fee (added to the loan)</th>
            <td>+{formatCents(taxesAndFeesAdded)}</td>
          </tr>
        )}
      </tbody>
      <tfoot>
        <tr>
          <th scope="row">Amount financed</th>
          <td>{formatCents(quote.loanAmount)}</td>
        </tr>
        {!values.financeTaxesAndFees && (
          <tr className="financed-table__note">
            <th scope="row">Taxes and fees, with the doc fee (paid at signing, not financed)</th>
            <td>{taxesAndFeesTotal === null ? 'Not priced yet' : formatCents(taxesAndFeesTotal)}</td>
          </tr>
        )}
      </tfoot>
    </table>
  );
}

/** The service's own figures, with what it financed and at which rate, so a difference is explained. */
function ServiceQuote({
  service,
  serviceLoading,
  quote,
  apr,
}: PaymentSummaryProps & { quote: LocalQuote; apr: number }) {
  const data = service?.paymentsData;
  if (serviceLoading && !data) return <p className="muted">Checking with the service…</p>;
  if (!data) return null;
  const serviceRate = data.calculationCriteria?.financeRate;
  const sameAmount = Math.abs(data.loanAmount - quote.loanAmount) < 0.005;
  const sameRate = serviceRate !== undefined && Math.abs(serviceRate - apr) < 0.005;
  const matches = sameAmount && sameRate && Math.abs(data.loanMonthlyPayment - quote.monthly) < 0.005;
  return (
    <div className="service-quote">
      <p className="row">
        <strong>The service’s quote</strong>
        {matches ? <Badge tone="success">Same as above</Badge> : <Badge tone="neutral">Its own terms</Badge>}
      </p>
      <dl className="facts">
        <div>
          <dt>Service: payment</dt>
          <dd>{formatCents(data.loanMonthlyPayment)}</dd>
        </div>
        <div>
          <dt>Service: with taxes and fees</dt>
          <dd>{formatCents(data.loanMonthlyPaymentWithTaxes)}</dd>
        </div>
        <div>
          <dt>Service: loan amount</dt>
          <dd>{formatCents(data.loanAmount)}</dd>
        </div>
        {serviceRate !== undefined && (
          <div>
            <dt>Service: rate</dt>
            <dd>{serviceRate.toFixed(2)}%</dd>
          </div>
        )}
      </dl>
      {!matches && (
        <p className="muted">
          The service prices {formatCents(data.loanAmount)}
          {serviceRate !== undefined ? ` at its own rate of ${serviceRate.toFixed(2)}%` : ''}; the payment above
          finances {formatCents(quote.loanAmount)} at {apr.toFixed(2)}% for the chosen credit tier.
        </p>
      )}
    </div>
  );
}
