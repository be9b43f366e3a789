// The desk's grid and target payment, against payments worked out by hand with the textbook
// formula P·r / (1 − (1 + r)^−n), r = APR / 1200 (the figures in each comment).
import { describe, expect, it } from 'vitest';
import { paymentGrid, targetPrice, taxesAtPrice } from './payment-grid';
import type { QuoteValues } from './quote-form';

const deal: QuoteValues = {
  price: 31_500,
  rebates: 0,
  zip: '30301',
  downPayment: 3_000,
  tradeIn: 2_500,
  tradeInPayoff: 4_000,
  docFee: undefined,
  term: 60,
  credit: 'good',
  creditScore: '720',
  financeTaxesAndFees: false,
};

describe('paymentGrid', () => {
  it('prices every down payment at every term from the whole deal', () => {
    // 31,500 − 2,500 + 4,000 − 3,000 = 30,000 financed; 29,000 with $4,000 down.
    // 30,000 at 6.58%/48 = 712.556 → 712.56; 6.88%/60 = 592.339 → 592.34; 7.33%/72 = 516.237 → 516.24.
    // 29,000: 688.804 → 688.80; 572.594 → 572.59; 499.029 → 499.03.
    const grid = paymentGrid(deal, { '48': 6.58, '60': 6.88, '72': 7.33 }, 2_000, [48, 60, 72], [3_000, 4_000]);
    expect(grid.map((row) => row.map((cell) => cell.monthly))).toEqual([
      [712.56, 592.34, 516.24],
      [688.8, 572.59, 499.03],
    ]);
    expect(grid[1]![2]).toMatchObject({ term: 72, downPayment: 4_000, apr: 7.33 });
  });

  it('leaves a cell empty for a term without a rate or a down payment that leaves less than nothing', () => {
    // 31,500 − 2,500 + 4,000 = 33,000 before the down: $40,000 down is more than the price.
    const grid = paymentGrid(deal, { '60': 6.88 }, 0, [36, 60], [40_000]);
    expect(grid[0]!.map((cell) => cell.monthly)).toEqual([null, null]);
  });

  it('adds financed taxes to every cell', () => {
    // 30,000 + 2,000 of taxes and fees = 32,000 at 0% over 60 months: 533.333 → 533.33.
    const grid = paymentGrid({ ...deal, financeTaxesAndFees: true }, { '60': 0 }, 2_000, [60], [3_000]);
    expect(grid[0]![0]!.monthly).toBe(533.33);
  });
});

describe('targetPrice', () => {
  it('finds the highest price whose payment meets the target, to the cent', () => {
    // auto.dev's published example: 20,000 at 3.5% over 60 months is 363.8349 → 363.83, and
    // 20,000.01 is 363.8351 → 363.84. With $5,000 down the highest price is 25,000.00.
    const plain = { ...deal, price: 25_000, tradeIn: 0, tradeInPayoff: 0, downPayment: 5_000 };
    expect(targetPrice(plain, 3.5, 363.83, () => null)).toBe(25_000);
    // 6% over 72 months: P × 0.0165729 < 500.005 up to P = 30,170.058, so 30,170.05 with nothing down.
    expect(targetPrice({ ...plain, downPayment: 0, term: 72 }, 6, 500, () => null)).toBe(30_170.05);
  });

  it('counts the trade-in payoff and rebates: they move the price by exactly their amount', () => {
    const plain = { ...deal, price: 25_000, tradeIn: 0, tradeInPayoff: 0, downPayment: 5_000 };
    // $1,000 of rebates lets the price rise $1,000; $1,500 owed on a trade lowers it $1,500.
    expect(targetPrice({ ...plain, rebates: 1_000 }, 3.5, 363.83, () => null)).toBe(26_000);
    expect(targetPrice({ ...plain, tradeInPayoff: 1_500 }, 3.5, 363.83, () => null)).toBe(23_500);
  });

  it('says no price meets a target below what the lowest price costs', () => {
    // Financed taxes of $2,000 alone cost 2,000 / 60 = 33.33 a month at 0%.
    const financed = { ...deal, tradeIn: 0, tradeInPayoff: 0, downPayment: 0, financeTaxesAndFees: true };
    expect(targetPrice(financed, 0, 30, () => 2_000)).toBeNull();
  });

  it('follows financed taxes as they grow with the price', () => {
    // At 0% over 60 months with 10% tax on the price, in cents: p + p/10 financed, paid in 60.
    // 110.00 a month holds while (p + p/10) / 60 < 11,000.5¢, i.e. p + p/10 ≤ 660,029¢:
    // p = 600,026¢ gives 600,026 + 60,003 = 660,029 (11,000.48¢ → $110.00); one cent more gives
    // 660,030 (11,000.5¢ → $110.01). So $6,000.26.
    const financed = { ...deal, tradeIn: 0, tradeInPayoff: 0, downPayment: 0, financeTaxesAndFees: true };
    expect(targetPrice(financed, 0, 110, (price) => Math.round(price * 10) / 100)).toBe(6_000.26);
  });
});

describe('taxesAtPrice', () => {
  it('moves tax lines with the price and keeps fee lines', () => {
    const lines = [
      { label: 'State sales tax', amount: 1_260, group: 'tax' as const },
      { label: 'Title fee', amount: 18, group: 'fee' as const },
      { label: 'Dealer doc fee', amount: 599, group: 'fee' as const },
    ];
    // 1,260 at 31,500 is 4%: 1,200 at 30,000, plus 18 + 599 of fees = 1,817.
    expect(taxesAtPrice(lines, 31_500, 30_000)).toBe(1_817);
  });
});
