// The spec's service (the sandbox) nests title and registration in dmvFee; its dialect puts
// the block side by side (spec-fees.ts) before the app reads it as lines
// (shared/finance/tax-fee-lines.ts). Moved with the code from the shared tests: every figure
// is a made-up answer whose sums are worked by hand in the comment beside it.
import { describe, expect, it } from 'vitest';
import {
  allTaxesAndFees,
  taxFeeBreakdown,
  type FeesFigures,
  type MoneyLine,
  type TaxesFigures,
} from '../../../shared/finance/tax-fee-lines';
import { specDialect } from './spec-dialect';
import { autodevDialect } from './autodev-dialect';
import { feesSideBySide } from './spec-fees';

const rowsOf = (lines: MoneyLine[]) => lines.map((line) => [line.label, line.amount]);
const centsSum = (lines: MoneyLine[]) => lines.reduce((sum, line) => sum + Math.round(line.amount * 100), 0) / 100;
const stateOnly = (amount: number): TaxesFigures => ({
  combinedSalesTax: amount,
  stateSalesTax: amount,
  gasGuzzlerTax: 0,
});

/** The breakdown of a fees block as the spec's dialect hands it on. */
const breakdownOf = (taxes: TaxesFigures, fees: FeesFigures, total: number) =>
  taxFeeBreakdown(taxes, feesSideBySide(fees) as FeesFigures, total);

describe('when dmvFee holds title and registration', () => {
  const dmvLine = (fees: FeesFigures, total: number) =>
    breakdownOf(stateOnly(0), fees, total).lines.find((line) => line.label === 'Other DMV fees');

  it('reads it as nested when it equals them exactly, leaving no other DMV fee', () => {
    // dmv 30 = title 10 + registration 20; combined 30 = dmv + doc 0; 10 + 20 + 30 ≠ 30.
    expect(dmvLine({ titleFee: 10, registrationFee: 20, dmvFee: 30, combinedFees: 30, docFee: 0 }, 30)).toBeUndefined();
  });

  it('reads it as nested with a doc fee, and with equal title and registration fees', () => {
    // dmv 60 + doc 15 = combined 75; 10 + 20 + 60 + 15 = 105 ≠ 75: nested, 60 − 30 = 30 other.
    expect(dmvLine({ titleFee: 10, registrationFee: 20, dmvFee: 60, combinedFees: 75, docFee: 15 }, 75)?.amount).toBe(
      30,
    );
    // title 10 = registration 10, dmv 50 = combined: nested, 50 − 20 = 30 other.
    expect(dmvLine({ titleFee: 10, registrationFee: 10, dmvFee: 50, combinedFees: 50, docFee: 0 }, 50)?.amount).toBe(
      30,
    );
  });

  it('does not read it as nested when the fees already add up side by side', () => {
    // title 0 + registration 0 + dmv 30 + doc 0 = combined 30: side by side, every name kept.
    expect(
      dmvLine(
        {
          titleFee: 0,
          registrationFee: 0,
          dmvFee: 30,
          combinedFees: 30,
          docFee: 0,
          dmvFees: { 'Title Fee': 10, Plate: 20 },
        },
        30,
      ),
    ).toEqual({ label: 'Other DMV fees', amount: 30, group: 'fee', detail: 'Title Fee, Plate' });
  });

  it('does not read it as nested when combinedFees matches neither reading', () => {
    // 10 + 20 + 5 + 0 = 35 and 5 + 0 = 5, but combined says 100: dmvFee stays its own 5.
    expect(dmvLine({ titleFee: 10, registrationFee: 20, dmvFee: 5, combinedFees: 100, docFee: 0 }, 35)?.amount).toBe(5);
  });
});

describe('a nested fees block, put side by side, then as lines', () => {
  it('takes title and registration out of a dmvFee that holds them (the sandbox), names and amount', () => {
    // Nested: dmv 60 = title 10 + registration 20 + 30 other; combined 60 + doc 0 = 60 ≠ 10 + 20 + 60.
    const breakdown = breakdownOf(
      stateOnly(0),
      {
        titleFee: 10,
        registrationFee: 20,
        dmvFee: 60,
        combinedFees: 60,
        docFee: 0,
        dmvFees: {
          title: 10,
          ' Registration ': 20,
          'Registration Fee': 0,
          'Plate Fee': 20,
          'Duplicate Title': 5,
          'Title Transfer': 5,
        },
      },
      60,
    );
    expect(breakdown.lines.find((line) => line.label === 'Other DMV fees')).toEqual({
      label: 'Other DMV fees',
      amount: 30,
      group: 'fee',
      // Only the title and registration fees themselves are left out of the names.
      detail: 'Plate Fee, Duplicate Title, Title Transfer',
    });
    expect(breakdown.fees).toBe(60);
  });

  it('does not read dmvFee as nested when it is smaller than title and registration together', () => {
    // dmv 25 + doc 0 = combined 25, but 25 < 10 + 20: not nested, so 25 is its own line.
    const breakdown = breakdownOf(
      stateOnly(0),
      { titleFee: 10, registrationFee: 20, dmvFee: 25, combinedFees: 25, docFee: 0 },
      55,
    );
    expect(breakdown.lines.find((line) => line.label === 'Other DMV fees')?.amount).toBe(25);
    expect(breakdown.fees).toBe(55);
  });
});

describe('the sandbox’s answers', () => {
  it('the sandbox’s shape: dmvFee holds title and registration, and the total leaves the doc fee out', () => {
    // Built by hand the way the sandbox README says: dmvFees = title 33 + registration 180.40 +
    // plate 12 + tire 5 = 230.40; combinedFees = 230.40 + doc 85; total = tax 1,820.35 + 0 + 230.40.
    const breakdown = breakdownOf(
      { combinedSalesTax: 1820.35, stateSalesTax: 1500, gasGuzzlerTax: 0 },
      {
        titleFee: 33,
        registrationFee: 180.4,
        dmvFee: 230.4,
        combinedFees: 315.4,
        docFee: 85,
        dmvFees: { 'Title Fee': 33, 'Registration Fee': 180.4, 'License Plate Fee': 12, 'Tire and Battery Fee': 5 },
      },
      2050.75,
    );
    expect(rowsOf(breakdown.lines)).toEqual([
      ['State sales tax', 1500],
      ['Local sales tax', 320.35],
      ['Title fee', 33],
      ['Registration fee', 180.4],
      ['Other DMV fees', 17],
    ]);
    expect(breakdown.lines[4]!.detail).toBe('License Plate Fee, Tire and Battery Fee');
    expect(centsSum(breakdown.lines)).toBe(2050.75);
    expect(rowsOf(breakdown.outside)).toEqual([['Dealer doc fee', 85]]);
    expect(breakdown.fees).toBe(230.4);
    expect(allTaxesAndFees(breakdown)).toBe(2135.75);
  });
});

describe('the spec dialect’s answers', () => {
  // title 33 + registration 180.40 nested in dmv 230.40 (with plate 12 + tire 5); doc 85.
  const nestedFees = {
    titleFee: 33,
    registrationFee: 180.4,
    dmvFee: 230.4,
    combinedFees: 315.4,
    docFee: 85,
    dmvFees: { 'Title Fee': 33, 'Registration Fee': 180.4, 'License Plate Fee': 12, 'Tire and Battery Fee': 5 },
  };
  const sideBySide = {
    ...nestedFees,
    dmvFee: 17,
    dmvFees: { 'License Plate Fee': 12, 'Tire and Battery Fee': 5 },
  };
  const taxes = { combinedSalesTax: 1820.35, stateSalesTax: 1500, gasGuzzlerTax: 0 };

  it('puts /taxes fees side by side, and combinedFees stays 315.40', () => {
    const body = { vehicle: { vin: 'V', year: '2020' }, taxes, fees: nestedFees, totalTaxesAndFees: 2050.75 };
    const normalized = specDialect.normalizeAnswer('taxes', body);
    expect((normalized as { fees: unknown }).fees).toEqual(sideBySide);
    expect((normalized as { totalTaxesAndFees: number }).totalTaxesAndFees).toBe(2050.75);
  });

  it('puts /payments fees side by side at the top and in paymentsData', () => {
    const body = { paymentsData: { taxes, fees: nestedFees, totalTaxesAndFees: 2050.75 }, taxes, fees: nestedFees };
    const normalized = specDialect.normalizeAnswer('payments', body) as {
      fees: unknown;
      paymentsData: { fees: unknown };
    };
    expect(normalized.fees).toEqual(sideBySide);
    expect(normalized.paymentsData.fees).toEqual(sideBySide);
  });

  it('leaves other answers, and auto.dev’s fees, as they are', () => {
    const body = { taxes, fees: nestedFees, totalTaxesAndFees: 2050.75 };
    expect(specDialect.normalizeAnswer('tco', body)).toBe(body);
    expect(autodevDialect.normalizeAnswer('taxes', body)).toBe(body);
  });

  it('takes a [{ name, amount }] dmvFees list out by name too, and keeps an unreadable block', () => {
    const listed = {
      ...nestedFees,
      dmvFees: [
        { name: 'Title Fee', amount: 33 },
        { name: 'Plate', amount: 17 },
      ],
    };
    expect(feesSideBySide({ ...listed, dmvFees: undefined })).toMatchObject({ dmvFee: 17 });
    expect((feesSideBySide(listed) as { dmvFees: unknown }).dmvFees).toEqual([{ name: 'Plate', amount: 17 }]);
    expect(feesSideBySide({ ...nestedFees, titleFee: 'n/a' })).toEqual({ ...nestedFees, titleFee: 'n/a' });
  });
});
