import { AsyncLocalStorage } from 'node:async_hooks';
import type { ChannelName } from '../../shared/ipc/contract';
import type { SpendActivity } from '../../shared/spend/spend-activity';

// What the person was doing when a request left: carried beside the call (not through every
// signature) so that a billed call deep in a fan-out (a VIN page's seven requests, a sweep's
// hundreds) is put down to the activity that started it. The service bills every call
// (docs/real-service.md row 26) and says nothing of spend (row 27), so this is the only record.

/** Why a call is made, and whether it may spend: carried beside it through every await. */
export interface CallScope {
  activity: SpendActivity;
  /**
   * Only what main's cache holds, or what is free (the demo sandbox): the window asked
   * without spending (a panel that loads on a click, loading ahead). A paid call is refused.
   */
  cachedOnly: boolean;
  /** An estimate looking at what the cache holds: nothing may be sent at all, paid or free. */
  probe?: boolean;
}

const scope = new AsyncLocalStorage<CallScope>();

/** Runs `run` with this scope for every service call it makes. */
export function withCallScope<T>(call: CallScope, run: () => T): T {
  return scope.run(call, run);
}

/**
 * Runs `run` with `activity` as the activity of every service call it makes; an inner one
 * wins, except over loading ahead. Whether the calls may spend is kept from the scope around it: main's own work
 * started by a cached-only request stays cached-only.
 */
export function withActivity<T>(activity: SpendActivity, run: () => T): T {
  const outer = scope.getStore();
  // Loading ahead stays loading ahead all the way down: a hover's deal rating searches are
  // still a hover's, held as such by the spend gate and counted as such in the ledger.
  const kept = outer?.activity === 'hover-prefetch' ? outer.activity : activity;
  return scope.run({ activity: kept, cachedOnly: outer?.cachedOnly ?? false, probe: outer?.probe ?? false }, run);
}

/** The activity of the call being made now: 'other' when nobody said. */
export function currentActivity(): SpendActivity {
  return scope.getStore()?.activity ?? 'other';
}

/** Whether the call being made now may only be answered from the cache or for free. */
export function currentCachedOnly(): boolean {
  return scope.getStore()?.cachedOnly ?? false;
}

/** Whether the call being made now only looks at the cache (an estimate). */
export function currentProbe(): boolean {
  return scope.getStore()?.probe ?? false;
}

/** The activity of a window call that names none, by its channel. */
export function activityOfChannel(channel: ChannelName): SpendActivity {
  if (channel === 'listings.get' || channel.startsWith('vehicle.') || channel.startsWith('vehiclePage.')) {
    return 'vin-page';
  }
  if (channel.startsWith('listings.')) return 'search';
  if (channel.startsWith('finance.')) return 'finance';
  if (channel === 'plate.lookup') return 'plate';
  if (channel.startsWith('market.')) return 'market';
  return 'other';
}

/**
 * The same client with every method run under `activity`: main's own callers (the sweep, the
 * watchlist, deal ratings…) are handed one of these, so their calls are put down to them even
 * when the window started them through a channel of another activity.
 */
export function clientWithActivity<C extends object>(client: C, activity: SpendActivity): C {
  return new Proxy(client, {
    get(target, property, receiver) {
      const value: unknown = Reflect.get(target, property, receiver);
      if (typeof value !== 'function') return value;
      return (...args: unknown[]) =>
        withActivity(activity, () => (value as (...a: unknown[]) => unknown).apply(target, args));
    },
  });
}
