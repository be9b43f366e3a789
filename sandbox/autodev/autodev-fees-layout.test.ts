// The fees layout of auto.dev's answers, as its published example has it
// (test-fixtures/autodev/payments.json): title 8.25 + registration 70.99 + other DMV fees
// 48.25 (the sum of its dmvFees list, 7 + 15.5 + 3.5 + 2.25 + 20) + doc fee 200 = 327.49
// combined; 1,625 of tax + 327.49 = 1,952.49 in all.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { autodevMoney } from './autodev-fees-layout';

describe('autodevMoney', () => {
  it('reads the published example the way this layout writes it', () => {
    const fixture = JSON.parse(readFileSync(join(__dirname, '../../test-fixtures/autodev/payments.json'), 'utf8')) as {
      body: {
        paymentsData: { totalTaxesAndFees: number; fees: Record<string, number> & { dmvFees: Record<string, number> } };
      };
    };
    const fees = fixture.body.paymentsData.fees;
    const others = Object.values(fees.dmvFees).reduce((sum, fee) => sum + fee, 0);
    expect(Math.round(others * 100)).toBe(Math.round(fees.dmvFee! * 100));
    expect(Object.keys(fees.dmvFees)).not.toContain('Title Fee');
    expect(Math.round((fees.titleFee! + fees.registrationFee! + fees.dmvFee! + fees.docFee!) * 100)).toBe(32_749);
    expect(fixture.body.paymentsData.totalTaxesAndFees).toBe(1_952.49);
  });

  it('takes title and registration out of the other DMV fees and puts the doc fee in the total', () => {
    // The spec's layout: dmvFee 93.5 = title 18 + registration 70 + plate 5.5; total 1,093.5 = 1,000 tax + 93.5.
    const money = autodevMoney(
      {
        titleFee: 18,
        registrationFee: 70,
        dmvFee: 93.5,
        combinedFees: 292.5,
        docFee: 199,
        dmvFees: { 'Title Fee': 18, 'Registration Fee': 70, 'License Plate Fee': 5.5 },
      },
      1_093.5,
    );
    // Other DMV fees 5.5; combined 18 + 70 + 5.5 + 199 = 292.5; total 1,093.5 + 199 = 1,292.5.
    expect(money.fees).toMatchObject({ dmvFee: 5.5, dmvFees: { 'License Plate Fee': 5.5 }, combinedFees: 292.5 });
    expect(money.totalTaxesAndFees).toBe(1_292.5);
  });
});
