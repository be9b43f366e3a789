import { useQuery } from '@tanstack/react-query';
import type { TaxesAnswer } from '../../../shared/finance/deal-taxes';
import type { QuoteValues } from '../../../shared/finance/quote-form';
import type { Payments } from '../../../shared/schemas/payments-schema';
import { financeQueries } from '../../api/finance-queries';
import { useEndpointAccess } from '../../api/use-endpoint-access';

const sameCents = (a: number | undefined, b: number | undefined) =>
  a !== undefined && b !== undefined && Math.round(a * 100) === Math.round(b * 100);

/**
 * Whether an answer says it priced the taxes of this deal: the same price, ZIP, trade-in and
 * doc fee ('unknown' when it does not echo them). Its down payment and term do not change
 * taxes, so an answer for another down or term still serves while the next one is asked,
 * and the payment never waits on it.
 */
function pricedTaxesOf(service: Payments, deal: QuoteValues): 'same' | 'other' | 'unknown' {
  const criteria = service.paymentsData.calculationCriteria;
  if (criteria?.salesPrice === undefined || criteria.zipCode === undefined) return 'unknown';
  return sameCents(criteria.salesPrice, deal.price) &&
    criteria.zipCode === deal.zip &&
    sameCents(criteria.tradeIn ?? 0, deal.tradeIn) &&
    (deal.docFee === undefined || sameCents(criteria.docFee, deal.docFee))
    ? 'same'
    : 'other';
}

/** The payments answer's taxes and fees, as the deal model reads them. */
function taxesAnswerOf(service: Payments): TaxesAnswer | null {
  const data = service.paymentsData;
  const taxes = data.taxes ?? service.taxes;
  const fees = data.fees ?? service.fees;
  if (!taxes || !fees) return null;
  return {
    taxes,
    fees,
    total: data.totalTaxesAndFees,
    criteria: {
      price: data.calculationCriteria?.salesPrice,
      docFee: data.calculationCriteria?.docFee,
      tradeIn: data.calculationCriteria?.tradeIn,
    },
  };
}

/** The payments answer for the settled deal: the taxes and fees of exactly this deal. */
export function useServicePayments(vin: string, settled: QuoteValues | null, current: QuoteValues | null) {
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
  const service = query.data?.data;
  // Only an answer that priced the deal now on screen gives its taxes, never the last deal's
  // figures: one that says so, or, when it does not say, the answer to exactly this deal.
  const typing = JSON.stringify(settled) !== JSON.stringify(current);
  const priced = service && current ? pricedTaxesOf(service, current) : 'other';
  const forThisDeal = priced === 'same' || (priced === 'unknown' && !query.isPlaceholderData && !typing);
  const answer = service && forThisDeal ? taxesAnswerOf(service) : null;
  return { gate, query, answer };
}
