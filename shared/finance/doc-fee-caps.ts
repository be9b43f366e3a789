// States that cap the dealer's documentation fee by law. A state not listed leaves the fee
// to the dealer (or no cap could be cited here). Pure data: the sandbox's default doc fee
// uses it, and so may the window.
import type { UsStateCode } from '../domain/us-states';

export interface DocFeeCap {
  /** Most a dealer may charge, in dollars. */
  cap: number;
  /** Public source of the cap. */
  source: string;
}

const DOC_FEE_CAPS: Readonly<Partial<Record<UsStateCode, DocFeeCap>>> = {
  // $85 for a dealer that is a DMV private industry partner (most franchised dealers file
  // electronically this way); $70 for the others.
  CA: { cap: 85, source: 'Cal. Veh. Code § 4456.5(a)(1)(A)' },
  // "The fee charged by the dealer may not exceed $175" since 18 August 2021.
  NY: { cap: 175, source: '15 NYCRR § 78.19(c)(2)' },
  // Documentary service fee at most $200 (raised from $150 in 2022).
  WA: { cap: 200, source: 'RCW 46.70.180(2)' },
};

/** The state's legal cap on the dealer doc fee, or null when it has none listed here. */
export function docFeeCapOf(state: UsStateCode): DocFeeCap | null {
  return DOC_FEE_CAPS[state] ?? null;
}
