import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { parseTolerant } from './tolerant';
import { ListingResponseSchema } from './listing-schema';
import { parseListingsPage } from './listings-page-schema';
import { PhotosResponseSchema } from './photos-schema';
import { VinDecodeSchema } from './vin-decode-schema';
import { BuildResponseSchema } from './build-schema';
import { SpecsResponseSchema } from './specs-schema';
import { RecallsResponseSchema } from './recall-schema';
import { OpenRecallsSchema } from './open-recalls-schema';
import { PlateSchema } from './plate-schema';
import { PaymentsSchema } from './payments-schema';
import { AprSchema } from './apr-schema';
import { TaxesSchema } from './taxes-schema';
import { TcoSchema } from './tco-schema';

// Every answer schema, one table: null for an optional field, a number sent as text,
// auto.dev's extra top-level keys, one wrongly typed field degrading alone (and being
// reported), and a missing required field failing with its path.

const VIN = '1HGCM82633A004352';
const vehicle = { vin: VIN, year: 2021, make: 'Honda', model: 'Accord' };
const recall = {
  regulatorCampaignNumber: '23V1',
  parkIt: false,
  parkOutSide: false,
  overTheAirUpdate: false,
  summary: 's',
  component: 'A:B',
};
const taxes = { combinedSalesTax: 1, stateSalesTax: 1, gasGuzzlerTax: 0, citySalesTax: 1 };
const fees = { titleFee: 1, registrationFee: 1, dmvFee: 1, combinedFees: 3, docFee: 0, dmvFees: { plate: 5 } };
const costLine = {
  insurance: 1,
  maintenance: 1,
  repairs: 1,
  taxesAndFees: 1,
  financeInterest: 1,
  depreciation: 1,
  fuel: 1,
  tcoPrice: 7,
  averageCostPerMile: 0.5,
};
const AUTODEV_EXTRAS = {
  api: { name: 'api.auto.dev' },
  links: { home: 'https://api.auto.dev' },
  user: { name: 'Test', plan: 'Free' },
  examples: [{ a: 1 }],
  discover: {},
  actions: {},
};

interface Case {
  name: string;
  schema: z.ZodType;
  body: Record<string, unknown>;
  /** An optional field that may be null. */
  nullable: string;
  /** A numeric field sent as text, and the number it must read as. */
  numeric: [path: string, text: string, value: number];
  /** An optional field given a wrong type (a nested object where a scalar belongs). */
  bad: string;
  /** A field the screens cannot do without. */
  required: string;
}

const CASES: Case[] = [
  {
    name: 'VIN decode',
    schema: VinDecodeSchema,
    body: { vin: VIN, vinValid: true, make: 'Honda', trim: 'EX', vehicle },
    nullable: 'trim',
    numeric: ['vehicle.year', '2021', 2021],
    bad: 'make',
    // Nothing is required in a decode; vinValid is the one strictly typed field.
    required: '',
  },
  {
    name: 'listing',
    schema: ListingResponseSchema,
    body: {
      data: {
        vin: VIN,
        createdAt: '2025-01-01T00:00:00Z',
        vehicle: { ...vehicle, trim: 'EX', doors: 4 },
        retailListing: { price: 20000, dealer: 'D', miles: 1000 },
      },
    },
    nullable: 'data.vehicle.trim',
    numeric: ['data.vehicle.doors', '4', 4],
    bad: 'data.retailListing.miles',
    required: 'data.vin',
  },
  {
    name: 'build',
    schema: BuildResponseSchema,
    body: { build: { ...vehicle, trim: 'EX', optionsMsrp: 900, options: { A1: 'Roof' } } },
    nullable: 'build.trim',
    numeric: ['build.optionsMsrp', '900', 900],
    bad: 'build.trim',
    required: 'build.make',
  },
  {
    name: 'specs',
    schema: SpecsResponseSchema,
    body: { vehicle, specs: { name: 'EX', totalSeating: 5, price: { baseMsrp: 1 } } },
    nullable: 'specs.name',
    numeric: ['specs.totalSeating', '5', 5],
    bad: 'specs.price.baseMsrp',
    required: 'vehicle.vin',
  },
  {
    name: 'recalls',
    schema: RecallsResponseSchema,
    body: { data: [recall], totalRecalls: 1 },
    nullable: 'data.0.component',
    numeric: ['totalRecalls', '1', 1],
    bad: 'data.0.component',
    required: 'data.0.parkIt',
  },
  {
    name: 'open recalls',
    schema: OpenRecallsSchema,
    body: {
      openRecalls: 1,
      totalRecalls: 2,
      retrievedAt: '2025-01-01T00:00:00Z',
      data: [{ ...recall, recallStatus: 'Open' }],
    },
    nullable: 'retrievedAt',
    numeric: ['totalRecalls', '2', 2],
    bad: 'data.0.recallStatus',
    required: 'data.0.summary',
  },
  {
    name: 'plate',
    schema: PlateSchema,
    body: { vin: VIN, year: 2020, make: 'Nissan' },
    nullable: 'make',
    numeric: ['year', '2020', 2020],
    bad: 'vin',
    required: '',
  },
  {
    name: 'payments',
    schema: PaymentsSchema,
    body: {
      vehicle,
      criteria: { price: 24500, zip: '78701', docFee: 100, tradeIn: 0 },
      paymentsData: { loanAmount: 1, loanMonthlyPayment: 1, loanMonthlyPaymentWithTaxes: 1, totalTaxesAndFees: 1 },
      taxes,
      fees,
    },
    nullable: 'criteria.zip',
    numeric: ['criteria.tradeIn', '15000', 15000],
    bad: 'criteria.price',
    required: 'paymentsData.loanMonthlyPayment',
  },
  {
    name: 'apr',
    schema: AprSchema,
    body: { vehicle, zip: '37129', vehicleMileage: 36000, apr: { 36: 7.6, 60: 7.5 } },
    nullable: 'zip',
    numeric: ['vehicleMileage', '36000', 36000],
    bad: 'apr.60',
    required: 'apr',
  },
  {
    name: 'taxes',
    schema: TaxesSchema,
    body: { vehicle, criteria: { price: 25000, tradeIn: 0 }, totalTaxesAndFees: 3, taxes, fees },
    nullable: 'taxes.citySalesTax',
    numeric: ['criteria.price', '85000', 85000],
    bad: 'fees.dmvFees.plate',
    required: 'fees.titleFee',
  },
  {
    name: 'tco',
    schema: TcoSchema,
    body: {
      vehicle: { ...vehicle, manufacturer: 'Honda' },
      zip: '78701',
      tco: {
        total: { ...costLine, federalTaxCredit: 0 },
        years: Object.fromEntries([1, 2, 3, 4, 5].map((year) => [year, costLine])),
      },
    },
    nullable: 'vehicle.manufacturer',
    numeric: ['tco.total.fuel', '25000', 25000],
    bad: 'zip',
    required: 'tco.years.5',
  },
];

function clone<T>(value: T): T {
  return structuredClone(value);
}

function at(value: unknown, path: string): unknown {
  return path.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], value);
}

function setAt(body: Record<string, unknown>, path: string, value: unknown): Record<string, unknown> {
  const copy = clone(body);
  const keys = path.split('.');
  const last = keys.pop()!;
  const parent = keys.reduce<Record<string, unknown>>((node, key) => node[key] as Record<string, unknown>, copy);
  if (value === undefined) delete parent[last];
  else parent[last] = value;
  return copy;
}

describe.each(CASES)('$name', ({ schema, body, nullable, numeric, bad, required }) => {
  it('parses the plain body with nothing degraded', () => {
    expect(parseTolerant(schema, body)).toMatchObject({ success: true, degraded: [] });
  });

  it('reads null in an optional field as undefined', () => {
    const parsed = parseTolerant(schema, setAt(body, nullable, null));
    expect(parsed.success && at(parsed.data, nullable)).toBeUndefined();
    expect(parsed).toMatchObject({ success: true, degraded: [] });
  });

  it('reads a number sent as text', () => {
    const [path, text, value] = numeric;
    const parsed = parseTolerant(schema, setAt(body, path, text));
    expect(parsed.success && at(parsed.data, path)).toBe(value);
  });

  it('ignores auto.dev extra top-level keys', () => {
    expect(parseTolerant(schema, { ...body, ...AUTODEV_EXTRAS }).success).toBe(true);
  });

  it('degrades one wrongly typed field alone and reports its path', () => {
    // A nested object or a list where a scalar belongs; for a number, also non-numeric text.
    const wrongValues: unknown[] = [{ nested: true }, [1], ...(typeof at(body, bad) === 'number' ? ['abc'] : [])];
    for (const wrong of wrongValues) {
      const parsed = parseTolerant(schema, setAt(body, bad, wrong));
      if (!parsed.success) throw new Error(`${bad}: ${parsed.error.path} ${parsed.error.message}`);
      expect(at(parsed.data, bad)).toBeUndefined();
      expect(parsed.degraded).toEqual([bad]);
      // Everything else is still there.
      expect(at(parsed.data, numeric[0])).toBe(at(body, numeric[0]));
    }
  });

  // Answers with no required field (the decode, the plate) have no such case.
  if (required !== '') {
    it('fails on a missing required field, naming it', () => {
      expect(parseTolerant(schema, setAt(body, required, undefined))).toEqual({
        success: false,
        error: { path: required, message: expect.any(String) },
      });
    });
  }
});

describe('photos', () => {
  it('keeps its URL list strict and ignores extra keys', () => {
    expect(parseTolerant(PhotosResponseSchema, { data: { retail: [], wholesale: [] }, ...AUTODEV_EXTRAS })).toEqual({
      success: true,
      data: { data: { retail: [], wholesale: [] }, ...AUTODEV_EXTRAS },
      degraded: [],
    });
    expect(parseTolerant(PhotosResponseSchema, {})).toMatchObject({ success: false, error: { path: 'data' } });
  });
});

describe('shapes only one service sends', () => {
  it('VIN decode: a year range keeps year as the first year and adds yearTo', () => {
    const parsed = VinDecodeSchema.parse({ vehicle: { vin: VIN, year: [2020, 2019] } });
    expect(parsed.vehicle).toEqual({ vin: VIN, year: 2019, yearTo: 2020 });
    expect(VinDecodeSchema.parse({ vehicle: { year: [2021] } }).vehicle).toEqual({ year: 2021 });
    expect(parseTolerant(VinDecodeSchema, { vehicle: { year: ['soon'] } })).toMatchObject({
      success: true,
      degraded: ['vehicle.year'],
    });
  });

  it('open recalls: counts and campaigns may be absent', () => {
    expect(OpenRecallsSchema.parse({ data: [] })).toMatchObject({ openRecalls: 0, manufacturerCampaigns: [] });
    expect(OpenRecallsSchema.parse({ data: [recall] }).openRecalls).toBe(1);
  });

  it('open recalls: one unreadable manufacturer campaign is dropped alone', () => {
    const parsed = parseTolerant(OpenRecallsSchema, {
      data: [],
      manufacturerCampaigns: [{ summary: 'no number' }, { mfrCampaignNumber: 'M1', summary: 's' }],
    });
    expect(parsed).toMatchObject({
      success: true,
      data: { manufacturerCampaigns: [{ mfrCampaignNumber: 'M1' }] },
      degraded: ['manufacturerCampaigns.0'],
    });
  });

  it('recalls: nhtsaCampaignNumber is read as regulatorCampaignNumber, both kept', () => {
    const { regulatorCampaignNumber: _dropped, ...wire } = recall;
    const parsed = RecallsResponseSchema.parse({ data: [{ ...wire, nhtsaCampaignNumber: '21V201000' }] });
    expect(parsed.data[0]).toMatchObject({ regulatorCampaignNumber: '21V201000', nhtsaCampaignNumber: '21V201000' });
  });

  it('fees: dmvFees as a [{ name, amount }] list is read as a map', () => {
    const parsed = TaxesSchema.parse({
      vehicle,
      totalTaxesAndFees: 3,
      taxes,
      fees: { ...fees, dmvFees: [{ name: 'Plate', amount: 28 }] },
    });
    expect(parsed.fees.dmvFees).toEqual({ Plate: 28 });
  });

  it('taxes: keeps the state’s own name of its vehicle tax, and loses only that field when it is no text', () => {
    // The sandbox's /taxes names Georgia's title ad valorem tax (O.C.G.A. § 48-5C-1).
    const named = { ...taxes, stateTaxName: 'Title ad valorem tax (TAVT)' };
    const parsed = parseTolerant(TaxesSchema, { vehicle, totalTaxesAndFees: 3, taxes: named, fees });
    expect(parsed).toMatchObject({ success: true, degraded: [] });
    expect(parsed.success && parsed.data.taxes.stateTaxName).toBe('Title ad valorem tax (TAVT)');
    const wrong = parseTolerant(TaxesSchema, {
      vehicle,
      totalTaxesAndFees: 3,
      taxes: { ...taxes, stateTaxName: 7 },
      fees,
    });
    expect(wrong).toMatchObject({ success: true, degraded: ['taxes.stateTaxName'] });
  });

  it('listing: absent price is unpriced; a non-numeric price fails the row, not the page', () => {
    const row = { vin: VIN, vehicle, retailListing: { dealer: 'D' } };
    expect(ListingResponseSchema.parse({ data: row }).data.retailListing.price).toBeNull();
    const page = parseListingsPage({
      data: [row, { ...row, retailListing: { price: '24k' } }, { ...row, retailListing: { price: 1, miles: 'x' } }],
    });
    expect(page).toMatchObject({
      success: true,
      data: { skippedRows: 1 },
      degraded: ['data.2.retailListing.miles'],
    });
  });

  it('a plain safeParse never leaks degradation markers', () => {
    const parsed = BuildResponseSchema.parse({ build: { ...vehicle, trim: { a: 1 }, options: { A: 1, B: 'ok' } } });
    expect(parsed.build).not.toHaveProperty('trim');
    expect(parsed.build.options).toEqual({ B: 'ok' });
    expect(JSON.parse(JSON.stringify(parsed))).toEqual(parsed);
  });
});
