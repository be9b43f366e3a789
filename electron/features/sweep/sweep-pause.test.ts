import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { applySweepDelta } from '../../../shared/lot/sweep-delta';
import { ManualClock } from './test-support/manual-clock';
import { startSweepIpcRig, type SweepIpcRig, type SweepIpcRigOptions } from './test-support/sweep-ipc-rig';
import type { DescribeVin, VehicleNames } from './sweep-vehicle-names';

// The rows are named by the local vPIC decode, whose first answer waits for a separate process
// to open a 100 MB database: 28 s on a loaded machine. Pause and cancel must not wait for it.
// Here that decode holds every answer until the test lets it go.
// The rigs (a sandbox of its own each, up to a minute on a loaded machine) are built in
// beforeAll, under the hook's timeout, and of 200 listings, not 2,000: a test's own timeout is
// for the sweep alone. Each test hands its decoder to its rig.

const SANDBOX_CACHE = join(tmpdir(), 'vindesk-test-sandbox-cache');
const DECODED: VehicleNames = { year: 2020, make: 'Local-decode', model: 'Named' };
const rigs: SweepIpcRig[] = [];
const LISTINGS = 200;

/** A decode that answers nothing until opened, and the VINs asked of it meanwhile. */
function closedDecoder(): { describe: DescribeVin; asked: string[]; open: () => void } {
  const asked: string[] = [];
  let open: () => void = () => undefined;
  const opened = new Promise<void>((resolve) => (open = resolve));
  const describe: DescribeVin = async (vin) => {
    asked.push(vin);
    await opened;
    return DECODED;
  };
  return { describe, asked, open };
}

/** A rig whose rows are named by whichever decoder the test hands it. */
async function rigWith(options: Pick<SweepIpcRigOptions, 'clock'> = {}): Promise<{
  rig: SweepIpcRig;
  use: (describe: DescribeVin) => void;
}> {
  let current: DescribeVin = async () => null;
  const rig = await startSweepIpcRig({
    listings: LISTINGS,
    vinCount: 40,
    cacheDir: SANDBOX_CACHE,
    describe: (vin) => current(vin),
    ...options,
  });
  rigs.push(rig);
  return { rig, use: (describe) => (current = describe) };
}

const clock = new ManualClock();
let pausing: Awaited<ReturnType<typeof rigWith>>;
let closing: Awaited<ReturnType<typeof rigWith>>;

beforeAll(async () => {
  pausing = await rigWith();
  closing = await rigWith({ clock });
});

afterAll(() => Promise.all(rigs.map((rig) => rig.close())));

describe('a recall sweep whose local decode is still opening', () => {
  it('pauses at once, keeps the answers in hand, and names every row by the decode once it opens, in the window too', async () => {
    const decoder = closedDecoder();
    const { rig, use } = pausing;
    use(decoder.describe);
    await rig.runner.start(rig.vins.join('\n'));
    // Answers have come back and wait for their names.
    await vi.waitFor(() => expect(decoder.asked.length).toBeGreaterThan(0), { timeout: 30_000 });

    const paused = await rig.runner.pause();
    expect(paused?.state).toBe('paused');
    // Every answer that was waiting for its name is kept, none named by the decode.
    expect(paused?.checked).toBe(decoder.asked.length);
    expect(paused?.results.map((row) => row.vin).sort()).toEqual([...decoder.asked].sort());
    expect(paused?.results.filter((row) => row.make === DECODED.make)).toEqual([]);
    const keptAtPause = new Set(decoder.asked);

    // The decode opens while the sweep is paused: the rows kept at the pause are named by it.
    decoder.open();
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
    // Named in the database too: rows saved before their names came were written again.
    const onDisk = rig.database!.connection.prepare('SELECT DISTINCT make, model FROM sweep_results').all();
    expect(onDisk).toEqual([{ make: DECODED.make, model: DECODED.model }]);

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

  it('once the app has closed, a decode that answers late changes nothing, saved or sent', async () => {
    const decoder = closedDecoder();
    const { rig, use } = closing;
    use(decoder.describe);
    await rig.runner.start(rig.vins.join('\n'));
    await vi.waitFor(() => expect(decoder.asked.length).toBeGreaterThan(0), { timeout: 30_000 });

    await rig.runner.close();
    const closed = rig.runner.status()!;
    const sent = rig.events.length;
    expect(closed.checked).toBe(decoder.asked.length);

    decoder.open();
    // Every late name has been handed over once a macrotask has run after the decode opened.
    await new Promise((resolve) => setImmediate(resolve));
    expect(rig.runner.status()!.results).toEqual(closed.results);
    // No save waits for its turn and no event went out.
    expect(clock.pending).toBe(0);
    expect(rig.events).toHaveLength(sent);
  });
});
