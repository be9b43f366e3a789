import { buildDeal } from '../../../shared/finance/deal-model';
import { LOAN_TERMS, type LoanTermMonths, type QuoteValues } from '../../../shared/finance/quote-form';
import { Card } from '../../ui/card';
import { formatCents, formatDollars } from '../../ui/format-money';
import type { AprByTerm } from './apr-chart';

/** The same deal at every term, for the customer who asks "and over six years?". */
export function PaymentByTerm({
  values,
  apr,
  taxesAndFees,
}: {
  values: QuoteValues;
  apr: AprByTerm;
  /** The deal's taxes and fees, the same as in the payment above. */
  taxesAndFees: number | null;
}) {
  return (
    <Card title="Payment by term" className="payment-by-term">
      <table className="data-table data-table--numbers">
        <thead>
          <tr>
            <th scope="col">Term</th>
            <th scope="col">APR</th>
            <th scope="col">Monthly</th>
            <th scope="col">Total of payments</th>
          </tr>
        </thead>
        <tbody>
          {LOAN_TERMS.map((term: LoanTermMonths) => {
            const rate = apr[String(term)];
            const quote = rate === undefined ? null : buildDeal({ ...values, term }, rate, taxesAndFees);
            return (
              <tr key={term} className={term === values.term ? 'is-selected' : undefined}>
                <th scope="row">{term} months</th>
                <td>{rate === undefined ? 'No rate' : `${rate.toFixed(2)}%`}</td>
                <td>{quote ? formatCents(quote.monthly) : '—'}</td>
                <td>{quote ? formatDollars(quote.totalOfPayments) : '—'}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </Card>
  );
}
