import type { LocalQuote } from '../../../shared/finance/quote-form';
import type { Payments } from '../../../shared/schemas/payments-schema';
import { Badge } from '../../ui/badge';
import { formatCents } from '../../ui/format-money';

interface ServiceQuoteProps {
  service: Payments | undefined;
  serviceLoading: boolean;
  /** The payment worked out here, to compare the service's with. */
  quote: LocalQuote;
  apr: number;
}

/** The service's own figures, with what it financed and at which rate, so a difference is explained. */
export function ServiceQuote({ service, serviceLoading, quote, apr }: ServiceQuoteProps) {
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
