import { describe, expect, it } from 'vitest';
import { ListingResponseSchema } from './listing-schema';
import { parseListingsPage, parseSelectedListingsPage } from './listings-page-schema';
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
import { ServiceErrorSchema, WrappedServiceErrorSchema } from './service-error-schema';

const VIN = '1HGCM82633A004352';
const vehicle = { vin: VIN, year: 2021, make: 'Honda', model: 'Accord' };
const listing = {
  '@id': `https://x/listings/${VIN}`,
  vin: VIN,
  createdAt: '2025-01-01',
  location: [-97.7, 30.2],
  vehicle: { ...vehicle, trim: 'EX', doors: 4, seats: 5, confidence: 0.9, extraField: 'kept' },
  wholesaleListing: null,
  retailListing: { price: null, used: true, cpo: false, dealer: 'D', state: 'TX', photoCount: 3 },
  history: { owners: 1 },
  somethingNew: { a: 1 },
};
const recall = {
  manufacturer: 'Honda',
  regulatorCampaignNumber: '23V1',
  parkIt: true,
  parkOutSide: false,
  overTheAirUpdate: false,
  reportReceivedDate: '31/12/2023',
  component: 'A:B',
  summary: 's',
  consequence: 'c',
  remedy: 'r',
  notes: '',
  modelYear: '2021',
  make: 'HONDA',
  model: 'ACCORD',
};
const taxes = { combinedSalesTax: 1, stateSalesTax: 1, gasGuzzlerTax: 0 };
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

describe('listing', () => {
  it('accepts a null price and passes unknown fields through', () => {
    const parsed = ListingResponseSchema.parse({ data: listing });
    expect(parsed.data.retailListing.price).toBeNull();
    expect((parsed.data as Record<string, unknown>).somethingNew).toEqual({ a: 1 });
    expect((parsed.data.vehicle as Record<string, unknown>).extraField).toBe('kept');
  });

  it('rejects what a results row cannot show', () => {
    expect(
      ListingResponseSchema.safeParse({ data: { ...listing, vehicle: { ...vehicle, year: '2021' } } }).success,
    ).toBe(false);
    expect(ListingResponseSchema.safeParse({ data: { ...listing, retailListing: { price: '24k' } } }).success).toBe(
      false,
    );
    expect(ListingResponseSchema.safeParse({ data: [listing] }).success).toBe(false);
  });
});

describe('listings page', () => {
  it('keeps links.next as issued, total and facets', () => {
    const parsed = parseListingsPage({
      data: [listing],
      links: { next: 'https://x/listings?cursor=a' },
      total: 9,
      facets: { make: [] },
    });
    expect(parsed).toMatchObject({
      success: true,
      data: { next: 'https://x/listings?cursor=a', total: 9, skippedRows: 0 },
    });
  });

  it('rejects a page whose rows are all unreadable, or that is not a page', () => {
    expect(parseListingsPage({ data: [{ nope: true }] }).success).toBe(false);
    expect(parseListingsPage({ data: listing }).success).toBe(false);
    expect(parseListingsPage({ data: [] })).toMatchObject({ success: true, data: { data: [], next: null } });
  });

  it('reads select rows as flat dot-keyed values', () => {
    const parsed = parseSelectedListingsPage({
      data: [{ 'vehicle.vin': VIN, 'retailListing.price': 1, location: [1, 2] }],
    });
    expect(parsed.success && parsed.data.data[0]!['vehicle.vin']).toBe(VIN);
  });
});

describe('vehicle resources', () => {
  it('photos: a list of URLs', () => {
    expect(PhotosResponseSchema.safeParse({ data: { retail: [] } }).success).toBe(true);
    expect(PhotosResponseSchema.safeParse({ data: { retail: [1] } }).success).toBe(false);
  });

  it('VIN decode: every field optional', () => {
    expect(VinDecodeSchema.safeParse({}).success).toBe(true);
    expect(VinDecodeSchema.safeParse({ vinValid: 'yes' }).success).toBe(false);
  });

  it('build, specs', () => {
    expect(
      BuildResponseSchema.safeParse({
        build: { ...vehicle, interiorColor: { Black: '#000000' }, options: { A1: 'Roof' }, optionsMsrp: 900 },
      }).success,
    ).toBe(true);
    const specs = {
      vehicle: { ...vehicle, manufacturer: 'Honda' },
      specs: {
        name: 'EX',
        price: { baseMsrp: 1, baseInvoice: 1 },
        totalSeating: 5,
        color: { exterior: [{ name: 'Red', rgb: '255,0,0' }], interior: [] },
        features: { engine: { horsepower: '192', directInjection: true }, newGroup: { x: 'y' } },
        orderedFeatures: [{ category: 'Engine', categoryGroup: 'Mechanical', features: { torque: '192' } }],
        typeCategories: { engine: { id: 1, name: 'Engine' } },
        styleAttributes: { electric: false, pluginElectric: false, truck: false },
      },
    };
    expect(SpecsResponseSchema.safeParse(specs).success).toBe(true);
  });

  it('recalls: the safety flags are required', () => {
    expect(RecallsResponseSchema.safeParse({ data: [recall] }).success).toBe(true);
    const { parkIt: _parkIt, ...withoutParkIt } = recall;
    expect(RecallsResponseSchema.safeParse({ data: [withoutParkIt] }).success).toBe(false);
  });

  it('open recalls: statuses, campaigns and the optional full catalog', () => {
    const parsed = OpenRecallsSchema.parse({
      status: '1 open recall',
      openRecalls: 1,
      totalRecalls: 2,
      retrievedAt: '2025-01-01T00:00:00Z',
      data: [
        {
          ...recall,
          recallStatus: 'Remedy Available',
          expectedRemediationDate: null,
          remedyAvailable: true,
          mfrCampaignNumber: 'M',
        },
      ],
      manufacturerCampaigns: [
        {
          mfrCampaignNumber: 'M2',
          summary: 's',
          remedy: 'r',
          remedyAvailable: false,
          reportReceivedDate: '01/01/2024',
        },
      ],
      manufacturerCampaignCount: 1,
      recalls: [recall, recall],
    });
    expect(parsed.data[0]!.recallStatus).toBe('Remedy Available');
    expect(parsed.recalls).toHaveLength(2);
  });

  it('plate: every field optional', () => {
    expect(PlateSchema.safeParse({ vin: VIN, year: 2020, isDefault: true }).success).toBe(true);
  });
});

describe('finance resources', () => {
  it('payments: year may be a string', () => {
    const body = {
      vehicle: { ...vehicle, year: '2021' },
      criteria: { price: '24500', zip: '78701', docFee: 100, tradeIn: '0' },
      paymentsData: {
        loanAmount: 1,
        loanMonthlyPayment: 1,
        loanMonthlyPaymentWithTaxes: 1,
        totalTaxesAndFees: 1,
        taxes,
        fees,
        calculationCriteria: { zipCode: '78701', styleId: 4 },
      },
      apr: { 36: 5, 48: 5.5, 60: 6, 72: 6.5, 84: 7 },
      totalTaxesAndFees: 1,
      taxes,
      fees,
    };
    expect(PaymentsSchema.parse(body).vehicle.year).toBe('2021');
  });

  it('apr: the rate map is required', () => {
    expect(AprSchema.safeParse({ apr: { 60: 6.1 } }).success).toBe(true);
    expect(AprSchema.safeParse({ zip: '78701' }).success).toBe(false);
  });

  it('taxes and tco', () => {
    expect(
      TaxesSchema.safeParse({
        vehicle: { ...vehicle, year: '2021' },
        totalTaxesAndFees: 3,
        taxes: { ...taxes, citySalesTax: 1 },
        fees,
      }).success,
    ).toBe(true);
    const years = Object.fromEntries([1, 2, 3, 4, 5].map((y) => [y, costLine]));
    expect(
      TcoSchema.safeParse({ vehicle, zip: '78701', tco: { total: { ...costLine, federalTaxCredit: 0 }, years } })
        .success,
    ).toBe(true);
    const { 5: _five, ...fourYears } = years;
    expect(
      TcoSchema.safeParse({ vehicle, tco: { total: { ...costLine, federalTaxCredit: 0 }, years: fourYears } }).success,
    ).toBe(false);
  });
});

describe('error object', () => {
  it('reads bare and wrapped forms', () => {
    const error = { status: 404, error: 'x', code: 'VIN_NOT_FOUND', path: '/rates/x', requestId: 'r' };
    expect(ServiceErrorSchema.parse(error).code).toBe('VIN_NOT_FOUND');
    expect(WrappedServiceErrorSchema.parse({ error }).error.path).toBe('/rates/x');
  });
});
