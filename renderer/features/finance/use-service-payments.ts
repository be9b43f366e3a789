import { useQuery } from '@tanstack/react-query';
import type { QuoteValues } from '../../../shared/finance/quote-form';
import { allTaxesAndFees, taxFeeBreakdown } from '../../../shared/finance/tax-fee-lines';
import { financeQueries } from '../../api/finance-queries';
import { useEndpointAccess } from '../../api/use-endpoint-access';

/** The service's own quote of the settled deal, and its taxes and fees as lines that add up to its total. */
export function useServicePayments(vin: string, settled: QuoteValues | null) {
  const gate = useEndpointAccess('payments');
  const input = settled
    ? {
        vin,
        price: String(settled.price),
        zip: settled.zip,
        downPayment: settled.downPayment,
        tradeIn: String(settled.tradeIn),
        loanTerm: settled.term,
        ...(settled.docFee !== undefined ? { docFee: settled.docFee } : {}),
      }
    : null;
  const query = useQuery({
    ...financeQueries.payments(input),
    enabled: gate.state === 'open',
    placeholderData: (previous) => previous,
  });
  // While the next deal is asked, the query keeps the last answer (placeholderData): those are the last
  // deal's figures, so none of them is used.
  const service = query.isPlaceholderData ? undefined : query.data?.data;
  const taxesBlock = service?.paymentsData.taxes ?? service?.taxes;
  const feesBlock = service?.paymentsData.fees ?? service?.fees;
  const breakdown =
    service && taxesBlock && feesBlock
      ? taxFeeBreakdown(taxesBlock, feesBlock, service.paymentsData.totalTaxesAndFees)
      : null;
  const taxesAndFeesTotal = breakdown ? allTaxesAndFees(breakdown) : null;
  return { gate, query, service, breakdown, taxesAndFeesTotal };
}
