import { useQuery } from '@tanstack/react-query';
import type { TaxesAnswer } from '../../../shared/finance/deal-taxes';
import type { QuoteValues } from '../../../shared/finance/quote-form';
import type { TaxesInput } from '../../../shared/schemas/finance-inputs-schema';
import { financeQueries } from '../../api/finance-queries';
import { useEndpointAccess } from '../../api/use-endpoint-access';

/**
 * The deal on the screen, as /taxes takes it. The hosted service prices taxes and fees
 * from the whole deal (trade-in credit, doc fee, financed amount), so all of it is sent;
 * main passes each dialect only the names it knows (docs/real-service.md #13).
 */
function taxesInputOf(vin: string, values: QuoteValues, rate: number | null): TaxesInput {
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

/**
 * The detailed taxes answer (/taxes, Scale plan) for the settled deal, asked once its APR is
 * known so it is not asked twice. Its lines are finer (county, city, district); the deal
 * model decides whether its total or the payments answer's is the deal's (deal-taxes.ts).
 */
export function useDetailedTaxes(vin: string, settled: QuoteValues | null, rate: number | null, rateSettled: boolean) {
  const gate = useEndpointAccess('taxes');
  const query = useQuery({
    ...financeQueries.taxes(settled ? taxesInputOf(vin, settled, rate) : null),
    enabled: gate.state === 'open' && rateSettled,
  });
  const data = query.data?.data;
  const answer: TaxesAnswer | null = data
    ? { taxes: data.taxes, fees: data.fees, total: data.totalTaxesAndFees, criteria: data.criteria }
    : null;
  return { gate, query, answer };
}
