import { useQuery } from '@tanstack/react-query';
import type { QuoteValues } from '../../../shared/finance/quote-form';
import { taxFeeBreakdown } from '../../../shared/finance/tax-fee-lines';
import type { TaxesInput } from '../../../shared/schemas/finance-inputs-schema';
import { financeQueries } from '../../api/finance-queries';
import { useEndpointAccess } from '../../api/use-endpoint-access';
import { Card } from '../../ui/card';
import { formatCents } from '../../ui/format-money';
import { PanelBody } from '../../ui/panel-body';
import { TaxFeeTable } from './tax-fee-table';

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

/** The detailed breakdown (/taxes): state, county, city and district tax, then each fee; Scale plan only. */
export function TaxesPanel({ vin, values, rate, rateSettled }: TaxesPanelProps) {
  const gate = useEndpointAccess('taxes');
  const taxes = useQuery({
    ...financeQueries.taxes(values ? taxesInputOf(vin, values, rate) : null),
    enabled: gate.state === 'open' && rateSettled,
  });
  return (
    <Card title="Detailed taxes">
      <PanelBody feature="Detailed taxes" gate={gate} query={taxes} lines={4} context="finance">
        {({ data }) => {
          const breakdown = taxFeeBreakdown(data.taxes, data.fees, data.totalTaxesAndFees);
          return (
            <div className="stack">
              <dl className="facts">
                <div>
                  <dt>Taxes</dt>
                  <dd>{formatCents(breakdown.taxes)}</dd>
                </div>
                <div>
                  <dt>Fees</dt>
                  <dd>{formatCents(breakdown.fees)}</dd>
                </div>
                <div>
                  <dt>Total</dt>
                  <dd>{formatCents(breakdown.total)}</dd>
                </div>
              </dl>
              <TaxFeeTable breakdown={breakdown} caption="Detailed taxes and fees" />
            </div>
          );
        }}
      </PanelBody>
    </Card>
  );
}
