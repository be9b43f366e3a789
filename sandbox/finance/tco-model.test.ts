import fc from 'fast-check';
import { beforeEach, describe, expect, it } from 'vitest';
import { MODEL_CATALOG } from '../catalog/model-catalog';
import { POWERTRAINS, type FuelType, type Powertrain } from '../catalog/powertrains';
import { configurationMsrp } from '../data/dataset-builder';
import type { VehicleProfile } from '../vehicle/vehicle-profile';
import type { BodyStyle, ModelSpec } from '../catalog/model-catalog';
import { accepted } from '../result/result';
import { aprMap, creditTierOf } from './apr-table';
import { defaultDocFee, governmentFees, registrationRenewal } from './fees';
import { salesTaxRates } from './tax-rates';
import { STATE_SALES_TAX } from '../../shared/finance/state-sales-tax';
import { computeTco, federalTaxCredit, type Tco } from './tco-model';

function profile(specIndex: number, year: number, used: boolean): VehicleProfile {
  const spec = MODEL_CATALOG[specIndex]!;
  const pt = POWERTRAINS[spec.powertrains[0]!];
  return {
    vin: `TEST${specIndex}${year}`,
    row: -1,
    year,
    make: spec.make,
    model: spec.model,
    trim: spec.trims[0]!,
    series: spec.model,
    bodyStyle: spec.body,
    drivetrain: spec.drives[0]!,
    powertrain: pt,
    fuel: pt.fuel,
    doors: spec.doors,
    seats: spec.seats,
    exteriorColor: 'White',
    interiorColor: 'Black',
    msrp: configurationMsrp(spec, year, 0, spec.powertrains[0]!),
    price: null,
    miles: used ? 30_000 : 10,
    used,
    spec,
    manufacturer: spec.make,
    country: 'United States',
    dealer: null,
    confidence: 1,
  };
}

describe('computeTco', () => {
  it('totals are exact sums of the rounded years, for any catalog vehicle', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: MODEL_CATALOG.length - 1 }),
        fc.integer({ min: 2015, max: 2026 }),
        fc.boolean(),
        fc.constantFrom('CA', 'TX', 'NY', 'FL', 'OR'),
        (i, year, used, state) => {
          const spec = MODEL_CATALOG[i]!;
          const y = Math.min(spec.to, Math.max(spec.from, year));
          const tco = computeTco(profile(i, y, used), state as 'CA', '90210', 0);
          const years = Object.values(tco.years);
          expect(years).toHaveLength(5);
          for (const key of [
            'insurance',
            'maintenance',
            'repairs',
            'taxesAndFees',
            'financeInterest',
            'depreciation',
            'fuel',
            'tcoPrice',
          ] as const) {
            expect(tco.total[key]).toBe(years.reduce((a, x) => a + x[key], 0));
            for (const x of years) expect(Number.isInteger(x[key])).toBe(true);
          }
          expect(tco.total.depreciation).toBeGreaterThan(0);
        },
      ),
      { numRuns: 200 },
    );
  });
});

describe('federal clean vehicle credit', () => {
  const electricIndex = MODEL_CATALOG.findIndex(
    (spec) => POWERTRAINS[spec.powertrains[0]!].fuel === 'Electric' && spec.body === 'Sedan',
  );

  it('applies the pre-October-2025 rules to a purchase dated before the credits ended', () => {
    const ev = profile(electricIndex, 2025, false);
    expect(electricIndex).toBeGreaterThanOrEqual(0);
    const expected = ev.msrp <= 55_000 ? 7_500 : 0;
    expect(federalTaxCredit(ev, ev.msrp, new Date('2025-09-30T12:00:00Z'))).toBe(expected);
    const gasoline = profile(
      MODEL_CATALOG.findIndex((spec) => POWERTRAINS[spec.powertrains[0]!].fuel === 'Gasoline'),
      2025,
      false,
    );
    expect(federalTaxCredit(gasoline, 30_000, new Date('2025-01-01'))).toBe(0);
  });

  it('gives nothing for a purchase after 30 September 2025', () => {
    const ev = profile(electricIndex, 2025, false);
    expect(federalTaxCredit(ev, ev.msrp, new Date('2025-10-01T00:00:00Z'))).toBe(0);
    expect(computeTco(ev, 'CA', '90210', 0, new Date('2026-11-22')).total.federalTaxCredit).toBe(0);
  });
});

describe('tax and APR tables', () => {
  it('uses the Tax Foundation 2025 state rates', () => {
    expect(STATE_SALES_TAX.CA).toBe(7.25);
    expect(STATE_SALES_TAX.CO).toBe(2.9);
    expect(STATE_SALES_TAX.LA).toBe(5);
    expect(salesTaxRates('OR', '97201').combined).toBe(0);
    expect(salesTaxRates('DE', '19901').combined).toBe(0);
    expect(salesTaxRates('CA', '90210').state).toBe(7.25);
  });

  it('maps credit scores to Experian tiers', () => {
    expect(creditTierOf('850')).toEqual(accepted('superPrime'));
    expect(creditTierOf('781')).toEqual(accepted('superPrime'));
    expect(creditTierOf('780')).toEqual(accepted('prime'));
    expect(creditTierOf('601')).toEqual(accepted('nearPrime'));
    expect(creditTierOf('500')).toEqual(accepted('deepSubprime'));
    expect(creditTierOf('Prime')).toEqual(accepted('prime'));
    expect(creditTierOf('900').ok).toBe(false);
    expect(aprMap('prime', false)['60']).toBe(6.88);
    expect(aprMap('nearPrime', true)['60']).toBe(13.53);
  });
});

// Hand-calculated cases. Vehicles outside the catalog (spec null) depreciate on the fallback
// curve 0.55^(age/5), times 0.92 once the car is past new; Delaware is used because it has
// no sales tax, no gas-price offset (the AAA national $3.151/gal) and the default $1,600
// insurance anchor, so every line but the state's fees can be worked out by hand.

function engine(fuel: FuelType, mpgCity: number, mpgHwy: number): Powertrain {
  return {
    engine: '2.0L I4',
    liters: fuel === 'Electric' ? 0 : 2,
    cylinders: fuel === 'Electric' ? 0 : 4,
    hp: 200,
    torque: 200,
    fuel,
    mpgCity,
    mpgHwy,
    transmission: 'Automatic',
    tank: 14,
    turbo: false,
  };
}

interface CarInput {
  year: number;
  price: number;
  used: boolean;
  fuel?: FuelType;
  mpg?: number;
  body?: BodyStyle;
  spec?: ModelSpec | null;
  msrp?: number;
}

function car({
  year,
  price,
  used,
  fuel = 'Gasoline',
  mpg = 25,
  body = 'Sedan',
  spec = null,
  msrp,
}: CarInput): VehicleProfile {
  return {
    vin: 'HANDCALC000000001',
    row: -1,
    year,
    make: 'Test',
    model: 'Car',
    trim: 'Base',
    series: 'Car',
    bodyStyle: body,
    drivetrain: 'FWD',
    // City = highway, so the EPA combined figure is that number exactly.
    powertrain: engine(fuel, mpg, mpg),
    fuel,
    doors: 4,
    seats: 5,
    exteriorColor: 'White',
    interiorColor: 'Black',
    msrp: msrp ?? price,
    price,
    miles: used ? 40_000 : 10,
    used,
    spec,
    manufacturer: 'Test',
    country: 'United States',
    dealer: null,
    confidence: 1,
  };
}

function column(tco: Tco, key: keyof Tco['years']['1']): number[] {
  return (['1', '2', '3', '4', '5'] as const).map((y) => tco.years[y][key]);
}

const withSegment = (segment: ModelSpec['segment'], depreciation5: number): ModelSpec => ({
  ...MODEL_CATALOG[0]!,
  segment,
  depreciation5,
});

describe('computeTco, worked by hand: a new $30,000 gasoline sedan, 25 mpg, in Delaware', () => {
  const p = car({ year: 2026, price: 30_000, used: false });
  // Computed inside each test (not when the file loads), so each test judges the code as it runs now.
  let tco: Tco;
  beforeEach(() => {
    tco = computeTco(p, 'DE', '19901', 0);
  });

  it('insurance: $1,600 × (0.75 + 30,000/90,000) = $1,733.33, rising 3% a year', () => {
    // 1733.33, 1785.33, 1838.89, 1894.06, 1950.88
    expect(column(tco, 'insurance')).toEqual([1_733, 1_785, 1_839, 1_894, 1_951]);
    expect(tco.total.insurance).toBe(9_202);
  });

  it('maintenance and repairs follow the schedule for ages 1–5', () => {
    expect(column(tco, 'maintenance')).toEqual([450, 700, 900, 1_200, 1_150]);
    expect(column(tco, 'repairs')).toEqual([0, 60, 180, 420, 640]);
    expect(tco.total.maintenance).toBe(4_400);
    expect(tco.total.repairs).toBe(1_300);
  });

  it('fuel: 15,000 mi / 25 mpg = 600 gal × $3.151 = $1,890.60, rising 2% a year', () => {
    // 1890.60, 1928.41, 1966.98, 2006.32, 2046.45
    expect(column(tco, 'fuel')).toEqual([1_891, 1_928, 1_967, 2_006, 2_046]);
    expect(tco.total.fuel).toBe(9_838);
  });

  it('interest: 90% of $30,000 over 60 months at the prime new-car APR of 6.88%', () => {
    // Payment 27,000 · r / (1 − (1 + r)^−60), r = 6.88/1200: $533.11; interest per 12 payments
    // of the declining balance 1712, 1379, 1023, 641, 232 (≈ 60 × 533.11 − 27,000 = 4,986.60).
    expect(column(tco, 'financeInterest')).toEqual([1_712, 1_379, 1_023, 641, 232]);
    expect(tco.total.financeInterest).toBe(4_987);
  });

  it('depreciation: to 30,000 × 0.92 × 0.55^(i/5) at the end of year i, $15,180 after five years', () => {
    // Values 24,489.60, 21,729.72, 19,280.87, 17,108.00, 15,180.00.
    expect(column(tco, 'depreciation')).toEqual([5_510, 2_760, 2_449, 2_173, 1_928]);
    expect(tco.total.depreciation).toBe(14_820);
  });

  it('taxes and fees: the sale in year 1 (no sales tax in Delaware), registration renewals after', () => {
    const doc = defaultDocFee('DE');
    // Year 1: DMV fees of the sale + the dealer's doc fee; no sales tax and no guzzler tax at 25 mpg.
    expect(tco.years['1'].taxesAndFees).toBe(Math.round(governmentFees('DE', 30_000, doc).dmvFee + doc));
    // Later years: renewal on the value at the end of that year.
    expect(column(tco, 'taxesAndFees').slice(1)).toEqual(
      [21_729.72, 19_280.87, 17_108.0, 15_180.0].map((v) => Math.round(registrationRenewal('DE', v))),
    );
  });

  it('each year costs the sum of its lines, per mile over 15,000 miles', () => {
    for (const y of ['1', '2', '3', '4', '5'] as const) {
      const x = tco.years[y];
      const sum =
        x.insurance + x.maintenance + x.repairs + x.taxesAndFees + x.financeInterest + x.depreciation + x.fuel;
      expect(x.tcoPrice).toBe(sum);
      expect(x.averageCostPerMile).toBe(Math.round((sum / 15_000) * 100) / 100);
    }
    // Year 2: 1785 + 700 + 60 + renewal + 1379 + 2760 + 1928 = 8612 + renewal.
    expect(tco.years['2'].tcoPrice).toBe(8_612 + tco.years['2'].taxesAndFees);
  });

  it('the five-year cost per mile is over 75,000 miles, not a sum of the yearly figures', () => {
    const expected = Math.round((tco.total.tcoPrice / 75_000) * 100) / 100;
    expect(tco.total.averageCostPerMile).toBe(expected);
    expect(tco.total.averageCostPerMile).toBeLessThan(tco.years['1'].averageCostPerMile);
    expect(tco.total.federalTaxCredit).toBe(0);
  });

  it('a delivery cost is paid once, in year 1', () => {
    const delivered = computeTco(p, 'DE', '19901', 750);
    expect(delivered.years['1'].taxesAndFees - tco.years['1'].taxesAndFees).toBe(750);
    expect(column(delivered, 'taxesAndFees').slice(1)).toEqual(column(tco, 'taxesAndFees').slice(1));
  });
});

describe('computeTco, worked by hand: other vehicles', () => {
  it('a used 2021 car at $20,000: ages 5.3–10.3, the used APR of 9.33%, 45% of its value lost', () => {
    const tco = computeTco(car({ year: 2021, price: 20_000, used: true }), 'DE', '19901', 0);
    // Schedule rows for ages 6–10 (index 5–9).
    expect(column(tco, 'maintenance')).toEqual([1_500, 1_350, 1_700, 1_600, 1_900]);
    expect(column(tco, 'repairs')).toEqual([760, 880, 980, 1_060, 1_140]);
    // 18,000 at 9.33% for 60 months: payment $376.54.
    expect(column(tco, 'financeInterest')).toEqual([1_555, 1_266, 949, 602, 220]);
    // 20,000 × 0.55^(i/5) (the 0.92 first-year step is already behind it): 17,746.08 … 11,000.
    expect(column(tco, 'depreciation')).toEqual([2_254, 2_000, 1_775, 1_575, 1_397]);
    // (0.75 + 20,000/90,000) × 1,600 = 1,555.56
    expect(tco.years['1'].insurance).toBe(1_556);
  });

  it('an 18-year-old car: the schedule stops at its last row and the value at 8% of new', () => {
    const tco = computeTco(car({ year: 2008, price: 8_000, used: true }), 'DE', '19901', 0);
    expect(column(tco, 'maintenance')).toEqual([2_200, 2_200, 2_200, 2_200, 2_200]);
    expect(column(tco, 'repairs')).toEqual([1_420, 1_420, 1_420, 1_420, 1_420]);
    // Retained share 0.92 × 0.55^(18.3/5) = 0.1032 now; the 0.08 floor is reached in year 3:
    // 8,000 × 0.08 / 0.1032 = 6,203.90, after 7,098.43 and 6,298.47.
    expect(column(tco, 'depreciation')).toEqual([902, 800, 95, 0, 0]);
  });

  it('a new electric car: 33.7 kWh per gallon-equivalent at 16.7¢, 60% of the upkeep, 12% more insurance', () => {
    const tco = computeTco(
      car({ year: 2026, price: 45_000, used: false, fuel: 'Electric', mpg: 100 }),
      'DE',
      '19901',
      0,
    );
    // 15,000 × 33.7 / 100 = 5,055 kWh × $0.167 = $844.19, rising 2% a year.
    expect(column(tco, 'fuel')).toEqual([844, 861, 878, 896, 914]);
    expect(column(tco, 'maintenance')).toEqual([270, 420, 540, 720, 690]);
    expect(column(tco, 'repairs')).toEqual([0, 36, 108, 252, 384]);
    // 1,600 × (0.75 + 0.5) × 1.12 = 2,240
    expect(column(tco, 'insurance')).toEqual([2_240, 2_307, 2_376, 2_448, 2_521]);
  });

  it('a diesel pays 60¢ a gallon more: 600 gal × $3.751 = $2,250.60', () => {
    const tco = computeTco(car({ year: 2026, price: 30_000, used: false, fuel: 'Diesel' }), 'DE', '19901', 0);
    expect(column(tco, 'fuel')).toEqual([2_251, 2_296, 2_342, 2_388, 2_436]);
  });

  it('a plug-in hybrid drives 45% of its miles on electricity at 0.3 kWh a mile', () => {
    const tco = computeTco(
      car({ year: 2026, price: 30_000, used: false, fuel: 'Plug-In Hybrid', mpg: 40 }),
      'DE',
      '19901',
      0,
    );
    // 8,250 mi / 40 mpg × $3.151 = 649.89, plus 6,750 mi × 0.3 kWh × $0.167 = 338.18: $988.07
    expect(column(tco, 'fuel')).toEqual([988, 1_008, 1_028, 1_049, 1_070]);
  });

  it('a hybrid burns gasoline only (no electric share)', () => {
    const tco = computeTco(car({ year: 2026, price: 30_000, used: false, fuel: 'Hybrid' }), 'DE', '19901', 0);
    expect(column(tco, 'fuel')).toEqual([1_891, 1_928, 1_967, 2_006, 2_046]);
  });

  it('a pickup costs 10% more to maintain', () => {
    const tco = computeTco(car({ year: 2026, price: 30_000, used: false, body: 'Pickup' }), 'DE', '19901', 0);
    expect(column(tco, 'maintenance')).toEqual([495, 770, 990, 1_320, 1_265]);
    expect(column(tco, 'repairs')).toEqual([0, 66, 198, 462, 704]);
  });

  it('a luxury model: 45% more upkeep, 15% more insurance, and its own depreciation curve', () => {
    const spec = withSegment('luxury', 0.5);
    const tco = computeTco(car({ year: 2026, price: 60_000, used: false, spec }), 'DE', '19901', 0);
    // 450 × 1.45 = 652.5 → 653 (and so on); 1,600 × (0.75 + 60,000/90,000) × 1.15 = 2,606.67.
    expect(column(tco, 'maintenance')).toEqual([653, 1_015, 1_305, 1_740, 1_668]);
    expect(column(tco, 'insurance')).toEqual([2_607, 2_685, 2_765, 2_848, 2_934]);
    // Half the value gone in five years, after the 0.92 first-year step: 60,000 × (1 − 0.5 × 0.92).
    expect(tco.total.depreciation).toBe(32_400);
    expect(column(tco, 'depreciation')).toEqual([11_946, 6_221, 5_415, 4_714, 4_104]);
  });

  it('a sports model pays 25% more insurance; a luxury EV keeps the EV upkeep and the luxury premium', () => {
    const sports = computeTco(
      car({ year: 2026, price: 60_000, used: false, spec: withSegment('sports', 0.5) }),
      'DE',
      '19901',
      0,
    );
    // 1,600 × 1.41667 × 1.25 = 2,833.33
    expect(column(sports, 'insurance')).toEqual([2_833, 2_918, 3_006, 3_096, 3_189]);
    expect(column(sports, 'maintenance')).toEqual([450, 700, 900, 1_200, 1_150]);
    const luxuryEv = computeTco(
      car({ year: 2026, price: 60_000, used: false, fuel: 'Electric', mpg: 100, spec: withSegment('luxury', 0.5) }),
      'DE',
      '19901',
      0,
    );
    expect(column(luxuryEv, 'maintenance')).toEqual([270, 420, 540, 720, 690]);
    expect(luxuryEv.years['1'].insurance).toBe(2_607);
  });

  it('a new passenger car under 15.5 mpg pays the $4,500 IRS gas guzzler tax in year 1; a pickup or used car does not', () => {
    const year1 = (input: Partial<CarInput>) =>
      computeTco(car({ year: 2026, price: 30_000, used: false, mpg: 15, ...input }), 'DE', '19901', 0).years['1']
        .taxesAndFees;
    expect(year1({}) - year1({ body: 'Pickup' })).toBe(4_500);
    expect(year1({}) - year1({ used: true })).toBe(4_500);
  });

  it('sales tax is paid on the price and the doc fee: 6% in Michigan, which has no local sales tax', () => {
    const p = car({ year: 2026, price: 30_000, used: false });
    const doc = defaultDocFee('MI');
    const mi = computeTco(p, 'MI', '48201', 0).years['1'].taxesAndFees;
    expect(mi).toBe(Math.round(0.06 * (30_000 + doc) + governmentFees('MI', 30_000, doc).dmvFee + doc));
  });
});

describe('federalTaxCredit by the pre-October-2025 rules', () => {
  const before = new Date('2025-06-01T00:00:00Z');

  it.each<[string, CarInput, number, number]>([
    // 30D: $7,500 for a new EV; MSRP caps $55,000 for cars, $80,000 for SUVs, vans and pickups.
    ['new EV sedan at the $55,000 cap', { year: 2025, price: 55_000, used: false, fuel: 'Electric' }, 55_000, 7_500],
    ['new EV sedan over the cap', { year: 2025, price: 55_001, used: false, fuel: 'Electric' }, 55_001, 0],
    [
      'new EV SUV at the $80,000 cap',
      { year: 2025, price: 80_000, used: false, fuel: 'Electric', body: 'SUV' },
      80_000,
      7_500,
    ],
    [
      'new EV pickup over the cap',
      { year: 2025, price: 80_001, used: false, fuel: 'Electric', body: 'Pickup' },
      80_001,
      0,
    ],
    [
      'new EV SUV between the caps',
      { year: 2025, price: 60_000, used: false, fuel: 'Electric', body: 'SUV' },
      60_000,
      7_500,
    ],
    ['new plug-in hybrid', { year: 2025, price: 40_000, used: false, fuel: 'Plug-In Hybrid' }, 40_000, 3_750],
    [
      'new plug-in hybrid sedan over the cap',
      { year: 2025, price: 56_000, used: false, fuel: 'Plug-In Hybrid' },
      56_000,
      0,
    ],
    ['new hybrid (no plug)', { year: 2025, price: 30_000, used: false, fuel: 'Hybrid' }, 30_000, 0],
    ['new gasoline car', { year: 2025, price: 30_000, used: false }, 30_000, 0],
    // 25E: 30% of a used price up to $25,000, at most $4,000, for a car at least two model years old.
    ['used EV at $10,000: 30%', { year: 2022, price: 10_000, used: true, fuel: 'Electric' }, 10_000, 3_000],
    [
      'used EV at $20,000: capped at $4,000',
      { year: 2022, price: 20_000, used: true, fuel: 'Electric' },
      20_000,
      4_000,
    ],
    ['used EV at exactly $25,000', { year: 2022, price: 25_000, used: true, fuel: 'Electric' }, 25_000, 4_000],
    ['used EV over $25,000', { year: 2022, price: 25_001, used: true, fuel: 'Electric' }, 25_001, 0],
    ['used EV of exactly two years', { year: 2024, price: 12_000, used: true, fuel: 'Electric' }, 12_000, 3_600],
    ['used EV of one year', { year: 2025, price: 12_000, used: true, fuel: 'Electric' }, 12_000, 0],
    ['used plug-in hybrid at $9,000', { year: 2020, price: 9_000, used: true, fuel: 'Plug-In Hybrid' }, 9_000, 2_700],
    ['used gasoline car', { year: 2020, price: 9_000, used: true }, 9_000, 0],
  ])('%s', (_name, input, price, credit) => {
    expect(federalTaxCredit(car(input), price, before)).toBe(credit);
  });

  it('the last day still counts; the next day gets nothing', () => {
    const ev = car({ year: 2025, price: 40_000, used: false, fuel: 'Electric' });
    expect(federalTaxCredit(ev, 40_000, new Date('2025-09-30T23:59:59Z'))).toBe(7_500);
    expect(federalTaxCredit(ev, 40_000, new Date('2025-10-01T00:00:00Z'))).toBe(0);
  });

  it('computeTco passes the market value and the purchase date on', () => {
    const ev = car({ year: 2025, price: 40_000, used: false, fuel: 'Electric' });
    expect(computeTco(ev, 'DE', '19901', 0, before).total.federalTaxCredit).toBe(7_500);
    const usedEv = car({ year: 2022, price: 10_000, used: true, fuel: 'Electric' });
    expect(computeTco(usedEv, 'DE', '19901', 0, before).total.federalTaxCredit).toBe(3_000);
    // Without a date: priced today, after the credits ended.
    expect(computeTco(ev, 'DE', '19901', 0).total.federalTaxCredit).toBe(0);
  });
});
