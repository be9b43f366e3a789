// The doc fee hint: California caps the fee at $85 (Cal. Veh. Code § 4456.5), Georgia sets no cap.
import { describe, expect, it } from 'vitest';
import { docFeeHintOf } from './doc-fee-hint';

describe('docFeeHintOf', () => {
  it('names the state’s cap, and says when the fee typed is above it', () => {
    expect(docFeeHintOf('94103', undefined)).toBe('Set by the dealer. California caps it at $85.00.');
    expect(docFeeHintOf('94103', 85)).toBe('Set by the dealer. California caps it at $85.00.');
    expect(docFeeHintOf('94103', 150)).toBe(
      'Set by the dealer. California caps it at $85.00: this fee is above the cap.',
    );
  });

  it('says only that the dealer sets it where the state has no cap or is not known yet', () => {
    const plain = 'Set by the dealer. Leave blank for the usual fee in the buyer’s state.';
    expect(docFeeHintOf('30301', 900)).toBe(plain);
    expect(docFeeHintOf(null, undefined)).toBe(plain);
  });
});
