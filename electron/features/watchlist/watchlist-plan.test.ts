import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningSandbox } from '../../../sandbox/start-sandbox';
import { billedCalls, startWatchlistRig, startWatchlistSandbox, type WatchlistRig } from './test-support/watchlist-rig';

// Which endpoint a check asks, by the plan main knows, and one recall answer a day shared with
// the VIN page: counted by the sandbox itself (GET /_sandbox/usage), each test with its own key.

let sandbox: RunningSandbox;
const rigs: WatchlistRig[] = [];
beforeAll(async () => {
  sandbox = await startWatchlistSandbox();
}, 120_000);
afterAll(async () => {
  await Promise.all(rigs.map((rig) => rig.close()));
  await sandbox?.close();
});

async function rig(plan: 'growth' | 'scale'): Promise<WatchlistRig> {
  const made = await startWatchlistRig(sandbox, plan);
  rigs.push(made);
  return made;
}

describe('the plan main knows', () => {
  it('on Growth asks for the recalls on record, and counts none of them open', async () => {
    const test = await rig('growth');
    const [entry] = await test.watchlist.add([sandbox.samples.parkIt]);
    expect(entry).toMatchObject({ checkedWith: 'recalls', openRecalls: {}, parkIt: false, parkOutside: false });
    expect(entry!.onRecord!.length).toBeGreaterThan(0);
    expect(entry!.problem).toBeUndefined();
    // One billed call, of /recalls: Growth has no open recalls (row 26).
    expect(await billedCalls(sandbox, 'growth')).toEqual({ recalls: 1 });
  });

  it('a VIN page’s recall answer cached today makes the Growth check free', async () => {
    const test = await rig('growth');
    const vin = sandbox.samples.parkOutside;
    const before = (await billedCalls(sandbox, 'growth')).recalls ?? 0;
    // What the VIN page asks on Growth (renderer/api/vehicle-page-queries.ts).
    await test.client.client.call('vehicle.recalls', { vin });
    await test.watchlist.add([vin]);
    expect((await billedCalls(sandbox, 'growth')).recalls).toBe(before + 1);
  });

  it('on Scale asks for open recalls as the VIN page does, so its cached answer makes the check free', async () => {
    const test = await rig('scale');
    const vin = sandbox.samples.parkIt;
    // The sandbox's warm-up decoded a VIN with the Scale key; only recall calls count here.
    expect((await billedCalls(sandbox, 'scale')).openrecalls).toBeUndefined();
    // What the VIN page asks on Scale: open recalls with the recalls on record beside them.
    await test.client.client.call('vehicle.openRecalls', { vin, recalls: true });
    const [entry] = await test.watchlist.add([vin]);
    expect(entry).toMatchObject({ checkedWith: 'openrecalls', parkIt: true });
    expect(Object.keys(entry!.openRecalls).length).toBeGreaterThan(0);
    const billed = await billedCalls(sandbox, 'scale');
    expect(billed.openrecalls).toBe(1);
    expect(billed.recalls).toBeUndefined();
  });
});
