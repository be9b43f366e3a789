import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SweepStatus } from '../../../shared/ipc/sweep-channels';
import { applySweepDelta } from '../../../shared/lot/sweep-delta';
import { MIN_EVENT_GAP_MS } from './sweep-event-coalescer';
import { ManualClock } from './test-support/manual-clock';
import { mostEventsWithin, startSweepIpcRig, totalBytes, type SweepIpcRig } from './test-support/sweep-ipc-rig';

// The sweep used to send its whole state on every answer (about 0.9 GB through IPC
// for 5,000 VINs). Here a 1,000-VIN sweep runs against the real sandbox while the test owns the
// clock: each answer moves it 5 ms on, a sweep four times faster than Scale's 50 a second.

const SANDBOX_CACHE = join(tmpdir(), 'vindesk-test-sandbox-cache');
const VINS = 1_000;
const MS_PER_ANSWER = 5;
const clock = new ManualClock();
let rig: SweepIpcRig;
let midSnapshot: SweepStatus | null = null;
let answers = 0;

beforeAll(async () => {
  rig = await startSweepIpcRig({
    listings: 2000,
    vinCount: VINS,
    cacheDir: SANDBOX_CACHE,
    clock,
    afterAnswer: () => {
      answers += 1;
      clock.advance(MS_PER_ANSWER);
      // A window that opens mid-sweep reads a snapshot, then follows the events.
      if (answers === VINS / 2) midSnapshot = rig.runner.status();
    },
  });
}, 180_000);

afterAll(() => rig?.close());

describe('recall sweep events', () => {
  it('a 1,000-VIN sweep sends deltas at most 10 a second, under 1 MB in all, and the window ends exact', async () => {
    const started = await rig.runner.start(rig.vins.join('\n'));
    await rig.runner.idle();
    const doneAt = clock.now();
    // The last change waits at most one gap.
    clock.advance(MIN_EVENT_GAP_MS);
    const final = rig.runner.status()!;
    expect(final).toMatchObject({ state: 'done', checked: VINS, total: VINS });
    expect(answers).toBe(VINS);

    const { events } = rig;
    const last = events.at(-1)!;
    expect(last.delta).toMatchObject({ state: 'done', checked: VINS });
    expect(last.at - doneAt).toBeLessThanOrEqual(MIN_EVENT_GAP_MS);

    // Rate: 1,000 answers × 5 ms = 5 s of sweep, so at most 5,000 / 100 + 1 events, never two
    // closer than 100 ms, never more than 10 in any second.
    expect(events.length).toBeLessThanOrEqual((VINS * MS_PER_ANSWER) / 100 + 1);
    for (let i = 1; i < events.length; i++) expect(events[i]!.at - events[i - 1]!.at).toBeGreaterThanOrEqual(100);
    expect(mostEventsWithin(events, 1000)).toBeLessThanOrEqual(10);
    // Size: the budget is 5 MB for 5,000 VINs, 1,000 bytes a VIN.
    expect(totalBytes(events)).toBeLessThan(VINS * 1_000);
    // Every row crossed exactly once.
    const sent = events.flatMap((event) => event.delta.added.map((row) => row.vin));
    expect(sent).toHaveLength(VINS);
    expect(new Set(sent)).toEqual(new Set(rig.vins));

    // The window's state, rebuilt from the start reply plus every event in order, is main's.
    let window: SweepStatus = started;
    for (const event of events) {
      const outcome = applySweepDelta(window, event.delta);
      expect(outcome.kind).toBe('applied');
      if (outcome.kind === 'applied') window = outcome.status;
    }
    expect(window).toEqual(final);

    // From a snapshot read mid-sweep, events it already covers change nothing and the rest complete it.
    expect(midSnapshot).not.toBeNull();
    let late: SweepStatus = midSnapshot!;
    for (const event of events) {
      const outcome = applySweepDelta(late, event.delta);
      expect(outcome.kind).toBe(event.delta.seq <= midSnapshot!.seq ? 'stale' : 'applied');
      if (outcome.kind === 'applied') late = outcome.status;
    }
    expect(late).toEqual(final);
  }, 180_000);

  it('keeps the first 1,000 refused lines, counts the rest, and never sends them in events', async () => {
    const before = rig.events.length;
    const junk = Array.from({ length: 1_500 }, (_, index) => `BAD-${index}`);
    const started = await rig.runner.start([...rig.vins.slice(0, 3), ...junk].join('\n'));
    expect(started.refused).toHaveLength(1_000);
    expect(started.refusedCount).toBe(1_500);
    // Lines 1–3 are the VINs; the first refused is line 4, the last listed line 1,003.
    expect(started.refused[0]).toMatchObject({ line: 4, value: 'BAD-0' });
    expect(started.refused.at(-1)).toMatchObject({ line: 1_003, value: 'BAD-999' });
    await rig.runner.idle();
    clock.advance(MIN_EVENT_GAP_MS);
    const events = rig.events.slice(before);
    expect(events.at(-1)!.delta).toMatchObject({ state: 'done', checked: 3 });
    for (const event of events) {
      expect(event.delta).not.toHaveProperty('refused');
      expect(event.bytes).toBeLessThan(2_000);
    }
  }, 60_000);
});
