// Auto loan APRs by credit tier and new/used: Experian, State of the Automotive
// Finance Market (Q3 2023 tier table, via market-facts.md). Longer terms cost more;
// the per-term spread is an assumption (see README).
import { accepted, refused, type Result } from '../result/result';

export type CreditTier = 'superPrime' | 'prime' | 'nearPrime' | 'subprime' | 'deepSubprime';

const TIERS: readonly { tier: CreditTier; min: number; new: number; used: number; names: string[] }[] = [
  { tier: 'superPrime', min: 781, new: 5.61, used: 7.43, names: ['super prime', 'superprime', 'excellent'] },
  { tier: 'prime', min: 661, new: 6.88, used: 9.33, names: ['prime', 'good'] },
  { tier: 'nearPrime', min: 601, new: 9.29, used: 13.53, names: ['near prime', 'nearprime', 'fair'] },
  { tier: 'subprime', min: 501, new: 11.86, used: 18.39, names: ['subprime', 'poor'] },
  { tier: 'deepSubprime', min: 300, new: 14.17, used: 21.18, names: ['deep subprime', 'deepsubprime', 'bad'] },
];

export const LOAN_TERMS = [36, 48, 60, 72, 84] as const;
export type LoanTerm = (typeof LOAN_TERMS)[number];
const TERM_SPREAD: Readonly<Record<LoanTerm, number>> = { 36: -0.6, 48: -0.3, 60: 0, 72: 0.45, 84: 0.95 };

export type AprMap = Record<`${LoanTerm}`, number>;

/** A score 300–850 or a tier name; the tier it falls in, or a refusal saying what is accepted. */
export function creditTierOf(creditScore: string): Result<CreditTier> {
  const text = creditScore.trim().toLowerCase();
  if (/^\d{3}$/.test(text)) {
    const score = Number(text);
    if (score < 300 || score > 850)
      return refused('invalid-parameter', `creditScore must be between 300 and 850, got ${creditScore}`);
    return accepted(TIERS.find((t) => score >= t.min)!.tier);
  }
  const named = TIERS.find((t) => t.names.includes(text.replace(/[-_]/g, ' ')));
  if (!named)
    return refused(
      'invalid-parameter',
      `creditScore must be a score from 300 to 850 or a tier (super prime, prime, near prime, subprime, deep subprime), got "${creditScore}"`,
    );
  return accepted(named.tier);
}

export function aprMap(tier: CreditTier, used: boolean): AprMap {
  const row = TIERS.find((t) => t.tier === tier)!;
  const base = used ? row.used : row.new;
  const map = {} as AprMap;
  for (const term of LOAN_TERMS) map[`${term}`] = Math.round((base + TERM_SPREAD[term]) * 100) / 100;
  return map;
}
