import { describe, expect, it } from 'vitest';
import { ListingSchema } from '../../../shared/schemas/listing-schema';
import type { CompareAssumptions } from './compare-assumptions';
import { compareTableRows } from './compare-table-rows';
import type { ComparedVehicle } from './use-compared-vehicles';

const buyer: CompareAssumptions = {
  zip: '90210',
  downPayment: 2_000,
  credit: 'good',
  creditLabel: 'Good (661–780)',
  creditScore: '720',
  term: 60,
  milesPerYear: 12_000,
};
const costs = {
  depreciation: 9_000,
  fuel: 7_100,
  insurance: 6_200,
  maintenance: 3_300,
  repairs: 1_400,
  taxesAndFees: 2_500,
  financeInterest: 3_600,
};

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
  listingState: { state: 'known' },
  retryFailed: () => undefined,
  deal: { apr: 6.49, monthly: 512.345, noLoan: false, outTheDoor: 29_631.5, deal: null },
  fiveYear: {
    rows: [],
    totals: costs,
    fiveYearTotal: 33_100,
    milesPerYear: 12_000,
    // 33,100 / 60,000 miles.
    costPerMile: 0.5517,
    interestFromDeal: true,
  },
  recalls: { state: 'known', openRecalls: 0, openItems: 0, parkIt: 0, parkOutside: 0 },
};
const unknown: ComparedVehicle = {
  vin: '1FTFW1E50PFA00001',
  nameParts: ['1FTFW1E50PFA00001'],
  name: '1FTFW1E50PFA00001',
  listing: undefined,
  listingState: { state: 'loading' },
  retryFailed: () => undefined,
  deal: { apr: null, monthly: null, noLoan: false, outTheDoor: null, deal: null },
  fiveYear: undefined,
  recalls: { state: 'loading' },
};

describe('the comparison’s rows', () => {
  it('lists the figures top to bottom, the payment with its down payment and term, the cost categories as the chart stacks them', () => {
    expect(compareTableRows([known], { ...buyer, term: 72 }).map((row) => row.label)).toEqual([
      'Trim',
      'Open recalls',
      'Price',
      'Miles',
      'APR',
      'Payment, $2,000 down, 72 months',
      'Out the door (price, taxes and fees)',
      'Five-year cost, 12,000 miles a year',
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
    const rows = compareTableRows([known], buyer);
    const cellOf = (label: string) => rows.find((row) => row.label === label)?.cells[0];
    expect(cellOf('Trim')).toEqual({ text: 'EX-L', value: 'EX-L' });
    expect(cellOf('Open recalls')).toMatchObject({ text: 'None open', value: 0 });
    expect(cellOf('Price')).toEqual({ text: '$27,500', value: 27_500 });
    expect(cellOf('Miles')).toEqual({ text: '31,250 mi', value: 31_250 });
    expect(cellOf('APR')).toEqual({ text: '6.49%', value: 6.49 });
    expect(cellOf('Payment, $2,000 down, 60 months')).toEqual({ text: '$512.35 a month', value: 512.345 });
    expect(cellOf('Out the door (price, taxes and fees)')).toEqual({ text: '$29,631.50', value: 29_631.5 });
    expect(cellOf('Five-year cost, 12,000 miles a year')).toEqual({ text: '$33,100', value: 33_100 });
    expect(cellOf('Repairs')).toEqual({ text: '$1,400', value: 1_400 });
    expect(cellOf('Cost per mile')).toEqual({ text: '$0.55', value: 0.5517 });
  });

  it('says there is no loan when the down payment covers the price, and names nothing down', () => {
    const cash = { ...known, deal: { ...known.deal, monthly: 0, noLoan: true } };
    const rows = compareTableRows([cash], { ...buyer, downPayment: 0 });
    expect(rows.find((row) => row.label === 'Payment, nothing down, 60 months')?.cells[0]).toEqual({
      text: 'No loan: the down payment covers the price',
      value: 0,
    });
  });

  it('shows a dash for a figure not in yet, which never counts as a difference', () => {
    const rows = compareTableRows([known, unknown], buyer);
    for (const row of rows.filter((row) => row.label !== 'Open recalls')) {
      expect(row.cells[1], row.label).toEqual({ text: '—', value: null });
    }
    expect(rows.find((row) => row.label === 'Open recalls')?.cells[1]).toEqual({ text: 'Checking…', value: null });
  });

  it('ranks costs but not the trim or the recalls, and ties each category row to its category', () => {
    const rows = compareTableRows([known], buyer);
    expect(rows.filter((row) => row.ranked === false).map((row) => row.label)).toEqual(['Trim', 'Open recalls']);
    expect(rows.find((row) => row.label === 'Taxes and fees')?.category).toBe('taxesAndFees');
  });
});
