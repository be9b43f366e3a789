import { describe, expect, it } from 'vitest';
import { criticalPathRoundTrips } from './critical-path';

const span = (start: number, end: number) => ({ start, end });

describe('criticalPathRoundTrips', () => {
  it('is 0 without requests and 1 when every request left at once', () => {
    expect(criticalPathRoundTrips([])).toBe(0);
    expect(criticalPathRoundTrips([span(0, 150), span(1, 160), span(2, 155)])).toBe(1);
  });

  it('counts a request that left after another answered as one more trip', () => {
    // The decode answers, then the specs are asked from it, then the market from the specs.
    expect(criticalPathRoundTrips([span(0, 150), span(151, 300), span(300, 450)])).toBe(3);
  });

  it('counts the chain that ends at the last answer, not a longer one that ended earlier', () => {
    const spans = [
      span(0, 100),
      span(100, 200),
      span(200, 300), // a chain of 3 that is over at 300
      span(0, 500), // one slow request, answered last: the page waited for it alone
    ];
    expect(criticalPathRoundTrips(spans)).toBe(1);
  });

  it('takes the deepest chain into the last answer, whatever the order the spans are given in', () => {
    const spans = [span(320, 480), span(0, 150), span(160, 310), span(10, 170), span(175, 300)];
    expect(criticalPathRoundTrips(spans)).toBe(3);
  });

  it('does not count overlapping requests as dependent', () => {
    expect(criticalPathRoundTrips([span(0, 150), span(149, 300)])).toBe(1);
  });

  it('on a tie for the last answer takes the deeper chain', () => {
    expect(criticalPathRoundTrips([span(0, 100), span(100, 300), span(50, 300)])).toBe(2);
  });
});
