import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningSandbox } from '../../../sandbox/start-sandbox';
import { billedCalls, startWatchlistRig, startWatchlistSandbox, type WatchlistRig } from './test-support/watchlist-rig';

// The schedule in Settings, honoured by the hourly timer; each billed check counted by the
// sandbox. The client's cache keeps a recall answer a day (DAILY_CACHE_MS), on the same clock.

const HOUR = 3600_000;
const DAY = 24 * HOUR;
let sandbox: RunningSandbox;
let test: WatchlistRig;
beforeAll(async () => {
  sandbox = await startWatchlistSandbox();
}, 120_000);
afterAll(async () => {
  await test?.close();
  await sandbox?.close();
});

const recallCalls = async () => (await billedCalls(sandbox, 'growth')).recalls ?? 0;

describe('the watchlist schedule', () => {
  it('weekly re-checks 7 days after the last check, only when asked never, and "Check now" always', async () => {
    test = await startWatchlistRig(sandbox, 'growth');
    test.schedule.value = 'weekly';
    await test.watchlist.add([sandbox.samples.noRecalls]);
    expect(await recallCalls()).toBe(1);

    test.advance(7 * DAY - HOUR);
    await test.tick();
    expect(await recallCalls()).toBe(1);
    test.advance(HOUR);
    await test.tick();
    expect(await recallCalls()).toBe(2);

    test.schedule.value = 'on-demand';
    test.advance(30 * DAY);
    await test.tick();
    expect(await recallCalls()).toBe(2);
    await test.watchlist.checkNow();
    expect(await recallCalls()).toBe(3);

    // Daily again: a day after that "Check now" it is due.
    test.schedule.value = 'daily';
    test.advance(DAY - HOUR);
    await test.tick();
    expect(await recallCalls()).toBe(3);
    test.advance(HOUR);
    await test.tick();
    expect(await recallCalls()).toBe(4);
  });
});
