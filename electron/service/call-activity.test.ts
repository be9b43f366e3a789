import { describe, expect, it } from 'vitest';
import {
  activityOfChannel,
  clientWithActivity,
  currentActivity,
  currentCachedOnly,
  withActivity,
  withCallScope,
} from './call-activity';

describe('the activity of a service call', () => {
  it('is the channel’s when the window names none', () => {
    expect(activityOfChannel('listings.search')).toBe('search');
    expect(activityOfChannel('listings.get')).toBe('vin-page');
    expect(activityOfChannel('vehicle.build')).toBe('vin-page');
    expect(activityOfChannel('vehiclePage.prepare')).toBe('vin-page');
    expect(activityOfChannel('finance.payments')).toBe('finance');
    expect(activityOfChannel('plate.lookup')).toBe('plate');
    expect(activityOfChannel('app.info')).toBe('other');
  });

  it('follows the call across awaits, the innermost wins, and none is other', async () => {
    expect(currentActivity()).toBe('other');
    const seen = await withActivity('search', async () => {
      await Promise.resolve();
      const inner = await withActivity('export', async () => {
        await new Promise((resolve) => setImmediate(resolve));
        return currentActivity();
      });
      return [inner, currentActivity()];
    });
    expect(seen).toEqual(['export', 'search']);
  });

  it('puts every method of a tagged client down to its activity, over the caller’s', async () => {
    const client = {
      base: 2,
      async read(x: number) {
        await Promise.resolve();
        return [currentActivity(), x * this.base] as const;
      },
    };
    const tagged = clientWithActivity(client, 'sweep');
    expect(tagged.base).toBe(2);
    expect(await withActivity('vin-page', () => tagged.read(3))).toEqual(['sweep', 6]);
  });

  it('keeps loading ahead, and a cached-only request, through main’s own callers', async () => {
    const client = { read: async () => [currentActivity(), currentCachedOnly()] as const };
    const rating = clientWithActivity(client, 'deal-rating');
    // A hover's deal rating is still a hover: the gate holds it and the ledger counts it so.
    expect(await withActivity('hover-prefetch', () => rating.read())).toEqual(['hover-prefetch', false]);
    expect(await withCallScope({ activity: 'vin-page', cachedOnly: true }, () => rating.read())).toEqual([
      'deal-rating',
      true,
    ]);
  });
});
