import { describe, expect, it } from 'vitest';
import { dropMeetsRule, newMatches, PriceAlertRuleSchema } from './alert-rules';

describe('dropMeetsRule', () => {
  it('any drop: $24,500 to $24,499 is one', () => {
    expect(dropMeetsRule({ kind: 'any' }, 24_500, 24_499)).toBe(true);
  });

  it('no drop when the price stays, rises, or is not known on either side', () => {
    expect(dropMeetsRule({ kind: 'any' }, 24_500, 24_500)).toBe(false);
    expect(dropMeetsRule({ kind: 'any' }, 24_500, 25_000)).toBe(false);
    expect(dropMeetsRule({ kind: 'any' }, null, 20_000)).toBe(false);
    expect(dropMeetsRule({ kind: 'any' }, 24_500, null)).toBe(false);
  });

  it('at least $500: a $500 drop meets it, a $499 one does not', () => {
    const rule = { kind: 'amount', dollars: 500 } as const;
    expect(dropMeetsRule(rule, 30_000, 29_500)).toBe(true);
    expect(dropMeetsRule(rule, 30_000, 29_501)).toBe(false);
  });

  it('at least 5%: $20,000 to $19,000 (5%) meets it, to $19,001 (4.995%) does not', () => {
    const rule = { kind: 'percent', percent: 5 } as const;
    expect(dropMeetsRule(rule, 20_000, 19_000)).toBe(true);
    expect(dropMeetsRule(rule, 20_000, 19_001)).toBe(false);
  });
});

describe('newMatches', () => {
  it('names the VINs not in the previous answer, in the order of the new one', () => {
    expect(newMatches(['A', 'B', 'C'], ['D', 'B', 'E', 'A'])).toEqual(['D', 'E']);
  });

  it('finds none on the first check, and none when listings only left', () => {
    expect(newMatches(null, ['A', 'B'])).toEqual([]);
    expect(newMatches(['A', 'B'], ['B'])).toEqual([]);
  });
});

describe('PriceAlertRuleSchema', () => {
  it('refuses a drop of zero dollars and a percent over 100', () => {
    expect(PriceAlertRuleSchema.safeParse({ kind: 'amount', dollars: 0 }).success).toBe(false);
    expect(PriceAlertRuleSchema.safeParse({ kind: 'percent', percent: 101 }).success).toBe(false);
    expect(PriceAlertRuleSchema.safeParse({ kind: 'percent', percent: 5 }).success).toBe(true);
  });
});
