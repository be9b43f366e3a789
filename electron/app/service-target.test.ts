import { describe, expect, it } from 'vitest';
import type { SandboxState } from '../../shared/ipc/app-channels';
import { DEFAULT_SETTINGS, type Settings } from '../../shared/settings/settings-schema';
import { DEMO_KEYS, type SandboxOptions } from '../../sandbox/start-sandbox';
import { ServiceTarget, type DemoSandbox } from './service-target';

// The demo sandbox's life as main sees it: starting with progress, failing, dying and being
// restarted once, closing. The launcher hands out sandboxes the test controls, as the
// sandbox process host does (electron/app/sandbox-host/ runs the real one in its own process).

interface HeldSandbox extends DemoSandbox {
  /** The process host reporting that the sandbox ended on its own. */
  exit(reason: string): void;
  closed: number;
}

function heldSandbox(port: number): HeldSandbox {
  const listeners: ((reason: string) => void)[] = [];
  const sandbox: HeldSandbox = {
    url: `http://127.0.0.1:${port}`,
    v1Url: '',
    closed: 0,
    onExit: (listener) => listeners.push(listener),
    exit: (reason) => listeners.forEach((listener) => listener(reason)),
    close: async () => {
      sandbox.closed++;
    },
  };
  return sandbox;
}

/** A launcher whose starts the test finishes by hand, one at a time. */
function launcher() {
  const starts: {
    options: SandboxOptions;
    resolve: (sandbox: DemoSandbox) => void;
    reject: (error: Error) => void;
  }[] = [];
  const launch = (options: SandboxOptions) =>
    new Promise<DemoSandbox>((resolve, reject) => starts.push({ options, resolve, reject }));
  return { starts, launch };
}

function target(options: { key?: string | null; settings?: Partial<Settings> } = {}) {
  const { starts, launch } = launcher();
  const states: (SandboxState | undefined)[] = [];
  const notices: string[] = [];
  let key = options.key ?? null;
  const serviceTarget: ServiceTarget = new ServiceTarget({
    getKey: () => key,
    getSettings: () => ({ ...DEFAULT_SETTINGS, ...options.settings }),
    keyOrigins: () => ({ allowed: ['https://api.auto.dev'], never: ['https://never.example'] }),
    sandboxOptions: { listings: 10 },
    startSandbox: launch,
    onStateChange: () => states.push(serviceTarget.sandboxState),
    onNotice: (message) => notices.push(message),
  });
  return {
    serviceTarget,
    starts,
    states,
    notices,
    setKey: (next: string | null) => {
      key = next;
    },
  };
}

describe('ServiceTarget: the demo sandbox starting', () => {
  it('labels each phase of the start with its share done, then is ready', async () => {
    const { serviceTarget, starts, states } = target();
    const ready = serviceTarget.ensureSandbox();
    // One start however many ask while it runs.
    expect(serviceTarget.ensureSandbox()).toBe(ready);
    expect(starts).toHaveLength(1);
    expect(starts[0]!.options.listings).toBe(10);
    const progress = starts[0]!.options.onProgress!;
    progress({ phase: 'listings', done: 1, total: 4 });
    progress({ phase: 'a-phase-of-its-own', done: 3, total: 2 });
    progress({ phase: 'index', done: 0, total: 0 });
    const sandbox = heldSandbox(4101);
    starts[0]!.resolve(sandbox);
    expect(await ready).toBe(sandbox);
    expect(states).toEqual([
      { state: 'starting', detail: 'Preparing demo data', progress: 0 },
      { state: 'starting', detail: 'Generating listings', progress: 0.25 },
      // An unknown phase is shown by its name; done past the total counts as all.
      { state: 'starting', detail: 'a-phase-of-its-own', progress: 1 },
      { state: 'starting', detail: 'Indexing listings', progress: 0 },
      { state: 'ready' },
    ]);
    expect(serviceTarget.sandboxUrl).toBe('http://127.0.0.1:4101');
    expect(await serviceTarget.ensureSandbox()).toBe(sandbox);
    expect(starts).toHaveLength(1);
  });

  it('is ready for listings while the VIN decoder still opens, then plainly ready', async () => {
    const { serviceTarget, starts, states } = target();
    const ready = serviceTarget.ensureSandbox();
    const progress = starts[0]!.options.onProgress!;
    progress({ phase: 'vpic', done: 1, total: 4 });
    starts[0]!.resolve(heldSandbox(4102));
    await ready;
    progress({ phase: 'vpic', done: 3, total: 4 });
    progress({ phase: 'vpic', done: 4, total: 4 });
    // Ready and shown as such: later progress of another phase changes nothing.
    progress({ phase: 'index', done: 1, total: 1 });
    expect(states.slice(2)).toEqual([
      { state: 'ready', detail: 'Preparing the VIN decoder', progress: 0.25 },
      { state: 'ready', detail: 'Preparing the VIN decoder', progress: 0.75 },
      { state: 'ready' },
    ]);
  });

  it('shows a start that fails with its reason, and tries again at the next need', async () => {
    const { serviceTarget, starts, states } = target();
    const first = serviceTarget.ensureSandbox();
    starts[0]!.reject(new Error('no space left on the disk'));
    await expect(first).rejects.toThrow('no space left on the disk');
    expect(states.at(-1)).toEqual({
      state: 'failed',
      detail: 'The demo data could not be prepared: no space left on the disk',
    });
    const second = serviceTarget.ensureSandbox();
    expect(starts).toHaveLength(2);
    starts[1]!.resolve(heldSandbox(4103));
    await expect(second).resolves.toMatchObject({ url: 'http://127.0.0.1:4103' });
  });

  it('asks the demo sandbox with the demo key of the plan, on a placeholder address until it is up', async () => {
    const { serviceTarget, starts } = target({ settings: { plan: 'starter' } });
    expect(serviceTarget.config()).toEqual({
      baseUrl: 'http://127.0.0.1:0',
      v1BaseUrl: '',
      apiKey: DEMO_KEYS.starter,
      plan: 'starter',
      dialect: 'spec',
    });
    const ready = serviceTarget.ensureSandbox();
    starts[0]!.resolve({ ...heldSandbox(4104), v1Url: 'http://127.0.0.1:4104/v1' });
    await ready;
    expect(serviceTarget.config()).toMatchObject({
      baseUrl: 'http://127.0.0.1:4104',
      v1BaseUrl: 'http://127.0.0.1:4104/v1',
    });
  });
});

describe('ServiceTarget: the demo sandbox ending on its own', () => {
  it('is restarted once with a notice; a second end leaves demo data unavailable', async () => {
    const { serviceTarget, starts, states, notices } = target();
    const ready = serviceTarget.ensureSandbox();
    const progress = starts[0]!.options.onProgress!;
    progress({ phase: 'vpic', done: 1, total: 2 });
    const first = heldSandbox(4201);
    starts[0]!.resolve(first);
    await ready;

    first.exit('exit code 9');
    expect(notices).toEqual([
      'The demo data service stopped unexpectedly (exit code 9) and was restarted. A lookup that was running may need to be tried again.',
    ]);
    expect(serviceTarget.sandboxUrl).toBeNull();
    expect(starts).toHaveLength(2);
    const second = heldSandbox(4202);
    starts[1]!.resolve(second);
    await serviceTarget.ensureSandbox();
    // The decoder's progress of the first sandbox does not carry over to the second.
    expect(states.at(-1)).toEqual({ state: 'ready' });
    expect(serviceTarget.sandboxUrl).toBe('http://127.0.0.1:4202');

    second.exit('no answer to the health check');
    expect(states.at(-1)).toEqual({
      state: 'failed',
      detail:
        'The demo data service stopped again (no answer to the health check). Restart VinDesk, or add an API key in Settings.',
    });
    await expect(serviceTarget.ensureSandbox()).rejects.toThrow(
      'the demo data service stopped again (no answer to the health check) and was not restarted',
    );
    expect(starts).toHaveLength(2);
    expect(notices).toHaveLength(1);
  });

  it('ignores the end of a sandbox it no longer uses, and any end after closing', async () => {
    const { serviceTarget, starts, notices } = target();
    const ready = serviceTarget.ensureSandbox();
    const first = heldSandbox(4301);
    starts[0]!.resolve(first);
    await ready;
    first.exit('crashed');
    starts[1]!.resolve(heldSandbox(4302));
    await serviceTarget.ensureSandbox();
    // The first one's process reports again: the restarted one stays, no second restart.
    first.exit('crashed again');
    expect(serviceTarget.sandboxUrl).toBe('http://127.0.0.1:4302');
    expect(starts).toHaveLength(2);
    expect(notices).toHaveLength(1);
  });

  it('after closing, an end is not a restart', async () => {
    const { serviceTarget, starts, notices } = target();
    const ready = serviceTarget.ensureSandbox();
    const sandbox = heldSandbox(4303);
    starts[0]!.resolve(sandbox);
    await ready;
    await serviceTarget.close();
    expect(sandbox.closed).toBe(1);
    sandbox.exit('stopped');
    expect(starts).toHaveLength(1);
    expect(notices).toEqual([]);
  });
});

describe('ServiceTarget: closing', () => {
  it('closes a sandbox that comes up while VinDesk closes, and fails its start as closing', async () => {
    const { serviceTarget, starts } = target();
    const ready = serviceTarget.ensureSandbox();
    const closing = serviceTarget.close();
    const late = heldSandbox(4401);
    starts[0]!.resolve(late);
    await closing;
    await expect(ready).rejects.toThrow('VinDesk is closing.');
    expect(late.closed).toBe(1);
    expect(serviceTarget.sandboxUrl).toBeNull();
  });
});

describe('ServiceTarget: where the user’s key may go', () => {
  it('never to the demo sandbox, on top of the origins it is bound to', async () => {
    const { serviceTarget, starts, setKey } = target();
    const ready = serviceTarget.ensureSandbox();
    starts[0]!.resolve({ ...heldSandbox(4501), v1Url: 'http://127.0.0.1:4501/v1' });
    await ready;
    setKey('user-key-abcdef12');
    expect(serviceTarget.mode).toBe('live');
    // The sandbox's address and its v1 address share one origin: named once.
    expect(serviceTarget.config().keyOrigins).toEqual({
      allowed: ['https://api.auto.dev'],
      never: ['https://never.example', 'http://127.0.0.1:4501'],
    });
  });

  it('has only its own rule while no sandbox runs', () => {
    const { serviceTarget } = target({ key: 'user-key-abcdef12' });
    expect(serviceTarget.config().keyOrigins).toEqual({
      allowed: ['https://api.auto.dev'],
      never: ['https://never.example'],
    });
  });
});
