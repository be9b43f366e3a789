import { describe, expect, it } from 'vitest';
import { ListingSchema } from '../../../shared/schemas/listing-schema';
import { compareTableRows } from './compare-table-rows';
import type { ComparedVehicle } from './use-compared-vehicles';

// One vehicle with every answer in, hand-made, and one with none yet.
const known: ComparedVehicle = {
  vin: '5J6RW2H89NA004321',
  nameParts: ['2022', 'Honda', 'CR-V'],
  name: '2022 Honda CR-V',
  listing: ListingSchema.parse({
    vin: '5J6RW2H89NA004321',
    vehicle: { year: 2022, make: 'Honda', model: 'CR-V', trim: 'EX-L' },
    retailListing: { price: 27_500, miles: 31_250 },
  }),
  monthlyPayment: 512.345,
  tco: {
    depreciation: 9_000,
    fuel: 7_100,
    insurance: 6_200,
    maintenance: 3_300,
    repairs: 1_400,
    taxesAndFees: 2_500,
    financeInterest: 3_600,
    tcoPrice: 33_100,
    averageCostPerMile: 0.4414,
    federalTaxCredit: 0,
  },
  recalls: { state: 'known', openRecalls: 0, openItems: 0 },
};
const unknown: ComparedVehicle = {
  vin: '1FTFW1E50PFA00001',
  nameParts: ['1FTFW1E50PFA00001'],
  name: '1FTFW1E50PFA00001',
  listing: undefined,
  monthlyPayment: undefined,
  tco: undefined,
  recalls: { state: 'loading' },
};

describe('the comparison’s rows', () => {
  it('lists the figures top to bottom, the payment at the chosen term, the cost categories as the chart stacks them', () => {
    expect(compareTableRows([known], 72).map((row) => row.label)).toEqual([
      'Trim',
      'Open recalls',
      'Price',
      'Miles',
      'Payment, 72 months',
      'Five-year cost',
      'Depreciation',
      'Fuel',
      'Insurance',
      'Maintenance',
      'Repairs',
      'Taxes and fees',
      'Finance interest',
      'Cost per mile',
    ]);
  });

  it('formats each known figure and keeps its value for ranking', () => {
    const rows = compareTableRows([known], 60);
    const cellOf = (label: string) => rows.find((row) => row.label === label)?.cells[0];
    expect(cellOf('Trim')).toEqual({ text: 'EX-L', value: 'EX-L' });
    expect(cellOf('Open recalls')).toMatchObject({ text: 'None open', value: 0 });
    expect(cellOf('Price')).toEqual({ text: '$27,500', value: 27_500 });
    expect(cellOf('Miles')).toEqual({ text: '31,250 mi', value: 31_250 });
    expect(cellOf('Payment, 60 months')).toEqual({ text: '$512.35', value: 512.345 });
    expect(cellOf('Five-year cost')).toEqual({ text: '$33,100', value: 33_100 });
    expect(cellOf('Repairs')).toEqual({ text: '$1,400', value: 1_400 });
    expect(cellOf('Cost per mile')).toEqual({ text: '$0.44', value: 0.4414 });
  });

  it('shows a dash for a figure not in yet, which never counts as a difference', () => {
    const rows = compareTableRows([known, unknown], 60);
    for (const row of rows.filter((row) => row.label !== 'Open recalls')) {
      expect(row.cells[1], row.label).toEqual({ text: '—', value: null });
    }
    expect(rows.find((row) => row.label === 'Open recalls')?.cells[1]).toEqual({ text: 'Checking…', value: null });
  });

  it('ranks costs but not the trim or the recalls, and ties each category row to its category', () => {
    const rows = compareTableRows([known], 60);
    expect(rows.filter((row) => row.ranked === false).map((row) => row.label)).toEqual(['Trim', 'Open recalls']);
    expect(rows.find((row) => row.label === 'Taxes and fees')?.category).toBe('taxesAndFees');
  });
});
