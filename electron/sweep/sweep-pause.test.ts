import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { applySweepDelta } from '../../shared/lot/sweep-delta';
import { startSweepIpcRig, type SweepIpcRig } from './test-support/sweep-ipc-rig';
import type { VehicleNames } from './sweep-vehicle-names';

// The rows are named by the local vPIC decode, whose first answer waits for a separate process
// to open a 100 MB database: 28 s on a loaded machine. Pause and cancel must not wait for it.
// Here that decode holds every answer until the test lets it go.

const SANDBOX_CACHE = join(tmpdir(), 'vindesk-test-sandbox-cache');
const DECODED: VehicleNames = { year: 2020, make: 'Local-decode', model: 'Named' };
const asked: string[] = [];
let openDecoder: () => void = () => undefined;
const decoderOpen = new Promise<void>((resolve) => (openDecoder = resolve));
let rig: SweepIpcRig;

beforeAll(async () => {
  rig = await startSweepIpcRig({
    listings: 2000,
    vinCount: 40,
    cacheDir: SANDBOX_CACHE,
    describe: async (vin) => {
      asked.push(vin);
      await decoderOpen;
      return DECODED;
    },
  });
}, 180_000);

afterAll(() => rig?.close());

describe('a recall sweep whose local decode is still opening', () => {
  it('pauses at once, keeps the answers in hand, and names every row by the decode once it opens, in the window too', async () => {
    await rig.runner.start(rig.vins.join('\n'));
    // Answers have come back and wait for their names.
    await vi.waitFor(() => expect(asked.length).toBeGreaterThan(0), { timeout: 30_000 });

    const paused = await rig.runner.pause();
    expect(paused?.state).toBe('paused');
    // Every answer that was waiting for its name is kept, none named by the decode.
    expect(paused?.checked).toBe(asked.length);
    expect(paused?.results.map((row) => row.vin).sort()).toEqual([...asked].sort());
    expect(paused?.results.filter((row) => row.make === DECODED.make)).toEqual([]);
    const keptAtPause = new Set(asked);

    // The decode opens while the sweep is paused: the rows kept at the pause are named by it.
    openDecoder();
    await vi.waitFor(() => {
      const rows = rig.runner.status()!.results;
      expect(rows.filter((row) => row.make === DECODED.make)).toHaveLength(keptAtPause.size);
    });
    expect(rig.runner.status()?.state).toBe('paused');

    await rig.runner.resume();
    await rig.runner.idle();
    const done = rig.runner.status()!;
    expect(done.state).toBe('done');
    expect(done.checked).toBe(rig.vins.length);
    expect(done.results).toHaveLength(rig.vins.length);
    for (const row of done.results) expect(row).toMatchObject(DECODED);

    // The window that held the pause's reply and then followed the events ends the same.
    await vi.waitFor(() => expect(rig.events.at(-1)?.delta.state).toBe('done'));
    let window = paused!;
    for (const { delta } of rig.events.filter((event) => event.delta.seq > paused!.seq)) {
      const outcome = applySweepDelta(window, delta);
      if (outcome.kind !== 'applied') throw new Error(`event ${delta.seq} did not follow: ${outcome.kind}`);
      window = outcome.status;
    }
    expect(window.results).toEqual(done.results);
  });
});
