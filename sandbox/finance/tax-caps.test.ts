// Combined sales tax never exceeds a state's legal cap: over every ZIP the full dataset's
// dealers use and every U.S. ZIP of the capped states.
import zipcodes from 'zipcodes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isUsStateCode, type UsStateCode } from '../../shared/domain/us-states';
import { loadSandboxData, type LoadedData } from '../data/dataset-cache';
import { TEST_CACHE_DIR } from '../data/test-support/test-dataset';
import { salesTaxRates } from './tax-rates';
import { locateZip } from '../../node/geo/zip-location';

// Highest legal combined state + local general sales tax rate, percent, worked out by hand
// from each state's base rate plus its statutory local maximum (e.g. Texas 6.25 + 2 = 8.25).
const MAX_COMBINED: Readonly<Partial<Record<UsStateCode, number>>> = {
  TX: 8.25,
  NC: 7.5,
  TN: 9.75,
  IA: 7,
  WV: 7,
  VT: 7,
  HI: 4.5,
  WY: 6,
  SD: 6.2,
  VA: 7,
  OH: 8,
  PA: 8,
  NY: 8.875,
  MS: 8,
  SC: 9,
  ID: 9,
  NV: 8.375,
  NJ: 6.625,
  // No local sales taxes at all: the state rate is the cap.
  CT: 6.35,
  IN: 7,
  KY: 6,
  MD: 6,
  MA: 6.25,
  MI: 6,
  RI: 7,
  ME: 5.5,
  DC: 6,
  DE: 0,
  NH: 0,
  OR: 0,
  MT: 0,
};

let data: LoadedData;
beforeAll(async () => {
  data = await loadSandboxData(TEST_CACHE_DIR, 100_000, 7, () => undefined);
}, 600_000);
afterAll(() => data?.db.close());

function check(state: UsStateCode, zip: string): number {
  const rates = salesTaxRates(state, zip);
  const cap = MAX_COMBINED[state];
  if (cap !== undefined) expect(rates.combined, `${state} ${zip}`).toBeLessThanOrEqual(cap);
  // The parts shown add up to the combined rate (to rounding of a thousandth).
  expect(Math.abs(rates.state + rates.county + rates.city + rates.district - rates.combined)).toBeLessThan(0.0015);
  return rates.combined;
}

describe('combined sales tax', () => {
  it('stays within the legal cap at every dealer ZIP of the full dataset', () => {
    const zips = new Set(data.dataset.dealers.map((d) => d.zip));
    expect(zips.size).toBeGreaterThan(1000);
    let capped = 0;
    for (const zip of zips) {
      const place = locateZip(zip);
      expect(place, zip).not.toBeNull();
      check(place!.state, zip);
      if (MAX_COMBINED[place!.state] !== undefined) capped++;
    }
    expect(capped).toBeGreaterThan(200);
  });

  it('stays within the legal cap at every ZIP of the capped states', () => {
    let texasMax = 0;
    for (const code of Object.values(zipcodes.codes)) {
      if (code.country !== 'US' || !isUsStateCode(code.state) || MAX_COMBINED[code.state] === undefined) continue;
      const combined = check(code.state, code.zip);
      if (code.state === 'TX') texasMax = Math.max(texasMax, combined);
    }
    // Texas reaches its cap somewhere (state 6.25% + local 2%), and never more.
    expect(texasMax).toBe(8.25);
  });

  it('keeps a Dallas ZIP at or under 8.25%', () => {
    expect(salesTaxRates('TX', '75201').combined).toBeLessThanOrEqual(8.25);
    expect(salesTaxRates('TX', '75201').state).toBe(6.25);
  });
});
