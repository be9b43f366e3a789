import { describe, expect, it } from 'vitest';
import { assumptionsSentence, validateCompareAssumptions, type CompareAssumptionsForm } from './compare-assumptions';

const form: CompareAssumptionsForm = {
  zip: '90210',
  downPayment: '2,000',
  credit: 'good',
  term: 60,
  milesPerYear: '15,000',
};

describe('compare’s assumptions', () => {
  it('reads the buyer as typed', () => {
    expect(validateCompareAssumptions(form)).toEqual({
      values: {
        zip: '90210',
        downPayment: 2_000,
        credit: 'good',
        creditLabel: 'Good (661–780)',
        creditScore: '720',
        term: 60,
        milesPerYear: 15_000,
      },
      errors: {},
    });
    expect(validateCompareAssumptions({ ...form, downPayment: '' }).values?.downPayment).toBe(0);
  });

  it('says each problem next to its field, and prices nothing meanwhile', () => {
    const { values, errors } = validateCompareAssumptions({
      ...form,
      zip: '00000',
      downPayment: '-5',
      milesPerYear: '500',
    });
    expect(values).toBeNull();
    expect(errors).toEqual({
      zip: '00000 is not a U.S. ZIP code.',
      downPayment: 'The down payment cannot be negative.',
      milesPerYear: 'Enter between 1,000 and 60,000 miles a year.',
    });
    expect(validateCompareAssumptions({ ...form, zip: '' }).errors.zip).toBe('Enter the buyer’s ZIP code.');
    expect(validateCompareAssumptions({ ...form, zip: '9021' }).errors.zip).toBe('A ZIP code has 5 digits.');
    expect(validateCompareAssumptions({ ...form, downPayment: 'two grand' }).errors.downPayment).toBe(
      'Enter the down payment in dollars, like 2000.',
    );
  });

  it('states the assumptions in a buyer’s words', () => {
    const { values } = validateCompareAssumptions(form);
    expect(assumptionsSentence(values!)).toBe(
      '$2,000 down · Good credit (661–780), APR per car as shown · 60 months · taxes and fees for ZIP 90210 · 15,000 miles a year',
    );
    const { values: none } = validateCompareAssumptions({ ...form, downPayment: '', credit: 'bad', term: 72 });
    expect(assumptionsSentence(none!)).toBe(
      'Nothing down · Very poor credit (300–500), APR per car as shown · 72 months · taxes and fees for ZIP 90210 · 15,000 miles a year',
    );
  });
});
