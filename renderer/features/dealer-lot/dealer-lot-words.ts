// The dealer's lot in a dealer's words (issue #39 item 5). The vendor asks to show what a batch
// costs before it starts and to confirm above $1 (docs/real-service.md row 26).
import type { DealerLotEstimate, DealerLotRow } from '../../../shared/ipc/dealer-lot-channels';
import { estimateSentence } from '../../../shared/spend/estimate-words';
import { formatMicros } from '../../../shared/spend/format-micros';
import type { SpendEstimate } from '../../../shared/spend/spend-estimate';

const count = new Intl.NumberFormat('en-US');
const plural = (n: number, one: string, many: string) => `${count.format(n)} ${n === 1 ? one : many}`;

/** "Found 12 of your cars at 75201 (1 search): 4 models to check." */
export function foundSentence(estimate: DealerLotEstimate): string {
  return (
    `Found ${plural(estimate.listings, 'car', 'cars')} of ${estimate.dealer} at ${estimate.zip} ` +
    `(${plural(estimate.lookupCalls, 'search', 'searches')}): ` +
    `${plural(estimate.groups, 'model year', 'model years')} to check against the local market.`
  );
}

/** "Checking them takes at most 20 searches. Demo data: 20 searches, free." */
export function costSentence(estimate: DealerLotEstimate): string {
  return `Checking them takes at most ${plural(estimate.calls, 'search', 'searches')}. ${estimateSentence(
    estimate.cost,
    ['search', 'searches'],
  )}`;
}

const ORDINAL_SUFFIX: Record<string, string> = { one: 'st', two: 'nd', few: 'rd', other: 'th' };
const ordinals = new Intl.PluralRules('en-US', { type: 'ordinal' });

/** "3rd lowest of 41"; "Only one" when no other car compares; "No price" without a price. */
export function rankWords(rank: DealerLotRow['priceRank']): string {
  if (!rank) return 'No price';
  if (rank.of === 1) return 'No other like it nearby';
  if (rank.position === 1) return `Lowest of ${count.format(rank.of)}`;
  return `${count.format(rank.position)}${ORDINAL_SUFFIX[ordinals.select(rank.position)] ?? 'th'} lowest of ${count.format(rank.of)}`;
}

export function daysWords(days: number): string {
  return days === 1 ? '1 day' : `${count.format(days)} days`;
}

/**
 * What pressing "Find my cars" may cost, said before it is pressed: the service cannot search by
 * dealer name, so every car listed at the ZIP is read, one search a page (find-lot.ts).
 * "Finding your cars takes 1 search ($0.0015), up to 20 ($0.03) at a ZIP with many cars listed."
 */
export function findCostWords(atMost: SpendEstimate): string {
  if (atMost.demo) return 'Finding your cars is free with the demo data.';
  const each = `${formatMicros(atMost.perCallMicros)}${atMost.negotiated ? ', your price' : ''}`;
  return (
    `Finding your cars takes 1 search (${each}), up to ${count.format(atMost.calls)} ` +
    `(${formatMicros(atMost.totalMicros)}) at a ZIP with many cars listed. Checking them is priced before it starts.`
  );
}
