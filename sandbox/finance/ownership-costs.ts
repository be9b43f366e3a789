// Local running costs for TCO: fuel price by state and insurance premium by state.
// National anchors from AAA "Your Driving Costs" 2025 ($3.151/gal, 16.7¢/kWh) and the
// $1,200–$2,300 insurance range in market-facts.md; state offsets are assumptions (README).
import type { UsStateCode } from '../../shared/domain/us-states';

const NATIONAL_GAS_PRICE = 3.151;
export const ELECTRICITY_PER_KWH = 0.167;
export const DIESEL_PREMIUM = 0.6;

const GAS_OFFSET: Partial<Record<UsStateCode, number>> = {
  CA: 1.4,
  HI: 1.3,
  WA: 0.9,
  NV: 0.6,
  OR: 0.6,
  AK: 0.55,
  IL: 0.3,
  PA: 0.25,
  AZ: 0.2,
  NY: 0.1,
  DC: 0.2,
  CT: 0.05,
  TX: -0.35,
  OK: -0.4,
  MS: -0.4,
  LA: -0.35,
  AR: -0.35,
  AL: -0.3,
  MO: -0.3,
  TN: -0.3,
  SC: -0.3,
  KS: -0.25,
  GA: -0.2,
};

export function gasPrice(state: UsStateCode): number {
  return NATIONAL_GAS_PRICE + (GAS_OFFSET[state] ?? 0);
}

const INSURANCE_BASE: Partial<Record<UsStateCode, number>> = {
  MI: 2_300,
  LA: 2_250,
  FL: 2_200,
  NY: 2_050,
  NV: 2_000,
  CA: 1_950,
  CO: 1_900,
  KY: 1_850,
  DC: 1_850,
  TX: 1_800,
  ME: 1_200,
  VT: 1_200,
  ID: 1_220,
  OH: 1_250,
  NH: 1_250,
  WI: 1_280,
  IA: 1_260,
  NC: 1_300,
  HI: 1_300,
  IN: 1_300,
};

export function insuranceBase(state: UsStateCode): number {
  return INSURANCE_BASE[state] ?? 1_600;
}
