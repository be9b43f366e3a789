import { describe, expect, it } from 'vitest';
import { priceOf } from './spend-price';

// Row 26 of docs/real-service.md, in micro-dollars ($1 = 1,000,000), worked out by hand.
describe('the price of a billed call', () => {
  it('is row 26’s figure for the plan, exactly, in micro-dollars', () => {
    expect(priceOf('vin', 'starter')).toEqual({ plan: 'starter', priceMicros: 4_000 });
    expect(priceOf('vin', 'growth')).toEqual({ plan: 'growth', priceMicros: 2_500 });
    expect(priceOf('vin', 'scale')).toEqual({ plan: 'scale', priceMicros: 1_500 });
    expect(priceOf('photos', 'growth')).toEqual({ plan: 'growth', priceMicros: 900 });
    expect(priceOf('build', 'growth')).toEqual({ plan: 'growth', priceMicros: 100_000 });
    expect(priceOf('plate', 'scale')).toEqual({ plan: 'scale', priceMicros: 550_000 });
  });

  it('prices Free at Starter’s figures (row 3: Free has Starter’s entitlements)', () => {
    expect(priceOf('listings', 'free')).toEqual({ plan: 'free', priceMicros: 2_000 });
  });

  it('prices an unknown plan, or one row 26 gives no figure for, at the dearest plan that has it', () => {
    expect(priceOf('listings', 'unknown')).toEqual({ plan: 'starter', priceMicros: 2_000 });
    expect(priceOf('build', 'unknown')).toEqual({ plan: 'growth', priceMicros: 100_000 });
    expect(priceOf('plate', 'growth')).toEqual({ plan: 'growth', priceMicros: 550_000 });
  });
});
