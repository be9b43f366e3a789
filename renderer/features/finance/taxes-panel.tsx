import { useQuery } from '@tanstack/react-query';
import type { QuoteValues } from '../../../shared/finance/quote-form';
import type { TaxesInput } from '../../../shared/schemas/finance-inputs-schema';
import { financeQueries } from '../../api/finance-queries';
import { useEndpointAccess } from '../../api/use-endpoint-access';
import { Card } from '../../ui/card';
import { formatDollars } from '../../ui/format-money';
import { PanelBody } from '../../ui/panel-body';

/**
 * The deal on the screen, as /taxes takes it. The hosted service prices taxes and fees
 * from the whole deal (trade-in credit, doc fee, financed amount), so all of it is sent;
 * main passes each dialect only the names it knows.
 */
export function taxesInputOf(vin: string, values: QuoteValues, rate: number | null): TaxesInput {
  return {
    vin,
    zip: values.zip,
    price: values.price,
    downPayment: values.downPayment,
    tradeIn: values.tradeIn,
    months: values.term,
    ...(values.docFee !== undefined ? { docFee: values.docFee } : {}),
    ...(rate !== null ? { rate } : {}),
  };
}

interface TaxesPanelProps {
  vin: string;
  /** The settled deal; null while a field is invalid. */
  values: QuoteValues | null;
  /** The APR for the deal's term (percent), null when none is known. */
  rate: number | null;
  /** false while the APR is still loading, so taxes are asked once with it rather than twice. */
  rateSettled: boolean;
}

/** The detailed tax breakdown (/taxes): city, county, district and state; Scale plan only. */
export function TaxesPanel({ vin, values, rate, rateSettled }: TaxesPanelProps) {
  const gate = useEndpointAccess('taxes');
  const input = values ? taxesInputOf(vin, values, rate) : { vin };
  const taxes = useQuery({
    ...financeQueries.taxes(input),
    enabled: gate.state === 'open' && values !== null && rateSettled,
  });
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
