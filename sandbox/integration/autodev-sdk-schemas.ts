// The `data` that auto.dev's own client (@auto.dev/sdk 0.1.24) hands its caller, one schema per
// client method, written from the vendor's documented answers (the docs bundled in the client,
// docs/real-service.md, test-fixtures/autodev/) and not from the sandbox. The client types
// every answer `unknown` and strips api, links, user, examples, discover, actions from the
// body, unwrapping what is left when one key remains (its stripMetadata; real-service.md #9).
// Objects stay loose: the service adds fields (real-service.md checklist 5).
import { z } from 'zod';

const money = z.number().nonnegative();
const numberOrNumeric = z.union([z.number(), z.string().regex(/^\d+(\.\d+)?$/)]);
const vin = z.string().regex(/^[A-HJ-NPR-Z0-9]{17}$/);
const zip = z.string().regex(/^\d{5}(-\d{4})?$/);
const aprMap = z.object({ 36: z.number(), 48: z.number(), 60: z.number(), 72: z.number(), 84: z.number() });
const vehicleSummary = z.looseObject({ vin, year: numberOrNumeric, make: z.string(), model: z.string() });
const fees = z.looseObject({
  titleFee: money,
  registrationFee: money,
  dmvFee: money,
  combinedFees: money,
  docFee: money,
  dmvFees: z.record(z.string(), money),
});
const recall = z.looseObject({
  manufacturer: z.string(),
  nhtsaCampaignNumber: z.string(),
  component: z.string(),
  summary: z.string(),
  remedyAvailable: z.boolean(),
  parkIt: z.boolean(),
});

/** The request id the client reads from the x-request-id header: 16 hex digits (#22). */
export const requestId = z.string().regex(/^[0-9a-f]{16}(-IAD)?$/);

export const decodeData = z.looseObject({
  vin,
  vinValid: z.boolean(),
  squishVin: z.string(),
  checksum: z.boolean(),
  ambiguous: z.boolean(),
  // #19: year may be an array, and make and model absent, when the decode is ambiguous.
  vehicle: z.looseObject({ vin, year: z.union([z.number().int(), z.array(z.number().int()).min(1)]) }),
});

// Only `data` is left once the envelope is stripped, so the client unwraps it (#21).
export const photosData = z.looseObject({ retail: z.array(z.url()) });

const listingRow = z.looseObject({
  vin,
  createdAt: z.string().regex(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/),
  location: z.tuple([z.number().min(-180).max(180), z.number().min(-90).max(90)]),
  vehicle: z.looseObject({ vin, year: z.number().int(), make: z.string(), model: z.string() }),
  retailListing: z.looseObject({ price: money.nullable(), carfaxUrl: z.string().optional() }).nullable(),
});
// `links` is stripped, leaving `data` alone: the rows.
export const listingsData = z.array(listingRow);

export const specsData = z.looseObject({
  vehicle: vehicleSummary,
  specs: z.looseObject({ name: z.string(), features: z.record(z.string(), z.unknown()) }),
});

export const buildData = z.looseObject({
  vin,
  year: z.number().int(),
  make: z.string(),
  model: z.string(),
  options: z.record(z.string(), z.string()),
  headUpDisplay: z.boolean(),
  rainSensingWipers: z.boolean(),
});

export const recallsData = z.looseObject({
  data: z.array(recall),
  internationalRecalls: z.array(z.looseObject({ region: z.string(), recall_number: z.string() })),
  internationalRecallCount: z.number().int().nonnegative(),
});

export const openRecallsData = z.union([
  // Nothing open is exactly {"data":[]}, unwrapped to the empty list (#12).
  z.array(z.never()).length(0),
  z.looseObject({
    status: z.string(),
    openRecalls: z.number().int().positive(),
    data: z.array(recall).min(1),
    retrievedAt: z.string().nullable(),
  }),
]);

export const plateData = z.looseObject({ vin, year: z.number().int(), make: z.string(), model: z.string() });

export const paymentsData = z.looseObject({
  vehicle: vehicleSummary,
  criteria: z.looseObject({ price: numberOrNumeric, zip, docFee: money, tradeIn: numberOrNumeric }),
  paymentsData: z.looseObject({
    loanAmount: money,
    loanMonthlyPayment: money,
    loanMonthlyPaymentWithTaxes: money,
    totalTaxesAndFees: money,
    taxes: z.looseObject({ combinedSalesTax: money, stateSalesTax: money, gasGuzzlerTax: money }),
    fees,
    calculationCriteria: z.looseObject({
      numberOfMonths: z.number().int().positive(),
      financeRate: z.number().nonnegative(),
      downPayment: money,
      tradeIn: money,
      salesPrice: money,
      docFee: money,
      zipCode: z.string(),
    }),
  }),
  apr: aprMap,
  totalTaxesAndFees: money,
  fees,
});

export const aprData = z.looseObject({
  vehicle: z.looseObject({ vin, year: z.number().int(), make: z.string(), model: z.string() }),
  zip,
  creditScore: z.string(),
  vehicleAge: z.number().nonnegative(),
  vehicleMileage: numberOrNumeric,
  apr: aprMap,
});

const tcoYear = z.looseObject({
  insurance: money,
  maintenance: money,
  repairs: money,
  taxesAndFees: money,
  financeInterest: money,
  depreciation: money,
  fuel: money,
  tcoPrice: money,
  averageCostPerMile: money,
});
export const tcoData = z.looseObject({
  vehicle: vehicleSummary,
  zip,
  tco: z.looseObject({
    total: tcoYear.extend({ federalTaxCredit: money }),
    years: z.object({ 1: tcoYear, 2: tcoYear, 3: tcoYear, 4: tcoYear, 5: tcoYear }),
  }),
});

export const taxesData = z.looseObject({
  vehicle: vehicleSummary,
  criteria: z.looseObject({ price: numberOrNumeric, zip, docFee: money, tradeIn: numberOrNumeric }),
  totalTaxesAndFees: money,
  taxes: z.looseObject({ combinedSalesTax: money, stateSalesTax: money, gasGuzzlerTax: money }),
  fees,
});

// GET /usage: the client types it `unknown` and the vendor documents no shape (#27): an object.
export const usageData = z.record(z.string(), z.unknown());
