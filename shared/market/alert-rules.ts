import { z } from 'zod';

/**
 * When a price drop is worth an alert: any drop, a drop of at least `dollars`, or of at least
 * `percent` of the price it dropped from (issue #39 item 3).
 */
export const PriceAlertRuleSchema = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('any') }),
  z.strictObject({ kind: z.literal('amount'), dollars: z.number().positive().max(1_000_000) }),
  z.strictObject({ kind: z.literal('percent'), percent: z.number().positive().max(100) }),
]);
export type PriceAlertRule = z.infer<typeof PriceAlertRuleSchema>;

/**
 * Whether a listing's price going from `from` to `to` meets the rule. An unknown price on either
 * side is no drop: a listing that lost its price has not become cheaper.
 */
export function dropMeetsRule(rule: PriceAlertRule, from: number | null, to: number | null): boolean {
  if (from === null || to === null || !(to < from)) return false;
  const drop = from - to;
  if (rule.kind === 'any') return true;
  if (rule.kind === 'amount') return drop >= rule.dollars;
  return from > 0 && (drop / from) * 100 >= rule.percent;
}

/**
 * The VINs of `current` that were not in the previous check's answer, in `current`'s order. The
 * first check (no previous answer) finds none: what is listed then is the baseline, not news.
 */
export function newMatches(previous: readonly string[] | null, current: readonly string[]): string[] {
  if (previous === null) return [];
  const known = new Set(previous);
  return [...new Set(current)].filter((vin) => !known.has(vin));
}

/**
 * A saved search's alerts: a new listing matching it, and/or a drop in price (by `priceDrop`) of
 * a listing it returned last time. Checked on the watchlist's schedule.
 */
export const SearchAlertRuleSchema = z.strictObject({
  newMatches: z.boolean(),
  priceDrop: PriceAlertRuleSchema.nullable(),
});
export type SearchAlertRule = z.infer<typeof SearchAlertRuleSchema>;

/**
 * Why a saved search's alert check was not made: the spend guard refused it before it left (a
 * budget would be passed, or VinDesk was asked not to spend). Kept on the search until a check
 * of it answers, so its row can say so.
 */
export const SearchAlertHeldSchema = z.strictObject({
  /** When the check was refused, ISO 8601. */
  at: z.string(),
  /** The budget it would have passed, as the spend gate named it; absent when held for another reason. */
  budget: z
    .strictObject({
      period: z.enum(['day', 'month', 'hour']),
      limitMicros: z.number().int().nonnegative(),
      spentMicros: z.number().int().nonnegative(),
    })
    .optional(),
});
export type SearchAlertHeld = z.infer<typeof SearchAlertHeldSchema>;
