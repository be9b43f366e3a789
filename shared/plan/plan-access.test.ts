// Expected values written out from the spec's "Plan availability" table
// (docs/vehicle-data-service.md) and docs/real-service.md #2–#5 (auto.dev: /build on Growth, Free ≡
// Starter, 5/5/10/50 requests a second, page caps 20/20/100/500), not from the code's tables.
import { describe, expect, it } from 'vitest';
import {
  ENDPOINTS,
  LISTINGS_PAGE_CAP,
  minimumPlan,
  parsePlanName,
  planIncludes,
  planTier,
  PLAN_RATE_LIMITS,
  PLANS,
  type Endpoint,
  type Plan,
} from './plan-access';

// Rows of the spec's table: Starter, Growth, Scale (yes = true).
const SPEC_TABLE: Record<Endpoint, [boolean, boolean, boolean]> = {
  listings: [true, true, true],
  listing: [true, true, true],
  photos: [true, true, true],
  vin: [true, true, true],
  tco: [false, true, true],
  payments: [false, true, true],
  apr: [false, true, true],
  specs: [false, true, true],
  recalls: [false, true, true],
  openrecalls: [false, false, true],
  plate: [false, false, true],
  taxes: [false, false, true],
  build: [false, false, true],
};

describe('plan access', () => {
  it('knows every endpoint of the spec’s table and no other', () => {
    expect([...ENDPOINTS].sort()).toEqual(Object.keys(SPEC_TABLE).sort());
  });

  it.each(Object.entries(SPEC_TABLE))('spec dialect: %s on Starter, Growth, Scale is %j', (endpoint, row) => {
    const e = endpoint as Endpoint;
    expect([
      planIncludes('starter', e, 'spec'),
      planIncludes('growth', e, 'spec'),
      planIncludes('scale', e, 'spec'),
    ]).toEqual(row);
    // Free has exactly Starter's endpoints (docs/real-service.md #3).
    expect(planIncludes('free', e, 'spec')).toBe(row[0]);
  });

  it.each(Object.entries(SPEC_TABLE))(
    'auto.dev dialect: %s is as in the spec, except /build on Growth',
    (endpoint, row) => {
      const e = endpoint as Endpoint;
      const expected: [boolean, boolean, boolean] = e === 'build' ? [false, true, true] : row;
      expect([
        planIncludes('starter', e, 'autodev'),
        planIncludes('growth', e, 'autodev'),
        planIncludes('scale', e, 'autodev'),
      ]).toEqual(expected);
      expect(planIncludes('free', e, 'autodev')).toBe(expected[0]);
    },
  );

  it('names the cheapest plan of each endpoint', () => {
    expect(minimumPlan('vin', 'spec')).toBe('starter');
    expect(minimumPlan('specs', 'spec')).toBe('growth');
    expect(minimumPlan('plate', 'spec')).toBe('scale');
    expect(minimumPlan('build', 'spec')).toBe('scale');
    expect(minimumPlan('build', 'autodev')).toBe('growth');
    expect(minimumPlan('taxes', 'autodev')).toBe('scale');
  });

  it('ranks the plans Free = Starter < Growth < Scale', () => {
    expect(planTier('free')).toBe(planTier('starter'));
    expect(planTier('starter')).toBeLessThan(planTier('growth'));
    expect(planTier('growth')).toBeLessThan(planTier('scale'));
  });

  it('holds auto.dev’s rate limits and page caps', () => {
    const expected: Record<Plan, [number, number]> = {
      free: [5, 20],
      starter: [5, 20],
      growth: [10, 100],
      scale: [50, 500],
    };
    for (const plan of PLANS) expect([PLAN_RATE_LIMITS[plan], LISTINGS_PAGE_CAP[plan]]).toEqual(expected[plan]);
  });

  it.each([
    ['Growth', 'growth'],
    ['  SCALE ', 'scale'],
    ['free', 'free'],
    ['Starter', 'starter'],
    ['Enterprise', null],
    ['', null],
    [42, null],
    [null, null],
    [undefined, null],
  ])('reads the plan name %j as %j', (name, plan) => {
    expect(parsePlanName(name)).toBe(plan);
  });
});
