import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exportAbout, openVinPage, startPacingRig, sweep, type PacingRig } from '../test-support/pacing-journeys';

// The client keeps to the plan's documented pace for everything it does, so a server
// that enforces it (the demo sandbox playing auto.dev, rate limits on) never answers 429.
// The rigs (a 3,000-listing sandbox behind main, up to a minute on a loaded machine) are built
// in beforeAll, under the hook's timeout: each test's own timeout is for its journey alone.

const CACHE = join(tmpdir(), 'vindesk-test-sandbox-cache');
let starter: PacingRig;
let growth: PacingRig;

beforeAll(async () => {
  starter = await startPacingRig('starter', CACHE);
  growth = await startPacingRig('growth', CACHE);
});

afterAll(async () => {
  await Promise.all([starter, growth].filter(Boolean).map((rig) => rig.close()));
});

describe('pacing against auto.dev’s per-plan rate limits', () => {
  it('on Starter (5 a second), a VIN page and a 200-row export make zero 429s', async () => {
    const rig = starter;
    const before = rig.main.sandboxStats!.requestCount();
    const answers = await openVinPage(rig.main, rig.samples.priced);
    // The decode, photos and listing answer; the rest are refused for the plan, none for the rate.
    expect(answers.filter((answer) => answer.ok).length).toBeGreaterThanOrEqual(3);
    const exported = await exportAbout(rig.main, 200);
    expect(exported.rows).toBeGreaterThan(100);
    // 20 rows a page on Starter: the export alone is at least five requests in well under a second's worth each.
    expect(rig.main.sandboxStats!.requestCount() - before).toBeGreaterThan(8);
    expect(rig.tooManyRequests()).toBe(0);
  });

  it('on Growth (10 a second), a 50-VIN recall sweep makes zero 429s', async () => {
    const rig = growth;
    const done = await sweep(rig.main, rig.samples.recallSweep.slice(0, 50));
    expect(done.results.length).toBe(50);
    expect(rig.tooManyRequests()).toBe(0);
  });
});
