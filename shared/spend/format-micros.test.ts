import { describe, expect, it } from 'vitest';
import { formatMicros } from './format-micros';

describe('formatMicros', () => {
  it('shows cents from a cent up, rounding half up on the whole number of millionths', () => {
    expect(formatMicros(1_240_000)).toBe('$1.24');
    expect(formatMicros(120_000)).toBe('$0.12');
    // 11.5 cents: half up, where 0.115 as a binary fraction could round down.
    expect(formatMicros(115_000)).toBe('$0.12');
    expect(formatMicros(183_500)).toBe('$0.18');
    expect(formatMicros(10_000)).toBe('$0.01');
    expect(formatMicros(12_345_678_900)).toBe('$12,345.68');
  });

  it('keeps fractions of a cent under a cent, to the hundredth of a cent', () => {
    expect(formatMicros(2_500)).toBe('$0.0025');
    expect(formatMicros(7_500)).toBe('$0.0075');
    expect(formatMicros(1_000)).toBe('$0.001');
    expect(formatMicros(900)).toBe('$0.0009');
    expect(formatMicros(9_999)).toBe('$0.01');
  });

  it('shows nothing spent as $0.00', () => {
    expect(formatMicros(0)).toBe('$0.00');
  });
});
