import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { PaymentsSchema } from '../schemas/payments-schema';
import { TaxesSchema } from '../schemas/taxes-schema';
import { OTHER_CHARGES_LABEL, taxFeeBreakdown, type MoneyLine } from './tax-fee-lines';

// auto.dev's published examples (docs/real-service.md fixtures), read through the app's own schemas.
const FIXTURES = fileURLToPath(new URL('../../test-fixtures/autodev/', import.meta.url));
const fixture = (name: string): unknown =>
  (JSON.parse(readFileSync(`${FIXTURES}${name}`, 'utf8')) as { body: unknown }).body;

const rows = (lines: MoneyLine[]) => lines.map((line) => [line.label, line.amount]);
const centsSum = (lines: MoneyLine[]) => lines.reduce((sum, line) => sum + Math.round(line.amount * 100), 0) / 100;

describe('taxes and fees as lines that add up', () => {
  it('auto.dev /payments (fixture payments.json): title, registration, DMV and doc fee reach $1,952.49', () => {
    const body = PaymentsSchema.parse(fixture('payments.json'));
    const data = body.paymentsData;
    const breakdown = taxFeeBreakdown(data.taxes!, data.fees!, data.totalTaxesAndFees);
    // By hand: 1,625 sales tax (all state) + 8.25 + 70.99 + 48.25 (7 + 15.5 + 3.5 + 2.25 + 20) + 200 = 1,952.49.
    expect(rows(breakdown.lines)).toEqual([
      ['State sales tax', 1625],
      ['Title fee', 8.25],
      ['Registration fee', 70.99],
      ['Other DMV fees', 48.25],
      ['Dealer doc fee', 200],
    ]);
    expect(breakdown.lines[3]!.detail).toBe(
      'Filing Fee, License Plate Fee, Public Safety Vehicle Fee, Technology Fee, Wheelage Tax',
    );
    expect(centsSum(breakdown.lines)).toBe(1952.49);
    expect(breakdown.total).toBe(1952.49);
    expect(breakdown.taxes).toBe(1625);
    // The fees figure is the sum of the fee lines and equals the service's combinedFees (327.49).
    expect(breakdown.fees).toBe(327.49);
    expect(breakdown.outside).toEqual([]);
  });

  it('auto.dev /taxes (fixture taxes.json): state, county, city, district and fees reach $9,585.50', () => {
    const body = TaxesSchema.parse(fixture('taxes.json'));
    const breakdown = taxFeeBreakdown(body.taxes, body.fees, body.totalTaxesAndFees);
    // By hand: 5,100 + 212.5 + 637.5 + 2,550 = 8,500 tax; 23 + 65 + 797.5 + 200 = 1,085.5 fees.
    expect(rows(breakdown.lines)).toEqual([
      ['State sales tax', 5100],
      ['County sales tax', 212.5],
      ['City sales tax', 637.5],
      ['District sales tax', 2550],
      ['Title fee', 23],
      ['Registration fee', 65],
      ['Other DMV fees', 797.5],
      ['Dealer doc fee', 200],
    ]);
    expect(breakdown.taxes).toBe(8500);
    expect(breakdown.fees).toBe(1085.5);
    expect(centsSum(breakdown.lines)).toBe(9585.5);
  });

  it('auto.dev /taxes older types (fixture taxes-legacy-types.json) reach $1,260.75', () => {
    const body = TaxesSchema.parse(fixture('taxes-legacy-types.json'));
    const breakdown = taxFeeBreakdown(body.taxes, body.fees, body.totalTaxesAndFees);
    // 600 + 100 + 0 + 0 = 700 tax; 85.25 + 247.5 + 28 + 200 = 560.75 fees.
    expect(breakdown.taxes).toBe(700);
    expect(breakdown.fees).toBe(560.75);
    expect(centsSum(breakdown.lines)).toBe(1260.75);
    expect(breakdown.lines.map((line) => line.label)).not.toContain(OTHER_CHARGES_LABEL);
  });

  it('an item the service totals but does not list gets a line of its own', () => {
    // Lines: 1,000 + 50 + 20 + 0 + 100 = 1,170; the service says 1,234.56, so 64.56 is unlisted.
    const breakdown = taxFeeBreakdown(
      { combinedSalesTax: 1000, stateSalesTax: 1000, gasGuzzlerTax: 0 },
      { titleFee: 50, registrationFee: 20, dmvFee: 0, combinedFees: 170, docFee: 100 },
      1234.56,
    );
    expect(breakdown.lines.at(-1)).toEqual({ label: OTHER_CHARGES_LABEL, amount: 64.56, group: 'other' });
    expect(centsSum(breakdown.lines)).toBe(1234.56);
  });

  it('a gas guzzler tax is a line, and float noise never leaves a stray cent', () => {
    // 0.1 + 0.2 style sums: 2,100 guzzler + 1,500.10 + 0.20 local + 10.1 + 20.2 + 0.3 + 99.99 = 3,730.89.
    const breakdown = taxFeeBreakdown(
      { combinedSalesTax: 1500.3, stateSalesTax: 1500.1, gasGuzzlerTax: 2100 },
      { titleFee: 10.1, registrationFee: 20.2, dmvFee: 0.3, combinedFees: 130.59, docFee: 99.99 },
      3730.89,
    );
    expect(rows(breakdown.lines)).toContainEqual(['Gas guzzler tax', 2100]);
    expect(rows(breakdown.lines)).toContainEqual(['Local sales tax', 0.2]);
    expect(breakdown.lines.map((line) => line.label)).not.toContain(OTHER_CHARGES_LABEL);
    expect(centsSum(breakdown.lines)).toBe(3730.89);
  });
});
