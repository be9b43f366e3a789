// Doc fee caps as the states write them: Cal. Veh. Code § 4456.5(a)(1)(A) ($85 for a DMV
// private industry partner), 15 NYCRR § 78.19(c)(2) ($175), RCW 46.70.180(2) ($200).
import { describe, expect, it } from 'vitest';
import { docFeeCapOf } from './doc-fee-caps';

describe('docFeeCapOf', () => {
  it('gives the capped states their cap and its source', () => {
    expect(docFeeCapOf('CA')).toEqual({ cap: 85, source: expect.stringContaining('4456.5') });
    expect(docFeeCapOf('NY')).toEqual({ cap: 175, source: expect.stringContaining('78.19') });
    expect(docFeeCapOf('WA')).toEqual({ cap: 200, source: expect.stringContaining('46.70.180') });
  });

  it('has no cap for a state that leaves the fee to the dealer', () => {
    // Florida and Georgia set no dollar limit on dealer doc fees.
    expect(docFeeCapOf('FL')).toBeNull();
    expect(docFeeCapOf('GA')).toBeNull();
  });
});
