import { startSandbox, type RunningSandbox, type SandboxOptions } from '../../../sandbox/start-sandbox';
import { createMainContext, type MainContext, type MainContextOptions } from '../main-context';
import type { DemoSandbox } from '../service-target';

/**
 * What only a sandbox running in this process offers: its fault injection and its counters.
 * A sandbox in its own process (the app's, electron/app/sandbox-host/) serves and counts
 * there, so a launcher may leave them out.
 */
type InProcessHandles = Partial<Pick<RunningSandbox, 'faults' | 'requestCount' | 'statusCount'>>;

/** A launcher whose sandbox may hand the tests its in-process handles. */
export type TestSandboxLauncher = (options: SandboxOptions) => Promise<DemoSandbox & InProcessHandles>;

export type TestMainContextOptions = Omit<MainContextOptions, 'startSandbox'> & { startSandbox?: TestSandboxLauncher };

/**
 * The real main context, plus what only tests and the bench need of its demo sandbox. The
 * production MainContext does not carry these (main.ts has no use for them); they are read
 * from the sandbox the launcher handed main, by default the real one started in this process.
 */
export interface TestMainContext extends MainContext {
  /** The sandbox's fault injection, for tests that need the service to fail (503, 429 …); null before it started. */
  readonly sandboxFaults: RunningSandbox['faults'] | null;
  /** The sandbox's counters (requests served, answers by status), for pacing tests and the bench; null without both. */
  readonly sandboxStats: Pick<RunningSandbox, 'requestCount' | 'statusCount'> | null;
}

export async function createTestMainContext(options: TestMainContextOptions): Promise<TestMainContext> {
  const launch: TestSandboxLauncher = options.startSandbox ?? startSandbox;
  // The sandbox main holds: none once it ended on its own, until main has started another.
  let sandbox: (DemoSandbox & InProcessHandles) | null = null;
  const main = await createMainContext({
    ...options,
    startSandbox: async (sandboxOptions) => {
      const started = await launch(sandboxOptions);
      sandbox = started;
      started.onExit?.(() => {
        if (sandbox === started) sandbox = null;
      });
      return started;
    },
  });
  // Delegates member by member rather than spreading `main`: a spread would read the
  // sandboxUrl getter once, at creation, and the type checker names any member added later.
  return {
    router: main.router,
    onEvent: (listener) => main.onEvent(listener),
    get sandboxUrl() {
      return main.sandboxUrl;
    },
    get sandboxFaults() {
      return sandbox?.faults ?? null;
    },
    get sandboxStats() {
      const requestCount = sandbox?.requestCount;
      const statusCount = sandbox?.statusCount;
      return requestCount && statusCount ? { requestCount, statusCount } : null;
    },
    openDeepLink: (url) => main.openDeepLink(url),
    openSheet: (sheet) => main.openSheet(sheet),
    settings: () => main.settings(),
    secrets: () => main.secrets(),
    cacheWritten: () => main.cacheWritten(),
    exportTemps: main.exportTemps,
    close: () => main.close(),
    closingStep: () => main.closingStep(),
    closeNow: () => main.closeNow(),
  };
}
