import { LOAN_TERMS, localQuote, type LoanTermMonths, type QuoteValues } from '../../../shared/finance/quote-form';
import { Card } from '../../ui/card';
import { formatCents, formatDollars } from '../../ui/format-money';
import type { AprByTerm } from './apr-chart';

/** The same deal at every term, for the customer who asks "and over six years?". */
export function PaymentByTerm({
  values,
  apr,
  taxesAndFeesAdded,
}: {
  values: QuoteValues;
  apr: AprByTerm;
  /** The same amount added to the loan as in the payment above (0 when paid at signing). */
  taxesAndFeesAdded: number;
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
            const quote = rate === undefined ? null : localQuote({ ...values, term }, rate, taxesAndFeesAdded);
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
