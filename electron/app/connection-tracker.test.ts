import { describe, expect, it } from 'vitest';
import { appError, type AppError } from '../../shared/ipc/app-error';
import { ConnectionTracker } from './connection-tracker';

// What each answer proves about the live connection, one outcome at a time: the badge may
// show "ok" only once an answer proved the service accepted this key at this address.

const TARGET = { baseUrl: 'https://api.auto.dev', apiKey: 'sk_ad_one' };
const failed = (kind: AppError['kind'], extra: Partial<AppError> = {}) => ({
  ok: false as const,
  error: appError(kind, 'CODE', `a ${kind} failure`, extra),
});

function tracker() {
  let changes = 0;
  const tracked = new ConnectionTracker(() => (changes += 1));
  return { tracked, changes: () => changes };
}

describe('connection tracker', () => {
  it('starts unverified, and an answer proves the key', () => {
    const { tracked, changes } = tracker();
    expect(tracked.state(TARGET)).toEqual({ state: 'unverified' });
    tracked.record(TARGET, { ok: true });
    expect(tracked.state(TARGET)).toMatchObject({ state: 'ok', detail: 'The service answered with this key.' });
    expect(Date.parse(tracked.state(TARGET).at!)).not.toBeNaN();
    expect(changes()).toBe(1);
  });

  it.each(['network', 'dns', 'certificate', 'offline', 'timeout'] as const)(
    'a %s failure says the service cannot be reached, with the failure’s own words',
    (kind) => {
      const { tracked } = tracker();
      tracked.record(TARGET, { ok: true });
      tracked.record(TARGET, failed(kind));
      expect(tracked.state(TARGET)).toMatchObject({ state: 'unreachable', detail: `a ${kind} failure` });
    },
  );

  it('a 401 says the key was refused, even after it once worked', () => {
    const { tracked } = tracker();
    tracked.record(TARGET, { ok: true });
    tracked.record(TARGET, failed('unauthorized'));
    expect(tracked.state(TARGET)).toMatchObject({ state: 'key-refused', detail: 'a unauthorized failure' });
  });

  it('a plan refusal naming the account’s plan proves the key; one without it proves nothing', () => {
    const proving = tracker();
    proving.tracked.record(TARGET, failed('plan-required', { currentPlan: 'starter', planRequired: 'scale' }));
    expect(proving.tracked.state(TARGET)).toMatchObject({
      state: 'ok',
      detail: 'The service recognized this key.',
    });
    const silent = tracker();
    silent.tracked.record(TARGET, failed('plan-required', { planRequired: 'scale', status: 403 }));
    expect(silent.tracked.state(TARGET)).toMatchObject({ state: 'unverified' });
    expect(silent.tracked.state(TARGET).detail).toContain('(it answered 403)');
  });

  it('only a plan refusal proves the key by naming the plan: a 429 or 503 that names one proves nothing', () => {
    for (const kind of ['rate-limited', 'unavailable'] as const) {
      const { tracked } = tracker();
      tracked.record(TARGET, failed(kind, { currentPlan: 'starter' }));
      expect(tracked.state(TARGET).state).toBe('unverified');
    }
  });

  it('an answer that says nothing about the key leaves an unproven key unproven, naming the status if any', () => {
    const { tracked, changes } = tracker();
    tracked.record(TARGET, failed('unavailable', { status: 503 }));
    expect(tracked.state(TARGET)).toMatchObject({
      state: 'unverified',
      detail: 'The service was reached (it answered 503) but has not accepted this key yet, so the key is not checked.',
    });
    tracked.record(TARGET, failed('bad-response'));
    expect(tracked.state(TARGET).detail).toBe(
      'The service was reached but has not accepted this key yet, so the key is not checked.',
    );
    // Still unverified: no change to announce.
    expect(changes()).toBe(0);
  });

  it('an accepted or refused key keeps its state through an answer that proves nothing', () => {
    for (const [first, state] of [
      [{ ok: true } as const, 'ok'],
      [failed('unauthorized'), 'key-refused'],
    ] as const) {
      const { tracked, changes } = tracker();
      tracked.record(TARGET, first);
      const before = tracked.state(TARGET);
      tracked.record(TARGET, failed('unavailable', { status: 503 }));
      tracked.record(TARGET, failed('rate-limited', { status: 429 }));
      expect(tracked.state(TARGET)).toBe(before);
      expect(tracked.state(TARGET).state).toBe(state);
      expect(changes()).toBe(1);
    }
  });

  it('a cancelled call or the app’s own refusal changes nothing', () => {
    const { tracked, changes } = tracker();
    tracked.record(TARGET, failed('unavailable', { status: 503 }));
    const before = tracked.state(TARGET);
    tracked.record(TARGET, failed('cancelled'));
    tracked.record(TARGET, failed('invalid-input'));
    expect(tracked.state(TARGET)).toBe(before);
    expect(changes()).toBe(0);
  });

  it('another key or address starts unproven again; the same one keeps what was proved', () => {
    const { tracked } = tracker();
    tracked.record(TARGET, { ok: true });
    expect(tracked.state({ ...TARGET }).state).toBe('ok');
    expect(tracked.state({ ...TARGET, apiKey: 'sk_ad_two' })).toEqual({ state: 'unverified' });
    tracked.record({ ...TARGET, apiKey: 'sk_ad_two' }, failed('unauthorized'));
    expect(tracked.state({ ...TARGET, baseUrl: 'https://other.example' })).toEqual({ state: 'unverified' });
    tracked.record(TARGET, failed('unavailable'));
    // Back to the first key: what it proved before is not assumed, the 503 proved nothing.
    expect(tracked.state(TARGET).state).toBe('unverified');
    // No key at all is an identity of its own too.
    tracked.record({ ...TARGET, apiKey: null }, { ok: true });
    expect(tracked.state({ ...TARGET, apiKey: null }).state).toBe('ok');
    expect(tracked.state({ ...TARGET, apiKey: '' }).state).toBe('ok');
  });
});
