import { useQuery } from '@tanstack/react-query';
import type { QuoteValues } from '../../../shared/finance/quote-form';
import { financeQueries } from '../../api/finance-queries';
import { useEndpointAccess } from '../../api/use-endpoint-access';
import { Card } from '../../ui/card';
import { formatDollars } from '../../ui/format-money';
import { PanelBody } from '../../ui/panel-body';

/** The detailed tax breakdown (/taxes): city, county, district and state; Scale plan only. */
export function TaxesPanel({ vin, values }: { vin: string; values: QuoteValues | null }) {
  const gate = useEndpointAccess('taxes');
  const input = values ? { vin, zip: values.zip, price: values.price } : { vin };
  const taxes = useQuery({ ...financeQueries.taxes(input), enabled: gate.state === 'open' && values !== null });
  return (
    <Card title="Detailed taxes">
      <PanelBody feature="Detailed taxes" gate={gate} query={taxes} lines={4}>
        {({ data }) => (
          <table className="data-table">
            <tbody>
              <tr>
                <th scope="row">State sales tax</th>
                <td>{formatDollars(data.taxes.stateSalesTax)}</td>
              </tr>
              <tr>
                <th scope="row">County sales tax</th>
                <td>{formatDollars(data.taxes.countySalesTax)}</td>
              </tr>
              <tr>
                <th scope="row">City sales tax</th>
                <td>{formatDollars(data.taxes.citySalesTax)}</td>
              </tr>
              <tr>
                <th scope="row">District sales tax</th>
                <td>{formatDollars(data.taxes.districtSalesTax)}</td>
              </tr>
              <tr>
                <th scope="row">Sales tax (combined)</th>
                <td>{formatDollars(data.taxes.combinedSalesTax)}</td>
              </tr>
              <tr>
                <th scope="row">Fees (title, registration, DMV, doc)</th>
                <td>{formatDollars(data.fees.combinedFees)}</td>
              </tr>
            </tbody>
            <tfoot>
              <tr>
                <th scope="row">Total taxes and fees</th>
                <td>{formatDollars(data.totalTaxesAndFees)}</td>
              </tr>
            </tfoot>
          </table>
        )}
      </PanelBody>
    </Card>
  );
}
