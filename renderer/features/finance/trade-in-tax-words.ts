import { stateName } from '../../../shared/domain/us-states';
import { stateOfZip } from '../../../shared/domain/zip-state';
import { vehicleTaxRuleOf } from '../../../shared/finance/state-vehicle-tax';
import { formatCents } from '../../ui/format-money';

/**
 * Whether the trade-in lowered the taxable amount in the buyer's state, in words
 * (state-vehicle-tax.ts holds each state's rule and its source); null without a trade-in.
 */
export function tradeInTaxWords(zip: string, tradeIn: number): string | null {
  const state = stateOfZip(zip);
  if (tradeIn <= 0 || !state) return null;
  const name = stateName(state);
  const credit = vehicleTaxRuleOf(state).tradeInCredit;
  const amount = formatCents(tradeIn);
  if (credit === 'full')
    return `${name} taxes the price less the trade-in: the ${amount} trade-in lowered the taxable amount.`;
  if (credit === 'none')
    return `${name} taxes the full price: the ${amount} trade-in did not lower the taxable amount.`;
  if (tradeIn <= credit.upTo) {
    return `${name} credits a trade-in up to ${formatCents(credit.upTo)}: the ${amount} trade-in lowered the taxable amount.`;
  }
  return `${name} credits a trade-in up to ${formatCents(credit.upTo)}: only that much of the ${amount} trade-in lowered the taxable amount.`;
}
