import { describe, expect, it, vi } from 'vitest';
import { CHANNEL_NAMES } from '../../../shared/ipc/contract';
import { AppErrorException, appError } from '../../../shared/ipc/app-error';
import { createRouter, type HandlerMap } from './router';
import { createSenderCheck } from '../security/trusted-sender';

const APP = 'https://example.com/index.html';
const own = { url: APP, isMainFrame: true };

/** A full handler map in which only the given handlers do anything. */
function handlersWith(overrides: Partial<HandlerMap>): HandlerMap {
  const unused = Object.fromEntries(
    CHANNEL_NAMES.map((name) => [name, () => Promise.reject(new Error(`${name} is not used in this test`))]),
  ) as unknown as HandlerMap;
  return { ...unused, ...overrides };
}

function routerWith(overrides: Partial<HandlerMap>, logged: unknown[] = []) {
  return createRouter(handlersWith(overrides), {
    isTrustedSender: createSenderCheck(APP),
    logError: (_channel, error) => logged.push(error),
  });
}

describe('IPC router', () => {
  it('runs the handler with the parsed input and wraps its answer', async () => {
    const router = routerWith({
      'shell.openExternal': async ({ url }) => ({ opened: url.startsWith('https://') }),
    });
    await expect(router.dispatch('shell.openExternal', { input: { url: 'https://x.test/' } }, own)).resolves.toEqual({
      ok: true,
      data: { opened: true },
    });
  });

  it('refuses a sender that is not the app’s main frame, before running anything', async () => {
    let ran = false;
    const router = routerWith({
      'keychain.status': () => {
        ran = true;
        return Promise.reject(new Error('x'));
      },
    });
    const fromAttacker = await router.dispatch(
      'keychain.status',
      { input: undefined },
      { url: 'https://example.com.attacker.com/index.html', isMainFrame: true },
    );
    const fromIframe = await router.dispatch('keychain.status', { input: undefined }, { url: APP, isMainFrame: false });
    expect(fromAttacker).toMatchObject({
      ok: false,
      error: {
        kind: 'unauthorized',
        code: 'UNTRUSTED_SENDER',
        message: 'This request did not come from VinDesk’s own window and was refused.',
      },
    });
    expect(fromIframe).toMatchObject({ ok: false, error: { kind: 'unauthorized' } });
    expect(ran).toBe(false);
  });

  it('refuses unknown channels and malformed envelopes', async () => {
    const router = routerWith({});
    expect(await router.dispatch('fs.readFile', { input: '/etc/passwd' }, own)).toMatchObject({
      ok: false,
      error: { kind: 'invalid-input', code: 'UNKNOWN_CHANNEL' },
    });
    expect(await router.dispatch('__proto__', {}, own)).toMatchObject({
      ok: false,
      error: { code: 'UNKNOWN_CHANNEL' },
    });
    expect(await router.dispatch('app.info', 'not an object', own)).toMatchObject({
      ok: false,
      error: {
        kind: 'invalid-input',
        code: 'INVALID_ENVELOPE',
        message: 'The request was malformed and was not sent.',
      },
    });
    expect(await router.dispatch('app.info', { input: undefined, extra: 1 }, own)).toMatchObject({
      ok: false,
      error: { code: 'INVALID_ENVELOPE' },
    });
  });

  it('refuses an activity it does not know with a clear error, and runs a known one as the window named it', async () => {
    let ran = false;
    const seen: unknown[] = [];
    const router = createRouter(
      handlersWith({
        'app.info': () => {
          ran = true;
          return Promise.reject(new Error('not needed'));
        },
        'shell.openExternal': async () => ({ opened: true }),
      }),
      {
        isTrustedSender: createSenderCheck(APP),
        runAs: (channel, { activity, cachedOnly }, run) => {
          seen.push([channel, activity, cachedOnly]);
          return run();
        },
      },
    );
    for (const activity of ['shopping', 'VIN-PAGE', 7, null]) {
      const result = await router.dispatch('app.info', { input: undefined, activity }, own);
      expect(result).toMatchObject({ ok: false, error: { kind: 'invalid-input', code: 'INVALID_ACTIVITY' } });
      if (result.ok) throw new Error('expected a failure');
      expect(result.error.message).toContain('hover-prefetch');
    }
    expect(ran).toBe(false);
    const url = { url: 'https://x.test/' };
    expect(await router.dispatch('shell.openExternal', { input: url, activity: 'hover-prefetch' }, own)).toEqual({
      ok: true,
      data: { opened: true },
    });
    expect(await router.dispatch('shell.openExternal', { input: url }, own)).toMatchObject({ ok: true });
    expect(await router.dispatch('shell.openExternal', { input: url, cachedOnly: true }, own)).toMatchObject({
      ok: true,
    });
    // Only `true` is a request not to spend: anything else is a malformed envelope, not a silent "may spend".
    expect(await router.dispatch('shell.openExternal', { input: url, cachedOnly: 'yes' }, own)).toMatchObject({
      ok: false,
      error: { code: 'INVALID_ENVELOPE' },
    });
    expect(seen).toEqual([
      ['shell.openExternal', 'hover-prefetch', false],
      ['shell.openExternal', undefined, false],
      ['shell.openExternal', undefined, true],
    ]);
  });

  it('validates input with the channel’s schema and names the failing field', async () => {
    const router = routerWith({ 'settings.update': () => Promise.reject(new Error('must not run')) });
    const result = await router.dispatch('settings.update', { input: { defaultZip: '9021' } }, own);
    expect(result).toMatchObject({ ok: false, error: { kind: 'invalid-input', code: 'INVALID_INPUT' } });
    if (result.ok) throw new Error('expected a failure');
    expect(result.error.issues?.[0]?.path).toBe('defaultZip');
    expect(result.error.message).toContain('5 digits');
  });

  it('passes typed failures through and hides unexpected ones behind a generic message', async () => {
    const logged: unknown[] = [];
    const router = routerWith(
      {
        'keychain.clearKey': () =>
          Promise.reject(new AppErrorException(appError('keychain', 'KEYCHAIN_LOCKED', 'Locked'))),
        'keychain.status': () => Promise.reject(new Error('secret internals at /home/user')),
      },
      logged,
    );
    expect(await router.dispatch('keychain.clearKey', { input: undefined }, own)).toEqual({
      ok: false,
      error: { kind: 'keychain', code: 'KEYCHAIN_LOCKED', message: 'Locked' },
    });
    const unexpected = await router.dispatch('keychain.status', { input: undefined }, own);
    expect(unexpected).toMatchObject({
      ok: false,
      error: {
        kind: 'internal',
        code: 'INTERNAL',
        message: 'Something went wrong inside VinDesk. Try again; if it keeps happening, restart the app.',
      },
    });
    expect(JSON.stringify(unexpected)).not.toContain('/home/user');
    expect(logged).toHaveLength(1);
  });

  it('aborts a handler when the renderer cancels its request id', async () => {
    let sawAbort = false;
    let handlerSignal: AbortSignal | undefined;
    let started!: () => void;
    const handlerStarted = new Promise<void>((resolve) => (started = resolve));
    const router = routerWith({
      'app.info': (_input, { signal }) =>
        new Promise((_resolve, reject) => {
          handlerSignal = signal;
          signal.addEventListener('abort', () => {
            sawAbort = true;
            reject(new Error('aborted'));
          });
          started();
        }),
    });
    const pending = router.dispatch('app.info', { input: undefined, requestId: 'r-1' }, own);
    // Cancel only once the handler listens, so a wrongful abort could not go unseen.
    await handlerStarted;
    router.cancel('r-1', { url: 'https://example.com.attacker.com/', isMainFrame: true });
    // AbortController.abort() flips the signal and runs its listeners at once, so this is final.
    expect(handlerSignal?.aborted).toBe(false);
    expect(sawAbort).toBe(false);
    router.cancel('r-1', own);
    await expect(pending).resolves.toMatchObject({ ok: false, error: { kind: 'cancelled' } });
    expect(sawAbort).toBe(true);
  });

  it('lets one call fan out to many requests listening for its cancel without a leak warning', async () => {
    const warnings: Error[] = [];
    const onWarning = (warning: Error) => warnings.push(warning);
    process.on('warning', onWarning);
    try {
      const router = routerWith({
        // Like a deal rating: one search per make and model, each listening for the call's cancel.
        'app.info': async (_input, { signal }) => {
          for (let n = 0; n < 40; n++) signal.addEventListener('abort', () => undefined);
          return { mode: 'demo' } as never;
        },
      });
      await router.dispatch('app.info', { input: undefined }, own);
      // Node emits 'warning' on the next tick of the process.
      await new Promise((resolve) => setImmediate(resolve));
      expect(warnings.filter((warning) => warning.name === 'MaxListenersExceededWarning')).toEqual([]);
    } finally {
      process.off('warning', onWarning);
    }
  });

  it('names the unknown operation, and words an input wrong as a whole without a field name', async () => {
    const router = routerWith({ 'settings.update': () => Promise.reject(new Error('must not run')) });
    const unknown = await router.dispatch('fs.readFile', { input: '/etc/passwd' }, own);
    expect(unknown).toMatchObject({ ok: false, error: { message: expect.stringContaining('fs.readFile') } });
    const whole = await router.dispatch('settings.update', { input: 'not settings' }, own);
    if (whole.ok) throw new Error('expected a failure');
    expect(whole.error.issues?.[0]?.path).toBe('');
    expect(whole.error.message).toBe(whole.error.issues?.[0]?.message);
    expect(whole.error.message).not.toMatch(/^: /);
  });
});

/** A handler for app.info that waits until released, noting whether its signal was aborted. */
function heldHandler() {
  const calls: { signal: AbortSignal; release: () => void }[] = [];
  const handler: HandlerMap['app.info'] = (_input, { signal }) =>
    new Promise((resolve) => {
      calls.push({ signal, release: () => resolve({ mode: 'demo' } as never) });
    });
  return { calls, handler };
}

describe('IPC router cancels', () => {
  it('a new call with the same request id cancels the one before, and only that one', async () => {
    const held = heldHandler();
    const router = routerWith({ 'app.info': held.handler });
    const first = router.dispatch('app.info', { input: undefined, requestId: 'search' }, own);
    const other = router.dispatch('app.info', { input: undefined, requestId: 'photo' }, own);
    const second = router.dispatch('app.info', { input: undefined, requestId: 'search' }, own);
    await vi.waitFor(() => expect(held.calls).toHaveLength(3));
    expect(held.calls.map((call) => call.signal.aborted)).toEqual([true, false, false]);
    // The first answers late, ignoring its cancel: it still reads as cancelled.
    held.calls[0]!.release();
    await expect(first).resolves.toMatchObject({
      ok: false,
      error: { kind: 'cancelled', code: 'CANCELLED', message: 'The request was canceled.' },
    });
    // Its ending does not forget the second call under their shared id: a cancel still reaches it.
    router.cancel('search', own);
    expect(held.calls[2]!.signal.aborted).toBe(true);
    held.calls[2]!.release();
    await expect(second).resolves.toMatchObject({ ok: false, error: { kind: 'cancelled' } });
    held.calls[1]!.release();
    await expect(other).resolves.toMatchObject({ ok: true });
  });

  it('a handler that fails once cancelled reads as cancelled, and is not logged as a fault', async () => {
    const logged: unknown[] = [];
    const router = routerWith(
      {
        'app.info': (_input, { signal }) =>
          new Promise((_resolve, reject) => signal.addEventListener('abort', () => reject(new Error('socket closed')))),
      },
      logged,
    );
    // The router runs the handler as the call is made, so it already listens here.
    const pending = router.dispatch('app.info', { input: undefined, requestId: 'r-2' }, own);
    router.cancel('r-2', own);
    await expect(pending).resolves.toMatchObject({ ok: false, error: { kind: 'cancelled' } });
    expect(logged).toEqual([]);
  });

  it('cancelAll stops every call in flight; a cancel without a string id does nothing', async () => {
    const held = heldHandler();
    const router = routerWith({ 'app.info': held.handler });
    const calls = ['a', 'b'].map((requestId) => router.dispatch('app.info', { input: undefined, requestId }, own));
    await vi.waitFor(() => expect(held.calls).toHaveLength(2));
    router.cancel(7, own);
    router.cancel(undefined, own);
    expect(held.calls.map((call) => call.signal.aborted)).toEqual([false, false]);
    router.cancelAll();
    expect(held.calls.map((call) => call.signal.aborted)).toEqual([true, true]);
    for (const call of held.calls) call.release();
    for (const result of await Promise.all(calls))
      expect(result).toMatchObject({ ok: false, error: { kind: 'cancelled' } });
  });
});
