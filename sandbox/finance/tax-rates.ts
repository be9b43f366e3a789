// Sales tax rates by state and ZIP. State base rates: shared/finance/state-sales-tax.ts
// (Tax Foundation, "State and Local Sales Tax Rates, 2025"). Local add-ons: the same source's average
// combined rates where given; elsewhere an assumed average, varied per ZIP (see README).
import type { UsStateCode } from '../../shared/domain/us-states';
import { STATE_SALES_TAX } from '../../shared/finance/state-sales-tax';
import { hashUnit } from '../random/rng';

// Average combined state + local rates given by the source.
const AVERAGE_COMBINED: Partial<Record<UsStateCode, number>> = {
  LA: 10.12,
  TN: 9.56,
  AR: 9.46,
  WA: 9.43,
  AL: 9.43,
  AK: 1.82,
  HI: 4.5,
  WY: 5.44,
  ME: 5.5,
  WI: 5.7,
};

// States without local sales taxes (the rest get an assumed 1.5% average local add-on).
const NO_LOCAL: ReadonlySet<UsStateCode> = new Set([
  'CT',
  'DE',
  'IN',
  'KY',
  'ME',
  'MD',
  'MA',
  'MI',
  'NH',
  'RI',
  'DC',
  'MT',
  'OR',
]);

// The most local jurisdictions may add on top of the state rate, where the law caps it
// (percent). Sources: the states' tax codes as summarized by each revenue department,
// e.g. Texas Tax Code §321.101/§323.101 (local at most 2%, so 8.25% in all), N.C. G.S.
// 105-463 ff. (2.75%), Tenn. Code §67-6-702 (2.75%), Iowa Code §423B.5 (1%), W. Va.
// Code §8-13C-4 (1%), 32 V.S.A. §138 (1%), HRS §46-16.8 (0.5%), Wyo. Stat. §39-15-203
// (2%), SDCL §10-52-2 (2%), Va. Code §58.1-605/-606 plus the 0.7% regional and 1%
// Historic Triangle add-ons (1.7% over the 5.3% that already includes the 1% local),
// Ohio R.C. 5739.021/.023/.026 (2.25%), Pennsylvania's 1% Allegheny / 2% Philadelphia,
// New York Tax Law §1210 (4.875% with the 0.375% MCTD), Mississippi's 1% city levies,
// S.C. Code §4-10 (3%), Idaho's 3% resort-city tax, Nevada's highest county option
// (Clark, 8.375% in all) and New Jersey, which has no local sales tax.
const MAX_LOCAL_SALES_TAX: Readonly<Partial<Record<UsStateCode, number>>> = {
  TX: 2,
  NC: 2.75,
  TN: 2.75,
  IA: 1,
  WV: 1,
  VT: 1,
  HI: 0.5,
  WY: 2,
  SD: 2,
  VA: 1.7,
  OH: 2.25,
  PA: 2,
  NY: 4.875,
  MS: 1,
  SC: 3,
  ID: 3,
  NV: 1.525,
  NJ: 0,
};

export interface SalesTaxRates {
  state: number;
  county: number;
  city: number;
  district: number;
  combined: number;
}

const round3 = (n: number) => Math.round(n * 1000) / 1000;

/**
 * Rates in percent for a ZIP in a state; the local part varies by ZIP around the state's
 * average, never above the state's legal cap (the district part takes the rounding, so
 * the parts still sum to the capped local rate).
 */
export function salesTaxRates(state: UsStateCode, zip: string): SalesTaxRates {
  const base = STATE_SALES_TAX[state];
  const averageLocal = NO_LOCAL.has(state) ? 0 : (AVERAGE_COMBINED[state] ?? base + 1.5) - base;
  const cap = MAX_LOCAL_SALES_TAX[state] ?? Number.POSITIVE_INFINITY;
  const local = Math.min(cap, averageLocal * (0.5 + hashUnit(zip, 31)));
  const county = round3(local * 0.6);
  const city = round3(local * 0.3);
  const district = round3(local - county - city);
  return { state: base, county, city, district, combined: round3(base + county + city + district) };
}
