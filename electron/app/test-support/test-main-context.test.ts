import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { SandboxOptions } from '../../../sandbox/start-sandbox';
import { MemoryKeyStore } from '../../platform/keychain/memory-key-store';
import type { DemoSandbox } from '../service-target';
import { createTestMainContext, type TestMainContext, type TestSandboxLauncher } from './test-main-context';

// The tests' view of main's demo sandbox: its fault rules and counters are offered only
// when the sandbox main was handed carries them (one running in this process), and only
// once it has started. The launcher hands out sandboxes the test finishes by hand.

const contexts: TestMainContext[] = [];

afterEach(async () => {
  await Promise.all(contexts.splice(0).map((context) => context.close()));
});

type Started = Awaited<ReturnType<TestSandboxLauncher>>;

function heldLauncher() {
  const starts: { options: SandboxOptions; resolve: (sandbox: Started) => void }[] = [];
  const launch: TestSandboxLauncher = (options) => new Promise((resolve) => starts.push({ options, resolve }));
  return { starts, launch };
}

function sandboxAt(port: number): DemoSandbox & { closed: number } {
  const sandbox = {
    url: `http://127.0.0.1:${port}`,
    v1Url: `http://127.0.0.1:${port}/v1`,
    closed: 0,
    close: async () => {
      sandbox.closed++;
    },
  };
  return sandbox;
}

async function demoContext(launch: TestSandboxLauncher): Promise<TestMainContext> {
  const context = await createTestMainContext({
    userDataDir: await mkdtemp(join(tmpdir(), 'vindesk-test-main-')),
    keyStore: new MemoryKeyStore(),
    env: {},
    appUrl: 'http://127.0.0.1:5999/index.html',
    sandbox: { listings: 10 },
    startSandbox: launch,
  });
  contexts.push(context);
  return context;
}

describe('the test main context', () => {
  it('offers the fault rules and counters of a sandbox running in this process, once it has started', async () => {
    const { starts, launch } = heldLauncher();
    const main = await demoContext(launch);
    // With no key main starts the sandbox as soon as it has read the demo's day (demo-day.ts).
    await expect.poll(() => starts.length).toBe(1);
    // It has not answered yet.
    expect(main.sandboxFaults).toBeNull();
    expect(main.sandboxStats).toBeNull();

    const faults = { add: () => undefined, clear: () => undefined };
    starts[0]!.resolve({
      ...sandboxAt(4105),
      faults,
      requestCount: () => 7,
      statusCount: (status: number) => (status === 200 ? 5 : 0),
    });
    await expect.poll(() => main.sandboxUrl).toBe('http://127.0.0.1:4105');
    expect(main.sandboxFaults).toBe(faults);
    expect(main.sandboxStats?.requestCount()).toBe(7);
    expect(main.sandboxStats?.statusCount(200)).toBe(5);
    expect(main.sandboxStats?.statusCount(429)).toBe(0);
  });

  it('offers nothing of a sandbox that ended on its own', async () => {
    const { starts, launch } = heldLauncher();
    const main = await demoContext(launch);
    // With no key main starts the sandbox as soon as it has read the demo's day (demo-day.ts).
    await expect.poll(() => starts.length).toBe(1);
    const exits: ((reason: string) => void)[] = [];
    starts[0]!.resolve({
      ...sandboxAt(4108),
      faults: { add: () => undefined, clear: () => undefined },
      requestCount: () => 3,
      statusCount: () => 3,
      onExit: (listener) => exits.push(listener),
    });
    await expect.poll(() => main.sandboxUrl).toBe('http://127.0.0.1:4108');
    expect(main.sandboxStats?.requestCount()).toBe(3);
    // Its process died: main starts another (held here, not yet up), and the old one's handles are gone.
    for (const exit of exits) exit('killed');
    expect(main.sandboxFaults).toBeNull();
    expect(main.sandboxStats).toBeNull();
    await expect.poll(() => starts.length).toBe(2);
    // The new one is up: main closes it as it closes.
    starts[1]!.resolve(sandboxAt(4109));
    await expect.poll(() => main.sandboxUrl).toBe('http://127.0.0.1:4109');
  });

  it('offers no counters for a sandbox that counts elsewhere: none, or only one of them, is none', async () => {
    const { starts, launch } = heldLauncher();
    const main = await demoContext(launch);
    // With no key main starts the sandbox as soon as it has read the demo's day (demo-day.ts).
    await expect.poll(() => starts.length).toBe(1);
    starts[0]!.resolve({ ...sandboxAt(4106), requestCount: () => 1 });
    await expect.poll(() => main.sandboxUrl).toBe('http://127.0.0.1:4106');
    expect(main.sandboxStats).toBeNull();
    expect(main.sandboxFaults).toBeNull();
  });

  it('is the real context underneath: its sandbox is main’s, closed when main closes', async () => {
    const { starts, launch } = heldLauncher();
    const main = await demoContext(launch);
    // With no key main starts the sandbox as soon as it has read the demo's day (demo-day.ts).
    await expect.poll(() => starts.length).toBe(1);
    expect(main.sandboxUrl).toBeNull();
    // The options main gave the launcher are the context's own, so the sandbox is the one main asked for.
    expect(starts[0]!.options).toMatchObject({ listings: 10 });
    const sandbox = sandboxAt(4107);
    starts[0]!.resolve(sandbox);
    await expect.poll(() => main.sandboxUrl).toBe('http://127.0.0.1:4107');
    const info = await main.router.dispatch(
      'app.info',
      { input: undefined },
      { url: 'http://127.0.0.1:5999/index.html', isMainFrame: true },
    );
    expect(info).toMatchObject({ ok: true, data: { mode: 'demo', sandbox: { state: 'ready' } } });
    expect(main.openDeepLink('https://example.com/')).toMatchObject({ ok: false });
    await contexts.splice(0)[0]!.close();
    expect(sandbox.closed).toBe(1);
  });
});
