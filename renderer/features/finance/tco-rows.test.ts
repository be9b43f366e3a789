import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { TcoSchema } from '../../../shared/schemas/tco-schema';
import { TCO_LEGEND_ORDER, tcoView } from './tco-rows';

// auto.dev's published /tco example (docs/real-service.md fixtures), read through the app's schema.
const tco = TcoSchema.parse(
  (
    JSON.parse(readFileSync(resolve(import.meta.dirname, '../../../test-fixtures/autodev/tco.json'), 'utf8')) as {
      body: unknown;
    }
  ).body,
).tco;

describe('five-year cost with the deal on the screen', () => {
  it('without a deal it adds up the service’s own figures', () => {
    const view = tcoView(tco, null);
    // 2,281 + 2,006 + 2,038 + 9,728 + 7,077 + 13,474 + 4,709 = 41,313, as the fixture's year 1 says.
    expect(view.rows[0]!.total).toBe(41_313);
    expect(view.fiveYearTotal).toBe(139_829);
    expect(view.totals.financeInterest).toBe(20_657);
    // 139,829 / $1.86 a mile = 75,177 miles over five years: about 15,000 a year;
    // 139,829 / 75,000 = 1.864, $1.86 a mile.
    expect(view.milesPerYear).toBe(15_000);
    expect(view.costPerMile).toBe(1.86);
    expect(view.interestFromDeal).toBe(false);
  });

  it('replaces the service’s finance interest with the entered loan’s, year by year', () => {
    // $10,000 at 12% APR over 36 months ($332.14 a month). Interest by year, by hand from
    // the schedule (1% a month on the balance): 1,041.56, 668.18, 247.43, then nothing.
    const view = tcoView(tco, {
      price: 12_000,
      downPayment: 2_000,
      tradeIn: 0,
      amountFinanced: 10_000,
      apr: 12,
      term: 36,
    });
    expect(view.rows.map((row) => row.financeInterest)).toEqual([1_042, 668, 247, 0, 0]);
    // Year 1: 41,313 − 7,077 + 1,042 = 35,278; year 2: 23,501 − 5,710 + 668 = 18,459.
    expect(view.rows[0]!.total).toBe(35_278);
    expect(view.rows[1]!.total).toBe(18_459);
    expect(view.rows[1]!.cumulative).toBe(53_737);
    // Five years: 139,829 − 20,657 + 1,957 = 121,129; over the 75,000 miles the screen states
    // (15,000 a year) that is 1.6151, $1.62 a mile.
    expect(view.fiveYearTotal).toBe(121_129);
    expect(view.totals.financeInterest).toBe(1_957);
    expect(view.costPerMile).toBe(1.62);
    expect(view.interestFromDeal).toBe(true);
  });

  it('at the buyer’s miles, the cost per mile is over those miles', () => {
    // 139,829 over 20,000 × 5 = 100,000 miles: $1.40 a mile (the figures as given: no scaling here).
    expect(tcoView(tco, null, 20_000)).toMatchObject({ milesPerYear: 20_000, costPerMile: 1.4 });
  });

  it('a longer loan at a higher rate costs more interest inside the five years', () => {
    const short = tcoView(tco, { price: 30_000, downPayment: 0, tradeIn: 0, amountFinanced: 30_000, apr: 5, term: 36 });
    const long = tcoView(tco, { price: 30_000, downPayment: 0, tradeIn: 0, amountFinanced: 30_000, apr: 9, term: 72 });
    expect(long.totals.financeInterest).toBeGreaterThan(short.totals.financeInterest);
  });

  it('lists the legend from the top of the stack down', () => {
    expect(TCO_LEGEND_ORDER.map((category) => category.key)).toEqual([
      'financeInterest',
      'taxesAndFees',
      'repairs',
      'maintenance',
      'insurance',
      'fuel',
      'depreciation',
    ]);
  });
});
