import type { LocalQuote, QuoteValues } from '../../../shared/finance/quote-form';
import type { Payments } from '../../../shared/schemas/payments-schema';
import { Badge } from '../../ui/badge';
import { Card } from '../../ui/card';
import { formatCents, formatDollars } from '../../ui/format-money';

interface PaymentSummaryProps {
  values: QuoteValues | null;
  local: LocalQuote | null;
  localApr: number | null;
  service: Payments | undefined;
  serviceLoading: boolean;
}

/**
 * The payment at once from the shared loan maths, then confirmed by the service. When
 * the two differ (the service prices at its own rate), both are shown with the reason.
 */
export function PaymentSummary({ values, local, localApr, service, serviceLoading }: PaymentSummaryProps) {
  const data = service?.paymentsData;
  const serviceRate = data?.calculationCriteria?.financeRate;
  const differs = local && data && Math.abs(local.monthly - data.loanMonthlyPayment) >= 0.01;
  return (
    <Card title="Monthly payment" className="payment-summary">
      {!values || !local ? (
        <p className="muted">Fix the highlighted fields to see the payment.</p>
      ) : (
        <div className="stack">
          <div className="payment-summary__hero">
            <p className="payment-summary__amount" aria-live="polite">
              {formatCents(local.monthly)}
              <span className="muted"> /mo</span>
            </p>
            <p className="muted">
              {values.term} months at {localApr?.toFixed(2)}% APR for your credit tier ·{' '}
              {serviceLoading ? (
                <span>checking with the service…</span>
              ) : data ? (
                <Badge tone={differs ? 'warning' : 'success'}>
                  {differs ? 'Service differs' : 'Confirmed by the service'}
                </Badge>
              ) : null}
            </p>
          </div>
          <dl className="facts">
            <div>
              <dt>Loan amount</dt>
              <dd>{formatDollars(local.loanAmount)}</dd>
            </div>
            <div>
              <dt>Total of payments</dt>
              <dd>{formatDollars(local.totalOfPayments)}</dd>
            </div>
            {data && (
              <>
                <div>
                  <dt>Service: payment</dt>
                  <dd>{formatCents(data.loanMonthlyPayment)}</dd>
                </div>
                <div>
                  <dt>Service: with taxes and fees</dt>
                  <dd>{formatCents(data.loanMonthlyPaymentWithTaxes)}</dd>
                </div>
              </>
            )}
          </dl>
          {differs && data && (
            <p className="callout callout--warning" role="status">
              The service quotes {formatCents(data.loanMonthlyPayment)} a month
              {serviceRate !== undefined ? ` at its own rate of ${serviceRate.toFixed(2)}%` : ''}, against{' '}
              {formatCents(local.monthly)} at {localApr?.toFixed(2)}% for the chosen credit tier: a difference of{' '}
              {formatCents(Math.abs(local.monthly - data.loanMonthlyPayment))} a month.
            </p>
          )}
        </div>
      )}
    </Card>
  );
}
