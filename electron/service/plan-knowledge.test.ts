import { describe, expect, it } from 'vitest';
import { PlanKnowledge } from './plan-knowledge';

// What the client believes of the plan, fact by fact. The per-endpoint minimum plans come
// from the spec's "Plan availability" table (specs: Growth, taxes: Scale, listings: Starter).

const AT = Date.UTC(2026, 10, 23, 14, 2);

describe('PlanKnowledge', () => {
  it('keeps endpoint facts while the plan stays the same, and drops them when it changes', () => {
    const knowledge = new PlanKnowledge();
    knowledge.learnPlan('growth', 'service-user', 'listings', AT);
    knowledge.learnExcluded('specs', 'scale');
    // The same plan named again: the refusal still stands.
    knowledge.learnPlan('growth', 'service-user', 'listings', AT + 1);
    expect(knowledge.access('unknown', 'specs', 'spec')).toEqual({
      available: false,
      planRequired: 'scale',
      known: true,
    });
    // Another plan: the refusal was about the old one; the table decides again.
    knowledge.learnPlan('scale', 'service-user', 'listings', AT + 2);
    expect(knowledge.access('unknown', 'specs', 'spec')).toEqual({
      available: true,
      planRequired: 'growth',
      known: true,
    });
  });

  it('forgets which endpoints answered when the plan changes', () => {
    const knowledge = new PlanKnowledge();
    knowledge.learnPlan('scale', 'service-user', 'listings', AT);
    knowledge.learnIncluded('taxes');
    // Now Starter: taxes (Scale in the table) is no longer known to answer.
    knowledge.learnPlan('starter', 'service-user', 'listings', AT + 1);
    expect(knowledge.access('unknown', 'taxes', 'spec')).toEqual({
      available: false,
      planRequired: 'scale',
      known: true,
    });
  });

  it('lets the latest fact about an endpoint win', () => {
    const knowledge = new PlanKnowledge();
    knowledge.learnExcluded('taxes', undefined);
    // A refusal that names no plan falls back on the table’s minimum.
    expect(knowledge.access('unknown', 'taxes', 'spec')).toEqual({
      available: false,
      planRequired: 'scale',
      known: true,
    });
    knowledge.learnIncluded('taxes');
    expect(knowledge.access('unknown', 'taxes', 'spec')).toEqual({
      available: true,
      planRequired: 'scale',
      known: true,
    });
    knowledge.learnExcluded('taxes', 'scale');
    expect(knowledge.access('unknown', 'taxes', 'spec').available).toBe(false);
  });

  it('links a lock to the plans page its refusal named, else to the service’s own, and forgets it with the refusal', () => {
    const knowledge = new PlanKnowledge();
    const named = 'https://auto.dev/pricing?tier=growth';
    knowledge.learnExcluded('specs', 'growth', named);
    expect(knowledge.access('unknown', 'specs', 'autodev')).toEqual({
      available: false,
      planRequired: 'growth',
      known: true,
      upgradeUrl: named,
    });
    // A lock from the configured plan, with no refusal: auto.dev's plans page; the spec's service has none.
    expect(knowledge.access('free', 'taxes', 'autodev')).toMatchObject({
      available: false,
      upgradeUrl: 'https://auto.dev/pricing',
    });
    expect(knowledge.access('starter', 'taxes', 'spec')).not.toHaveProperty('upgradeUrl');
    // Open endpoints link nowhere.
    expect(knowledge.access('free', 'vin', 'autodev')).not.toHaveProperty('upgradeUrl');
    // The endpoint answers after an upgrade, then is refused with no link: the old link is gone.
    knowledge.learnIncluded('specs');
    expect(knowledge.access('unknown', 'specs', 'autodev')).not.toHaveProperty('upgradeUrl');
    knowledge.learnExcluded('specs', 'growth', named);
    knowledge.learnExcluded('specs', 'growth');
    expect(knowledge.access('unknown', 'specs', 'autodev').upgradeUrl).toBe('https://auto.dev/pricing');
    knowledge.learnExcluded('specs', 'growth', named);
    knowledge.reset();
    knowledge.learnExcluded('specs', 'growth');
    expect(knowledge.access('unknown', 'specs', 'autodev').upgradeUrl).toBe('https://auto.dev/pricing');
  });

  it('lets every call through while nothing is known', () => {
    const knowledge = new PlanKnowledge();
    expect(knowledge.access('unknown', 'taxes', 'spec')).toEqual({
      available: true,
      planRequired: 'scale',
      known: false,
    });
    // A configured plan settles it from the table: Starter has listings, not specs.
    expect(knowledge.access('starter', 'listings', 'spec')).toEqual({
      available: true,
      planRequired: 'starter',
      known: true,
    });
    expect(knowledge.access('starter', 'specs', 'spec').available).toBe(false);
  });

  it('forgets everything on reset', () => {
    const knowledge = new PlanKnowledge();
    knowledge.learnPlan('growth', 'service-refusal', 'taxes', AT);
    knowledge.learnIncluded('specs');
    knowledge.learnExcluded('taxes', 'scale');
    knowledge.learnUsage({ used: 1, limit: 1000 });
    knowledge.reset();
    expect(knowledge.plan('unknown')).toBe('unknown');
    expect(knowledge.access('unknown', 'taxes', 'spec').known).toBe(false);
    expect(knowledge.access('unknown', 'specs', 'spec').known).toBe(false);
    const summary = knowledge.summary('unknown', 'spec', false);
    expect(summary.source).toBe('unknown');
    // Absent, not undefined: nothing was learned, so there is nothing to say.
    expect(Object.keys(summary)).not.toContain('learnedFrom');
    expect(summary.usage).toBeUndefined();
  });

  it('uses a configured plan for pace and page size', () => {
    const knowledge = new PlanKnowledge();
    knowledge.learnPlan('scale', 'service-user', 'listings', AT);
    expect(knowledge.pacePlan('starter')).toBe('starter');
    expect(knowledge.pageCapPlan('starter')).toBe('starter');
  });

  it('says where the plan came from', () => {
    const knowledge = new PlanKnowledge();
    expect(knowledge.summary('growth', 'spec', false)).toMatchObject({
      plan: 'growth',
      source: 'setting',
      learnedFrom: 'Set in Settings to Growth.',
    });
    expect(knowledge.summary('scale', 'spec', true)).toMatchObject({ plan: 'scale', source: 'demo' });
    expect(knowledge.summary('scale', 'spec', true).learnedFrom).toMatch(/demo data/);
    knowledge.learnPlan('starter', 'service-refusal', 'specs', AT);
    expect(knowledge.summary('unknown', 'spec', false)).toMatchObject({
      plan: 'starter',
      source: 'service-refusal',
      learnedFrom: 'Named by the service when it refused /specs (2026-11-23T14:02:00.000Z).',
    });
    // Every endpoint of the table is in the summary.
    expect(Object.keys(knowledge.summary('unknown', 'spec', false).endpoints)).toHaveLength(13);
  });

  it('shows Free usage on a Free plan learned from the service too', () => {
    const knowledge = new PlanKnowledge();
    knowledge.learnPlan('free', 'service-user', 'listings', AT);
    knowledge.learnUsage({ used: 312, limit: 1000 });
    expect(knowledge.summary('unknown', 'autodev', false).usage).toEqual({ used: 312, limit: 1000 });
    knowledge.learnUsage(undefined);
    expect(knowledge.summary('unknown', 'autodev', false).usage).toBeUndefined();
  });
});
