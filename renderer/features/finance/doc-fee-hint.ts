import { stateName } from '../../../shared/domain/us-states';
import { stateOfZip } from '../../../shared/domain/zip-state';
import { docFeeCapOf } from '../../../shared/finance/doc-fee-caps';
import { formatCents } from '../../ui/format-money';

/**
 * What the doc fee field says: the dealer sets the fee, and where the buyer's state caps it
 * (doc-fee-caps.ts), the cap, and whether the fee typed is above it.
 */
export function docFeeHintOf(zip: string | null, docFee: number | undefined): string {
  const state = zip ? stateOfZip(zip) : null;
  const cap = state ? docFeeCapOf(state) : null;
  if (!state || !cap) return 'Set by the dealer. Leave blank for the usual fee in the buyer’s state.';
  const capWords = `${stateName(state)} caps it at ${formatCents(cap.cap)}`;
  if (docFee !== undefined && docFee > cap.cap) return `Set by the dealer. ${capWords}: this fee is above the cap.`;
  return `Set by the dealer. ${capWords}.`;
}
