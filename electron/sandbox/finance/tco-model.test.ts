import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MODEL_CATALOG } from '../catalog/model-catalog';
import { POWERTRAINS } from '../catalog/powertrains';
import { configurationMsrp } from '../data/dataset-builder';
import type { VehicleProfile } from '../vehicle/vehicle-profile';
import { aprMap, creditTierOf } from './apr-table';
import { salesTaxRates, STATE_SALES_TAX } from './tax-rates';
import { computeTco, federalTaxCredit } from './tco-model';

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
    expect(creditTierOf('850')).toBe('superPrime');
    expect(creditTierOf('781')).toBe('superPrime');
    expect(creditTierOf('780')).toBe('prime');
    expect(creditTierOf('601')).toBe('nearPrime');
    expect(creditTierOf('500')).toBe('deepSubprime');
    expect(creditTierOf('Prime')).toBe('prime');
    expect(() => creditTierOf('900')).toThrow();
    expect(aprMap('prime', false)['60']).toBe(6.88);
    expect(aprMap('nearPrime', true)['60']).toBe(13.53);
  });
});
