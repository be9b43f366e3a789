// The trade-in sentence per state rule; the rules and their sources are in
// shared/finance/state-vehicle-tax.ts (CA: CDTFA Regulation 1654; MI: MCL 205.51, $12,000 in 2026).
import { describe, expect, it } from 'vitest';
import { tradeInTaxWords } from './trade-in-tax-words';

describe('tradeInTaxWords', () => {
  it('says a Georgia trade-in lowered the TAVT base, and a California one did not', () => {
    expect(tradeInTaxWords('30301', 2_500)).toBe(
      'Georgia taxes the price less the trade-in: the $2,500.00 trade-in lowered the taxable amount.',
    );
    expect(tradeInTaxWords('94103', 2_500)).toBe(
      'California taxes the full price: the $2,500.00 trade-in did not lower the taxable amount.',
    );
  });

  it('says how much of a Michigan trade-in counts above its cap', () => {
    expect(tradeInTaxWords('48201', 8_000)).toBe(
      'Michigan credits a trade-in up to $12,000.00: the $8,000.00 trade-in lowered the taxable amount.',
    );
    expect(tradeInTaxWords('48201', 15_000)).toBe(
      'Michigan credits a trade-in up to $12,000.00: only that much of the $15,000.00 trade-in lowered the taxable amount.',
    );
  });

  it('says nothing without a trade-in or a known state', () => {
    expect(tradeInTaxWords('30301', 0)).toBeNull();
    expect(tradeInTaxWords('00000', 2_500)).toBeNull();
  });
});
