// The branches of turning a service's taxes and fees into lines that add up. Every amount
// below is a made-up answer whose sums are worked by hand in the comment beside it.
import { describe, expect, it } from 'vitest';
import { allTaxesAndFees, taxFeeBreakdown, type FeesFigures, type MoneyLine, type TaxesFigures } from './tax-fee-lines';

const rows = (lines: MoneyLine[]) => lines.map((line) => [line.label, line.amount, line.group]);
const noFees: FeesFigures = { titleFee: 0, registrationFee: 0, dmvFee: 0, combinedFees: 0, docFee: 0 };
const stateOnly = (amount: number): TaxesFigures => ({
  combinedSalesTax: amount,
  stateSalesTax: amount,
  gasGuzzlerTax: 0,
});

describe('tax lines', () => {
  it('names what the itemized taxes leave out of the combined figure as other sales tax', () => {
    // Combined 1,000 = state 600 + county 100 + city 50 + 250 no line names.
    const breakdown = taxFeeBreakdown(
      { combinedSalesTax: 1000, stateSalesTax: 600, countySalesTax: 100, citySalesTax: 50, gasGuzzlerTax: 0 },
      noFees,
      1000,
    );
    expect(rows(breakdown.lines)).toEqual([
      ['State sales tax', 600, 'tax'],
      ['County sales tax', 100, 'tax'],
      ['City sales tax', 50, 'tax'],
      ['Other sales tax', 250, 'tax'],
      ['Title fee', 0, 'fee'],
      ['Registration fee', 0, 'fee'],
      ['Dealer doc fee', 0, 'fee'],
    ]);
    expect(breakdown.taxes).toBe(1000);
    expect(breakdown.fees).toBe(0);
    // The total holds the (zero) doc fee: nothing is set apart.
    expect(breakdown.outside).toEqual([]);
  });

  it('itemizes as soon as one local tax is given, even a district tax alone', () => {
    // 700 combined = 500 state + 200 district: nothing left over.
    const breakdown = taxFeeBreakdown(
      { combinedSalesTax: 700, stateSalesTax: 500, districtSalesTax: 200, gasGuzzlerTax: 0 },
      noFees,
      700,
    );
    expect(rows(breakdown.lines).slice(0, 2)).toEqual([
      ['State sales tax', 500, 'tax'],
      ['District sales tax', 200, 'tax'],
    ]);
    expect(breakdown.lines.map((line) => line.label)).not.toContain('Other sales tax');
    expect(breakdown.lines.map((line) => line.label)).not.toContain('Local sales tax');
  });

  it('adds no local line when the state tax is the whole combined tax', () => {
    const breakdown = taxFeeBreakdown(stateOnly(1500), noFees, 1500);
    expect(breakdown.lines.filter((line) => line.group === 'tax').map((line) => line.label)).toEqual([
      'State sales tax',
    ]);
  });

  it('shows one sales tax line when the state figure is larger than the combined one', () => {
    // A state figure above the combined one cannot be split: the combined 900 is shown alone.
    const breakdown = taxFeeBreakdown({ combinedSalesTax: 900, stateSalesTax: 1000, gasGuzzlerTax: 300 }, noFees, 900);
    expect(rows(breakdown.lines.filter((line) => line.group === 'tax'))).toEqual([['Sales tax', 900, 'tax']]);
    expect(breakdown.taxes).toBe(900);
  });
});

describe('tax totals', () => {
  it('counts the local and gas guzzler lines among the taxes', () => {
    // 1,500 state + 320.35 local + 2,100 guzzler = 3,920.35 of tax.
    const breakdown = taxFeeBreakdown(
      { combinedSalesTax: 1820.35, stateSalesTax: 1500, gasGuzzlerTax: 2100 },
      noFees,
      3920.35,
    );
    expect(rows(breakdown.lines.filter((line) => line.group === 'tax'))).toEqual([
      ['State sales tax', 1500, 'tax'],
      ['Local sales tax', 320.35, 'tax'],
      ['Gas guzzler tax', 2100, 'tax'],
    ]);
    expect(breakdown.taxes).toBe(3920.35);
  });
});

describe('fee lines', () => {
  it('leaves out the DMV line when there are no other DMV fees, and gives no detail without names', () => {
    // Flat: title 20 + registration 30 + dmv 0 + doc 100 = combined 150.
    const flat = taxFeeBreakdown(
      stateOnly(0),
      { ...noFees, titleFee: 20, registrationFee: 30, combinedFees: 150, docFee: 100 },
      150,
    );
    expect(flat.lines.map((line) => line.label)).not.toContain('Other DMV fees');
    // dmvFee 12 beside title and registration, no names: a line without detail.
    const unnamed = taxFeeBreakdown(
      stateOnly(0),
      { titleFee: 20, registrationFee: 30, dmvFee: 12, combinedFees: 162, docFee: 100 },
      162,
    );
    const dmv = unnamed.lines.find((line) => line.label === 'Other DMV fees');
    expect(dmv).toEqual({ label: 'Other DMV fees', amount: 12, group: 'fee' });
  });

  it('keeps every DMV fee name when dmvFee sits beside title and registration (auto.dev)', () => {
    // Not nested: 10 + 20 + 5 + 0 = 35 = combined. The names stay, "Title Fee" among them.
    const breakdown = taxFeeBreakdown(
      stateOnly(0),
      {
        titleFee: 10,
        registrationFee: 20,
        dmvFee: 5,
        combinedFees: 35,
        docFee: 0,
        dmvFees: { 'Title Fee': 1, Plate: 4 },
      },
      35,
    );
    expect(breakdown.lines.find((line) => line.label === 'Other DMV fees')).toMatchObject({
      amount: 5,
      detail: 'Title Fee, Plate',
    });
  });
});

describe('reaching the service’s total', () => {
  it('sets the doc fee apart when the total leaves exactly it out', () => {
    // Lines 500 tax + 100 title + 150 doc = 750; total 600 = 750 − 150.
    const breakdown = taxFeeBreakdown(
      stateOnly(500),
      { titleFee: 100, registrationFee: 0, dmvFee: 0, combinedFees: 250, docFee: 150 },
      600,
    );
    expect(rows(breakdown.outside)).toEqual([['Dealer doc fee', 150, 'fee']]);
    expect(breakdown.lines.map((line) => line.label)).not.toContain('Dealer doc fee');
    expect(breakdown.fees).toBe(100);
    // Everything the buyer pays: 600 + 150 = 750.
    expect(allTaxesAndFees(breakdown)).toBe(750);
  });

  it('shows a total smaller than the lines by anything but the doc fee as a negative other line', () => {
    // Lines 750 as above; total 700: 50 short, which is not the 150 doc fee.
    const breakdown = taxFeeBreakdown(
      stateOnly(500),
      { titleFee: 100, registrationFee: 0, dmvFee: 0, combinedFees: 250, docFee: 150 },
      700,
    );
    expect(breakdown.outside).toEqual([]);
    expect(breakdown.lines.at(-1)).toEqual({
      label: 'Other charges',
      amount: -50,
      group: 'other',
    });
    expect(allTaxesAndFees(breakdown)).toBe(700);
  });

  it('with no doc fee, a short total is never read as one', () => {
    // Lines 500 + 100 = 600, doc 0; total 550: −50 other.
    const breakdown = taxFeeBreakdown(stateOnly(500), { ...noFees, titleFee: 100, combinedFees: 100 }, 550);
    expect(breakdown.outside).toEqual([]);
    expect(breakdown.lines.at(-1)?.amount).toBe(-50);
  });

  it('a total larger than the lines by the doc fee is an other charge, not the doc fee twice', () => {
    // Lines 500 + 150 doc = 650; total 800: 150 more, in the other line.
    const breakdown = taxFeeBreakdown(stateOnly(500), { ...noFees, docFee: 150, combinedFees: 150 }, 800);
    expect(breakdown.outside).toEqual([]);
    expect(breakdown.lines.at(-1)).toMatchObject({ amount: 150, group: 'other' });
    expect(breakdown.taxes).toBe(500);
    expect(breakdown.fees).toBe(150);
    expect(breakdown.total).toBe(800);
  });

  it('adds nothing when the lines already reach the total', () => {
    const breakdown = taxFeeBreakdown(stateOnly(500), { ...noFees, docFee: 150, combinedFees: 150 }, 650);
    expect(breakdown.lines.map((line) => line.group)).not.toContain('other');
    expect(allTaxesAndFees(breakdown)).toBe(650);
  });
});
