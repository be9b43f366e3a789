import { describe, expect, it } from 'vitest';
import type { SweepDelta, SweepResult, SweepStatus } from '../ipc/sweep-channels';
import { applySweepDelta, newerSweepStatus } from './sweep-delta';

const row = (vin: string, verdict: SweepResult['verdict'], count: number): SweepResult => ({
  vin,
  verdict,
  count,
  campaigns: [],
});
const summary = { vehicles: 1, parkIt: 0, parkOutside: 0, open: 0, clean: 1, errors: 0 };
const status: SweepStatus = {
  id: 's1',
  state: 'running',
  endpoint: 'openrecalls',
  total: 3,
  checked: 1,
  startedAt: '2026-01-01T00:00:00.000Z',
  etaSeconds: 2,
  summary,
  pausedFor: null,
  seq: 4,
  refused: [],
  refusedCount: 0,
  results: [row('1HGCM82633A004352', 'clean', 0)],
};
const delta = (
  seq: number,
  added: SweepResult[],
  more: Partial<Omit<SweepDelta, 'pausedFor'>> & { pausedFor?: SweepDelta['pausedFor'] } = {},
): SweepDelta => ({
  id: 's1',
  state: 'running',
  endpoint: 'openrecalls',
  total: 3,
  checked: 1 + added.length,
  startedAt: status.startedAt,
  etaSeconds: 1,
  summary: { ...summary, vehicles: 1 + added.length, parkIt: 1 },
  pausedFor: null,
  seq,
  added,
  ...more,
});

describe('applySweepDelta', () => {
  it('adds the next event’s rows in urgency order and takes its counters', () => {
    const outcome = applySweepDelta(status, delta(5, [row('5YJ3E1EA7KF317000', 'park-it', 1)]));
    expect(outcome.kind).toBe('applied');
    if (outcome.kind !== 'applied') return;
    expect(outcome.status.results.map((result) => result.verdict)).toEqual(['park-it', 'clean']);
    expect(outcome.status).toMatchObject({ seq: 5, checked: 2, summary: { parkIt: 1 }, refused: [] });
  });

  it('ignores an event the status already holds and does not add a row twice', () => {
    expect(applySweepDelta(status, delta(4, [row('5YJ3E1EA7KF317000', 'park-it', 1)])).kind).toBe('stale');
    const again = applySweepDelta(status, delta(5, [row('1HGCM82633A004352', 'clean', 0)]));
    expect(again.kind === 'applied' && again.status.results).toHaveLength(1);
  });

  it('replaces a row sent again with its newer version, once, keeping the other rows', () => {
    const named = { ...row('1HGCM82633A004352', 'clean', 0), year: 2003, make: 'Honda', model: 'Accord' };
    const other = row('5YJ3E1EA7KF317000', 'park-it', 1);
    const outcome = applySweepDelta(status, delta(5, [other, named]));
    expect(outcome.kind === 'applied' && outcome.status.results).toEqual([other, named]);
    // Added and then named before one event went out: the last version wins, never two rows.
    const twice = applySweepDelta(status, delta(5, [other, { ...other, make: 'Tesla' }]));
    expect(twice.kind === 'applied' && twice.status.results).toEqual([{ ...other, make: 'Tesla' }, status.results[0]]);
  });

  it('a row sent again with other campaigns is a newer version', () => {
    const held = { ...status, results: [{ ...row('5YJ3E1EA7KF317000', 'open', 1), campaigns: ['24V001000'] }] };
    const sent = { ...row('5YJ3E1EA7KF317000', 'open', 1), campaigns: ['24V002000'] };
    const outcome = applySweepDelta(held, delta(5, [sent]));
    expect(outcome.kind === 'applied' && outcome.status.results).toEqual([sent]);
  });

  it('asks for a snapshot after a missed event, for another sweep, or with no status', () => {
    expect(applySweepDelta(status, delta(6, [])).kind).toBe('resync');
    expect(applySweepDelta(status, delta(5, [], { id: 's2' })).kind).toBe('resync');
    expect(applySweepDelta(null, delta(1, [])).kind).toBe('resync');
    expect(applySweepDelta(undefined, delta(1, [])).kind).toBe('resync');
  });

  it('a control’s reply never rolls back a later event, but hiding the sweep always wins', () => {
    const later = { ...status, seq: 9 };
    expect(newerSweepStatus(later, status)).toBe(later);
    expect(newerSweepStatus(status, { ...status, state: 'paused' })).toMatchObject({ state: 'paused' });
    expect(newerSweepStatus(later, { ...status, id: 's2' })).toMatchObject({ id: 's2' });
    expect(newerSweepStatus(later, null)).toBeNull();
  });
});

describe('applySweepDelta edges', () => {
  it('takes every counter of the next event, and keeps the rows when it adds none', () => {
    const outcome = applySweepDelta(status, delta(5, [], { state: 'paused', etaSeconds: 9, checked: 2 }));
    expect(outcome.kind === 'applied' && outcome.status).toMatchObject({
      seq: 5,
      state: 'paused',
      etaSeconds: 9,
      checked: 2,
      results: status.results,
    });
    expect(outcome.kind === 'applied' && outcome.status).not.toHaveProperty('added');
  });

  it('takes a pause reason, and drops it when the next event carries none', () => {
    const budget = {
      reason: 'budget',
      period: 'day',
      limitMicros: 5_000_000,
      spentMicros: 4_995_000,
      priceMicros: 10_000,
    } as const;
    const paused = applySweepDelta(status, delta(5, [], { state: 'paused', pausedFor: budget }));
    if (paused.kind !== 'applied') throw new Error('not applied');
    expect(paused.status.pausedFor).toEqual(budget);
    const resumed = applySweepDelta(paused.status, delta(6, []));
    expect(resumed.kind === 'applied' && resumed.status.pausedFor).toBeNull();
  });

  it('keeps the same rows list when an event adds nothing new, so the table need not redraw', () => {
    for (const added of [[], [row('1HGCM82633A004352', 'clean', 0)]]) {
      const outcome = applySweepDelta(status, delta(5, added));
      expect(outcome.kind === 'applied' && outcome.status.results).toBe(status.results);
    }
  });

  it('an event with the same sequence number as the status is stale', () => {
    expect(applySweepDelta(status, delta(4, [])).kind).toBe('stale');
    expect(applySweepDelta(status, delta(3, [])).kind).toBe('stale');
  });

  it('a reply of the same sequence as the window’s status replaces it', () => {
    const reply = { ...status, state: 'paused' as const };
    expect(newerSweepStatus(status, reply)).toBe(reply);
    expect(newerSweepStatus(null, reply)).toBe(reply);
    expect(newerSweepStatus(undefined, reply)).toBe(reply);
    // An older reply loses to the window's later event.
    expect(newerSweepStatus({ ...status, seq: 5 }, reply)).toMatchObject({ seq: 5, state: 'running' });
  });
});
