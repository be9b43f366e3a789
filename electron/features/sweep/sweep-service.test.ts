import { mkdtemp, readFile, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import type { SweepService } from '../../../shared/ipc/sweep-channels';
import { startSweepIpcRig, type SweepIpcRig, type SweepIpcRigOptions } from './test-support/sweep-ipc-rig';

// Demo verdicts must never sit beside real ones (issue 37 item 5): with the keychain locked at
// launch, or the key cleared mid-sweep, VinDesk falls back to demo data. A sweep records the
// service it was started on and goes on only there. Real sandbox over HTTP, real database file.

const SANDBOX_CACHE = join(tmpdir(), 'vindesk-test-sandbox-cache');
const LIVE: SweepService = { mode: 'live', origin: 'https://api.auto.dev' };
const DEMO: SweepService = { mode: 'demo', origin: 'demo' };
const rigs: SweepIpcRig[] = [];

afterAll(async () => {
  for (const rig of rigs.splice(0)) await rig.close();
});

async function rig(options: Partial<SweepIpcRigOptions> = {}): Promise<SweepIpcRig> {
  const started = await startSweepIpcRig({ listings: 2000, vinCount: 40, cacheDir: SANDBOX_CACHE, ...options });
  rigs.push(started);
  return started;
}

describe('a sweep and the service it was started on', () => {
  it('pauses when VinDesk turns to demo data mid-sweep, keeps no answer from after the turn, and goes on when the key is back', async () => {
    let now = LIVE;
    let answers = 0;
    // The key is cleared as the 10th answer comes back: that answer and every later one are
    // not known to come from the sweep's service, so none is kept.
    const sweeping = await rig({
      service: () => now,
      afterAnswer: () => {
        answers += 1;
        if (answers === 10) now = DEMO;
      },
    });
    await sweeping.runner.start(sweeping.vins.join('\n'));
    await sweeping.runner.idle();
    const paused = sweeping.runner.status()!;
    expect(paused).toMatchObject({
      state: 'paused',
      checked: 9,
      pausedFor: { reason: 'service', sweptOn: LIVE, nowOn: DEMO },
    });

    // Resume on demo data changes nothing and asks nothing.
    const asked = sweeping.sandbox.requestCount();
    expect(await sweeping.runner.resume()).toMatchObject({ state: 'paused', checked: 9 });
    await sweeping.runner.idle();
    expect(sweeping.sandbox.requestCount()).toBe(asked);

    // The key is back: the sweep goes on by itself and ends with every VIN once.
    now = LIVE;
    await sweeping.runner.serviceChanged();
    await sweeping.runner.idle();
    const done = sweeping.runner.status()!;
    expect(done).toMatchObject({ state: 'done', checked: sweeping.vins.length, pausedFor: null });
    expect(new Set(done.results.map((row) => row.vin))).toEqual(new Set(sweeping.vins));
    for (const row of paused.results) expect(done.results.find((r) => r.vin === row.vin)).toEqual(row);
  });

  it('stops the requests in flight at once when told the service changed, and says which it is on now', async () => {
    let now = LIVE;
    const sweeping = await rig({ service: () => now });
    await sweeping.runner.start(sweeping.vins.join('\n'));
    await vi.waitFor(() => expect(sweeping.runner.status()!.checked).toBeGreaterThan(0));
    now = { mode: 'live', origin: 'https://other.example' };
    await sweeping.runner.serviceChanged();
    const paused = sweeping.runner.status()!;
    expect(paused.state).toBe('paused');
    expect(paused.pausedFor).toEqual({ reason: 'service', sweptOn: LIVE, nowOn: now });
    // Nothing lands after the pause: the requests in flight were stopped, not waited for.
    await sweeping.runner.idle();
    expect(sweeping.runner.status()!.checked).toBe(paused.checked);
    // Turned again (to demo data): the reason names where VinDesk is now.
    now = DEMO;
    await sweeping.runner.serviceChanged();
    expect(sweeping.runner.status()!.pausedFor).toEqual({ reason: 'service', sweptOn: LIVE, nowOn: DEMO });
  });

  it('does not carry on after a relaunch on demo data, and does once launched on its service again', async () => {
    const userDataDir = await mkdtemp(join(tmpdir(), 'vindesk-sweep-relaunch-'));
    const first = await startSweepIpcRig({
      listings: 2000,
      vinCount: 40,
      cacheDir: SANDBOX_CACHE,
      userDataDir,
      keepUserData: true,
      service: () => LIVE,
    });
    let answers = 0;
    try {
      await first.runner.start(first.vins.join('\n'));
      await vi.waitFor(() => expect(first.runner.status()!.checked).toBeGreaterThanOrEqual(5));
      await first.runner.close();
    } finally {
      await first.close();
    }
    const kept = first.runner.status()!;
    expect(kept.state).toBe('running');

    // Launched with the keychain locked: demo data. The sweep waits and asks nothing.
    const locked = await startSweepIpcRig({
      listings: 2000,
      vinCount: 40,
      cacheDir: SANDBOX_CACHE,
      userDataDir,
      keepUserData: true,
      service: () => DEMO,
      afterAnswer: () => (answers += 1),
    });
    try {
      expect(locked.runner.status()).toMatchObject({
        state: 'paused',
        checked: kept.checked,
        pausedFor: { reason: 'service', sweptOn: LIVE, nowOn: DEMO },
      });
      await locked.runner.idle();
      expect(answers).toBe(0);
    } finally {
      await locked.close();
    }

    // The key is there again at the next launch: it carries on to the end.
    const unlocked = await rig({ userDataDir, service: () => LIVE });
    await unlocked.runner.idle();
    expect(unlocked.runner.status()).toMatchObject({ state: 'done', checked: unlocked.vins.length, pausedFor: null });
  });

  it('a sweep started on demo data is never continued on the live service', async () => {
    let now = DEMO;
    const sweeping = await rig({ service: () => now });
    await sweeping.runner.start(sweeping.vins.join('\n'));
    await vi.waitFor(() => expect(sweeping.runner.status()!.checked).toBeGreaterThan(0));
    now = LIVE;
    await sweeping.runner.serviceChanged();
    const paused = sweeping.runner.status()!;
    expect(paused.pausedFor).toEqual({ reason: 'service', sweptOn: DEMO, nowOn: LIVE });
    expect((await sweeping.runner.resume())!.state).toBe('paused');
    // A new sweep replaces it, recorded as on the live service.
    await sweeping.runner.cancel();
    await sweeping.runner.start(sweeping.vins.slice(0, 5).join('\n'));
    await sweeping.runner.idle();
    expect(sweeping.runner.status()).toMatchObject({ state: 'done', checked: 5, total: 5 });
  });
});

describe('a sweep saved by an older VinDesk (recall-sweep.json)', () => {
  it('is imported once into the database and carries on, its answers kept', async () => {
    const userDataDir = await mkdtemp(join(tmpdir(), 'vindesk-sweep-legacy-'));
    const probe = await rig({ vinCount: 10 });
    const vins = probe.vins;
    const old = {
      id: 'old-sweep',
      state: 'running',
      endpoint: 'openrecalls',
      vins,
      refused: [{ line: 11, value: 'NOTAVIN', reason: 'Too short' }],
      stockNumbers: { [vins[0]!]: 'A100' },
      results: [
        { vin: vins[0]!, verdict: 'open', count: 1, campaigns: ['24V001'], stock: 'A100' },
        { vin: vins[1]!, verdict: 'clean', count: 0, campaigns: [] },
      ],
      startedAt: '2026-11-01T10:00:00.000Z',
    };
    const path = join(userDataDir, 'recall-sweep.json');
    await writeFile(path, JSON.stringify(old));
    let answers = 0;
    const imported = await startSweepIpcRig({
      listings: 2000,
      vinCount: 10,
      cacheDir: SANDBOX_CACHE,
      userDataDir,
      keepUserData: true,
      service: () => LIVE,
      afterAnswer: () => (answers += 1),
    });
    try {
      await imported.runner.idle();
      const done = imported.runner.status()!;
      expect(done).toMatchObject({ id: 'old-sweep', state: 'done', checked: 10, total: 10, refusedCount: 1 });
      // Only the 8 VINs not answered before were asked; the two old answers are kept as they were.
      expect(answers).toBe(8);
      expect(done.results.find((row) => row.vin === vins[0])).toEqual(old.results[0]);
      expect(done.results.find((row) => row.vin === vins[1])).toEqual(old.results[1]);
    } finally {
      await imported.close();
    }
    // The file was moved aside whole, and is not imported again: the database's sweep stands.
    await expect(stat(path)).rejects.toMatchObject({ code: 'ENOENT' });
    expect(JSON.parse(await readFile(join(userDataDir, 'recall-sweep.imported.json'), 'utf8'))).toEqual(old);
    const again = await rig({ vinCount: 10, userDataDir, service: () => LIVE });
    expect(again.runner.status()).toMatchObject({ id: 'old-sweep', state: 'done', checked: 10 });
  });
});
