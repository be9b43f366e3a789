import type { Payments } from '../../../shared/schemas/payments-schema';
import { Card } from '../../ui/card';
import { formatDollars } from '../../ui/format-money';

/** The taxes and fees /payments applied, line by line. */
export function FeesTable({ payments }: { payments: Payments | undefined }) {
  const data = payments?.paymentsData;
  const taxes = data?.taxes ?? payments?.taxes;
  const fees = data?.fees ?? payments?.fees;
  return (
    <Card title="Taxes and fees">
      {!data ? (
        <p className="muted">Appears with the service’s quote.</p>
      ) : (
        <table className="data-table">
          <tbody>
            {taxes && (
              <>
                <tr>
                  <th scope="row">Sales tax (combined)</th>
                  <td>{formatDollars(taxes.combinedSalesTax)}</td>
                </tr>
                <tr>
                  <th scope="row">of which state sales tax</th>
                  <td>{formatDollars(taxes.stateSalesTax)}</td>
                </tr>
                {taxes.gasGuzzlerTax > 0 && (
                  <tr>
                    <th scope="row">Gas guzzler tax</th>
                    <td>{formatDollars(taxes.gasGuzzlerTax)}</td>
                  </tr>
                )}
              </>
            )}
            {fees && (
              <>
                <tr>
                  <th scope="row">Title fee</th>
                  <td>{formatDollars(fees.titleFee)}</td>
                </tr>
                <tr>
                  <th scope="row">Registration fee</th>
                  <td>{formatDollars(fees.registrationFee)}</td>
                </tr>
                <tr>
                  <th scope="row">DMV fee</th>
                  <td>{formatDollars(fees.dmvFee)}</td>
                </tr>
                <tr>
                  <th scope="row">Doc fee</th>
                  <td>{formatDollars(fees.docFee)}</td>
                </tr>
              </>
            )}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row">Total taxes and fees</th>
              <td>{formatDollars(data.totalTaxesAndFees)}</td>
            </tr>
          </tfoot>
        </table>
      )}
    </Card>
  );
}
