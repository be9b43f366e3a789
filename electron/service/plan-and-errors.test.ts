import { describe, expect, it } from 'vitest';
import { PlanKnowledge } from './plan-knowledge';
import { normalizeHttpError, planNamedIn } from './normalize-error';
import { buildListingsQuery } from './listings-query';
import { toQueryString } from './spec-quirks';
import { specDialect } from './dialect/spec-dialect';

type EndpointName = Parameters<typeof normalizeHttpError>[0]['endpoint'];
const answer = (endpoint: EndpointName, status: number, body: unknown, headers: Record<string, string> = {}) =>
  normalizeHttpError({
    endpoint,
    status,
    info: specDialect.readError(endpoint, status, body),
    headers: new Headers(headers),
    now: 0,
    dialect: 'spec',
  });

describe('PlanKnowledge', () => {
  it('uses the configured plan over anything learned', () => {
    const knowledge = new PlanKnowledge();
    knowledge.learnPlan('scale', 'service-user', 'listings', 0);
    expect(knowledge.plan('starter')).toBe('starter');
    // The spec's table: build needs Scale.
    expect(knowledge.access('starter', 'build', 'spec')).toEqual({
      available: false,
      planRequired: 'scale',
      known: true,
    });
    // auto.dev's Growth includes build.
    expect(knowledge.access('growth', 'build', 'autodev')).toEqual({
      available: true,
      planRequired: 'growth',
      known: true,
    });
  });

  it('never guesses the plan from which endpoints answered', () => {
    const knowledge = new PlanKnowledge();
    knowledge.learnIncluded('specs');
    knowledge.learnIncluded('build');
    knowledge.learnExcluded('plate', 'scale');
    expect(knowledge.plan('unknown')).toBe('unknown');
    expect(knowledge.summary('unknown', 'autodev', false).source).toBe('unknown');
    // The endpoint facts still hold for the locks.
    expect(knowledge.access('unknown', 'plate', 'autodev')).toMatchObject({ available: false, known: true });
    expect(knowledge.access('unknown', 'build', 'autodev')).toMatchObject({ available: true, known: true });
  });

  it('learns the plan when the service names it, and says how', () => {
    const knowledge = new PlanKnowledge();
    knowledge.learnPlan('growth', 'service-user', 'listings', Date.UTC(2026, 10, 23, 14, 2));
    const summary = knowledge.summary('unknown', 'autodev', false);
    expect(summary).toMatchObject({ plan: 'growth', source: 'service-user' });
    expect(summary.learnedFrom).toBe('Named by the service in its answer to /listings (2026-11-23T14:02:00.000Z).');
    expect(knowledge.access('unknown', 'taxes', 'autodev')).toEqual({
      available: false,
      planRequired: 'scale',
      known: true,
      upgradeUrl: 'https://auto.dev/pricing',
    });
  });

  it('paces an unknown plan at the slowest plan’s rate, and caps pages at the largest', () => {
    const knowledge = new PlanKnowledge();
    expect(knowledge.pacePlan('unknown')).toBe('free');
    expect(knowledge.pageCapPlan('unknown')).toBe('scale');
    knowledge.learnPlan('growth', 'service-refusal', 'plate', 0);
    expect(knowledge.pacePlan('unknown')).toBe('growth');
    expect(knowledge.pageCapPlan('unknown')).toBe('growth');
  });

  it('shows Free usage only on Free', () => {
    const knowledge = new PlanKnowledge();
    knowledge.learnUsage({ used: 312, limit: 1000 });
    expect(knowledge.summary('free', 'autodev', false).usage).toEqual({ used: 312, limit: 1000 });
    expect(knowledge.summary('scale', 'autodev', false).usage).toBeUndefined();
  });
});

describe('normalizeHttpError', () => {
  it('maps every code the spec lists to a kind and a message for a person', () => {
    const cases: [Parameters<typeof answer>[0], number, string, string][] = [
      ['listings', 400, 'INVALID_PARAMETER', 'invalid-input'],
      ['specs', 400, 'INVALID_VIN_FORMAT', 'invalid-input'],
      ['tco', 400, 'INVALID_LOCATION', 'invalid-input'],
      ['taxes', 400, 'INVALID_REQUEST', 'invalid-input'],
      ['plate', 400, 'INVALID_PLATE_FORMAT', 'invalid-input'],
      ['plate', 400, 'INVALID_STATE_CODE', 'invalid-input'],
      ['listing', 404, 'RESOURCE_NOT_FOUND', 'not-found'],
      ['build', 404, 'VIN_NOT_FOUND', 'not-found'],
      ['plate', 404, 'NO_DATA_FOUND', 'not-found'],
      ['plate', 404, 'PLATE_NOT_FOUND', 'not-found'],
      ['payments', 503, 'SOURCE_ERROR', 'unavailable'],
    ];
    for (const [endpoint, status, code, kind] of cases) {
      const error = answer(endpoint, status, { status, error: 'raw words', code, path: '/x', requestId: 'r1' });
      expect(error).toMatchObject({
        kind,
        code,
        status,
        requestId: 'r1',
        service: { code, message: 'raw words', path: '/x' },
      });
      expect(error.message).not.toBe('raw words');
      expect(error.message.length).toBeGreaterThan(10);
    }
  });

  it('names the plan a 403 asks for', () => {
    expect(planNamedIn('Your Starter plan does not include this; upgrade to Growth')).toBe('growth');
    const error = answer('openrecalls', 403, {
      error: { status: 403, code: 'PLAN_REQUIRED', error: 'Requires the Scale plan' },
    });
    expect(error).toMatchObject({
      kind: 'plan-required',
      planRequired: 'scale',
      message: 'Open recalls need the Scale plan.',
    });
  });

  it('reads 402 and 403 alike as plan-required, and 401 as a key problem', () => {
    expect(answer('specs', 402, { error: 'This endpoint requires a Growth plan.' })).toMatchObject({
      kind: 'plan-required',
      planRequired: 'growth',
    });
    expect(answer('specs', 403, { code: 'PLAN_REQUIRED', error: 'no' })).toMatchObject({ kind: 'plan-required' });
    expect(answer('specs', 401, { error: 'Invalid API key' }).kind).toBe('unauthorized');
  });

  it('reads a 403 on a Starter endpoint as a key problem', () => {
    expect(answer('listings', 403, { error: 'Forbidden' }).kind).toBe('unauthorized');
  });

  it('survives bodies that are not the error object', () => {
    expect(answer('vin', 500, undefined)).toMatchObject({ kind: 'unavailable', code: 'HTTP_500' });
    expect(answer('vin', 418, 'teapot')).toMatchObject({ kind: 'bad-response', code: 'HTTP_418' });
    expect(answer('vin', 429, null, { 'retry-after': '9' })).toMatchObject({ kind: 'rate-limited', retryAfter: 9 });
  });
});

describe('listings query', () => {
  it('sends the cap as the page size when the default would exceed it', () => {
    const { query, clampedLimit } = buildListingsQuery({}, 'starter');
    expect(query).toBe('?limit=20');
    expect(clampedLimit).toEqual({ requested: 100, applied: 20, plan: 'starter' });
  });

  it('leaves out what was not given', () => {
    expect(buildListingsQuery({}, 'scale').query).toBe('');
    expect(toQueryString({ a: undefined, b: null, c: '', d: [], e: 0, f: false })).toBe('?e=0&f=false');
  });

  it('sends sort with its default direction', () => {
    expect(buildListingsQuery({ sort: { field: 'year', direction: 'asc' } }, 'scale').query).toBe('?sort=year.asc');
  });
});
