// Credit tiers and APRs: the tier edges and rates are Experian's (State of the Automotive
// Finance Market, Q3 2023): super prime 781–850, prime 661–780, near prime 601–660, subprime
// 501–600, deep subprime 300–500. The per-term spread (36 months −0.6 … 84 months +0.95) is
// the sandbox's stated assumption; each APR below is worked out by hand from the two.
import { describe, expect, it } from 'vitest';
import { accepted, type Refusal } from '../result/result';
import { aprMap, creditTierOf } from './apr-table';

/** The refusal of a credit score (endpoints/ answers it as 400 INVALID_PARAMETER). */
function refusal(creditScore: string): Refusal {
  const result = creditTierOf(creditScore);
  if (result.ok) throw new Error(`creditScore "${creditScore}" was accepted`);
  return result.refusal;
}

describe('credit tier of a score', () => {
  it.each([
    ['850', 'superPrime'],
    ['781', 'superPrime'],
    ['780', 'prime'],
    ['661', 'prime'],
    ['660', 'nearPrime'],
    ['601', 'nearPrime'],
    ['600', 'subprime'],
    ['501', 'subprime'],
    ['500', 'deepSubprime'],
    ['300', 'deepSubprime'],
    [' 720 ', 'prime'],
  ])('%s is %s', (score, tier) => {
    expect(creditTierOf(score)).toEqual(accepted(tier));
  });

  it.each(['299', '851', '999', '100'])('%s is out of range, and the refusal says so', (score) => {
    const error = refusal(score);
    expect(error.kind).toBe('invalid-parameter');
    expect(error.message).toBe(`creditScore must be between 300 and 850, got ${score}`);
  });
});

describe('credit tier by name', () => {
  it.each([
    ['super prime', 'superPrime'],
    ['Super-Prime', 'superPrime'],
    ['superprime', 'superPrime'],
    ['EXCELLENT', 'superPrime'],
    ['prime', 'prime'],
    ['good', 'prime'],
    ['near_prime', 'nearPrime'],
    ['fair', 'nearPrime'],
    ['subprime', 'subprime'],
    ['poor', 'subprime'],
    ['deep subprime', 'deepSubprime'],
    ['Bad ', 'deepSubprime'],
  ])('"%s" is %s', (name, tier) => {
    expect(creditTierOf(name)).toEqual(accepted(tier));
  });

  // Neither a three-digit score nor a tier: "7000" and "0720" have four digits, "72O" a letter.
  it.each(['great', '7000', '0720', '72O', 'a720', '720a', 'prime plus', ''])(
    '"%s" is refused with the scores and tiers it takes',
    (text) => {
      const error = refusal(text);
      expect(error.kind).toBe('invalid-parameter');
      expect(error.message).toBe(
        `creditScore must be a score from 300 to 850 or a tier (super prime, prime, near prime, subprime, deep subprime), got "${text}"`,
      );
    },
  );
});

describe('APR by term', () => {
  it('a new car at prime: 6.88% for 60 months (Experian), less for shorter loans, more for longer', () => {
    expect(aprMap('prime', false)).toEqual({ '36': 6.28, '48': 6.58, '60': 6.88, '72': 7.33, '84': 7.83 });
  });

  it('a used car at deep subprime: 21.18% for 60 months', () => {
    expect(aprMap('deepSubprime', true)).toEqual({ '36': 20.58, '48': 20.88, '60': 21.18, '72': 21.63, '84': 22.13 });
  });

  it.each([
    ['superPrime', 5.61, 7.43],
    ['prime', 6.88, 9.33],
    ['nearPrime', 9.29, 13.53],
    ['subprime', 11.86, 18.39],
    ['deepSubprime', 14.17, 21.18],
  ] as const)('%s: %d% new and %d% used at 60 months', (tier, newApr, usedApr) => {
    expect(aprMap(tier, false)['60']).toBe(newApr);
    expect(aprMap(tier, true)['60']).toBe(usedApr);
  });
});
