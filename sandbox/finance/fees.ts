// Government fees (title, registration, plates) and dealer documentation fees by state.
// Ranges follow market-facts.md (title $15–$75 mostly, registration $20 to over $700,
// DMV fees about 1–1.5% of the price overall); per-state values are assumed (see README).
import type { UsStateCode } from '../../shared/domain/us-states';
import { docFeeCapOf } from '../../shared/finance/doc-fee-caps';
import { roundCents } from '../../shared/finance/loan-math';
import { hashUnit } from '../random/rng';

/**
 * The doc fee a dealer in the state charges when none is given: the legal cap where the
 * state has one (shared/finance/doc-fee-caps.ts; dealers there charge the cap), else a
 * dealer price of $199–$799, the common range.
 */
export function defaultDocFee(state: UsStateCode): number {
  return docFeeCapOf(state)?.cap ?? Math.round((200 + hashUnit(state, 41) * 600) / 10) * 10 - 1;
}

export interface FeesBlock {
  titleFee: number;
  registrationFee: number;
  dmvFee: number;
  combinedFees: number;
  docFee: number;
  dmvFees: Record<string, number>;
}

/** Title is a flat fee; registration has a flat part and a value-based part. */
export function governmentFees(state: UsStateCode, price: number, docFee: number): FeesBlock {
  const titleFee = Math.round(15 + hashUnit(state, 43) * 60);
  const flat = 25 + hashUnit(state, 47) * 120;
  const valueRate = hashUnit(state, 53) * 0.009;
  const registrationFee = roundCents(flat + Math.max(0, price) * valueRate);
  const plateFee = Math.round(5 + hashUnit(state, 59) * 30);
  const dmvFees: Record<string, number> = {
    'Title Fee': titleFee,
    'Registration Fee': registrationFee,
    'License Plate Fee': plateFee,
  };
  if (hashUnit(state, 61) < 0.4) dmvFees['Tire and Battery Fee'] = 5;
  const dmvFee = roundCents(Object.values(dmvFees).reduce((a, b) => a + b, 0));
  return { titleFee, registrationFee, dmvFee, combinedFees: roundCents(dmvFee + docFee), docFee, dmvFees };
}

/** Yearly registration renewal, for TCO years after the first. */
export function registrationRenewal(state: UsStateCode, value: number): number {
  return roundCents(25 + hashUnit(state, 47) * 120 + Math.max(0, value) * hashUnit(state, 53) * 0.009);
}

// IRS gas guzzler tax (passenger cars only, by combined MPG).
const GUZZLER: readonly [number, number][] = [
  [22.5, 0],
  [21.5, 1_000],
  [20.5, 1_300],
  [19.5, 1_700],
  [18.5, 2_100],
  [17.5, 2_600],
  [16.5, 3_000],
  [15.5, 3_700],
  [14.5, 4_500],
  [13.5, 5_400],
  [12.5, 6_400],
];

export function gasGuzzlerTax(isNew: boolean, isPassengerCar: boolean, combinedMpg: number): number {
  if (!isNew || !isPassengerCar) return 0;
  for (const [floor, tax] of GUZZLER) if (combinedMpg >= floor) return tax;
  return 7_700;
}
