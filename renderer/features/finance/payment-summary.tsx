import type { Deal } from '../../../shared/finance/deal-model';
import { Card } from '../../ui/card';
import { formatCents } from '../../ui/format-money';
import { DealTotalTable } from './deal-total-table';
import { WAIT_WORDS, type PaymentWait } from './payment-wait';

interface PaymentSummaryProps {
  deal: Deal | null;
  /** Why `deal` is null. */
  wait: PaymentWait | null;
  creditLabel: string;
}

/**
 * The payment on exactly the amount financed, with that amount spelled out line by line,
 * then the out-the-door total and what is due at signing: every figure from the one deal.
 */
export function PaymentSummary({ deal, wait, creditLabel }: PaymentSummaryProps) {
  return (
    <Card title="Monthly payment" className="payment-summary">
      {!deal ? (
        <p className="muted" role="status">
          {WAIT_WORDS[wait ?? 'fields']}
        </p>
      ) : (
        <div className="stack">
          <div className="payment-summary__hero">
            <p className="payment-summary__amount">
              {formatCents(deal.monthly)}
              <span className="muted"> /mo</span>
            </p>
            <p className="muted">
              {formatCents(deal.financed.total)} financed over {deal.terms.term} months at {deal.apr.toFixed(2)}% APR,{' '}
              {creditLabel.toLowerCase()} credit
            </p>
          </div>
          <DealTotalTable
            caption="What is financed"
            total={deal.financed}
            totalLabel="Amount financed"
            tradeInEquity={deal.tradeInEquity}
          />
          <dl className="facts">
            <div>
              <dt>Total of payments</dt>
              <dd>{formatCents(deal.totalOfPayments)}</dd>
            </div>
            <div>
              <dt>Total interest</dt>
              <dd>{formatCents(deal.totalInterest)}</dd>
            </div>
          </dl>
          {deal.outTheDoor && deal.dueAtSigning ? (
            <div className="grid-2 payment-summary__totals">
              <DealTotalTable caption="Out-the-door price" total={deal.outTheDoor} totalLabel="Total" />
              <DealTotalTable caption="Due at signing" total={deal.dueAtSigning} totalLabel="Total" />
            </div>
          ) : (
            <p className="muted">The out-the-door price appears once taxes and fees are priced.</p>
          )}
        </div>
      )}
    </Card>
  );
}
