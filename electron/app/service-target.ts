import type { SandboxState } from '../../shared/ipc/app-channels';
import type { Plan, PlanSetting } from '../../shared/plan/plan-access';
import { resolveDialect, type Dialect } from '../../shared/service/dialect';
import type { Settings } from '../../shared/settings/settings-schema';
import { originOf, type KeyOriginRule } from '../platform/keychain/key-origins';
import { DEMO_KEYS, startSandbox, type SandboxOptions } from '../../sandbox/start-sandbox';

export interface ServiceTargetConfig {
  baseUrl: string;
  v1BaseUrl: string;
  apiKey: string | null;
  plan: PlanSetting;
  dialect: Dialect;
  keyOrigins?: KeyOriginRule;
}

/**
 * The demo sandbox as ServiceTarget needs it: the in-process RunningSandbox (tests) or
 * the sandbox process (the app, electron/app/sandbox-host/), which may end on its own.
 */
export interface DemoSandbox {
  url: string;
  v1Url: string;
  /** Called once if the sandbox stops other than by close() (its process crashed or hung). */
  onExit?(listener: (reason: string) => void): void;
  close(): Promise<void>;
}

export type SandboxLauncher = (options: SandboxOptions) => Promise<DemoSandbox>;

/** What each start phase means to a person (the window's progress bar label). */
const PHASE_LABELS: Readonly<Record<string, string>> = {
  vpic: 'Preparing the VIN decoder',
  'vin-catalog': 'Checking VIN patterns',
  listings: 'Generating listings',
  recalls: 'Generating recalls',
  plates: 'Generating plates',
  dataset: 'Loading listings',
  index: 'Indexing listings',
};

/** A sandbox that died is restarted this many times in a session; then demo data is unavailable. */
const SANDBOX_RESTARTS = 1;

/** With no key, every plan-unknown demo session gets the widest plan so every screen can be tried. */
const DEMO_DEFAULT_PLAN: Plan = 'scale';

/**
 * Chooses where service calls go: the configured service with the user's key, or,
 * with no key, the embedded sandbox on 127.0.0.1 with the demo key of the chosen plan.
 * The sandbox is started on first need and kept for the rest of the session.
 */
export class ServiceTarget {
  #sandbox: DemoSandbox | null = null;
  #starting: Promise<DemoSandbox> | null = null;
  #state: SandboxState | undefined;
  #restarts = 0;
  /** Set once the sandbox died more often than it is restarted: every later start fails with it. */
  #gaveUp: Error | null = null;
  #closed = false;

  constructor(
    private readonly deps: {
      getKey: () => string | null;
      getSettings: () => Settings;
      /** Where the user's key may go (the origins it is bound to); the sandbox's are refused on top. */
      keyOrigins: () => KeyOriginRule;
      sandboxOptions: SandboxOptions;
      /**
       * Starts the demo sandbox: the app passes one that runs it in its own process;
       * default: in this process (tests put a recording proxy in front of the real one).
       */
      startSandbox?: SandboxLauncher;
      onStateChange: () => void;
      /** A plain-words notice for the window (the sandbox died and was restarted). */
      onNotice?: (message: string) => void;
    },
  ) {}

  get mode(): 'demo' | 'live' {
    return this.deps.getKey() ? 'live' : 'demo';
  }

  get sandboxState(): SandboxState | undefined {
    return this.#state;
  }

  get sandboxUrl(): string | null {
    return this.#sandbox?.url ?? null;
  }

  /** The plan in force: the setting, or in demo mode the demo plan. */
  get plan(): PlanSetting {
    const plan = this.deps.getSettings().plan;
    if (this.mode === 'demo') return plan === 'unknown' ? DEMO_DEFAULT_PLAN : plan;
    return plan;
  }

  /** The dialect of the service in force: the setting's (or the base URL's) live, the sandbox's in demo mode. */
  get dialect(): Dialect {
    if (this.mode === 'live') {
      const settings = this.deps.getSettings();
      return resolveDialect(settings.dialect, settings.baseUrl);
    }
    return this.deps.sandboxOptions.dialect ?? 'spec';
  }

  /** Resolves once calls can be made: at once in live mode, after the sandbox started in demo mode. */
  async ready(): Promise<void> {
    if (this.mode === 'demo') await this.ensureSandbox();
  }

  config(): ServiceTargetConfig {
    const settings = this.deps.getSettings();
    if (this.mode === 'live') {
      return {
        baseUrl: settings.baseUrl,
        v1BaseUrl: settings.v1BaseUrl,
        apiKey: this.deps.getKey(),
        plan: settings.plan,
        dialect: resolveDialect(settings.dialect, settings.baseUrl),
        keyOrigins: this.#liveKeyOrigins(),
      };
    }
    const sandbox = this.#sandbox;
    const plan = this.plan;
    return {
      baseUrl: sandbox?.url ?? 'http://127.0.0.1:0',
      v1BaseUrl: sandbox?.v1Url ?? '',
      apiKey: plan === 'unknown' ? DEMO_KEYS[DEMO_DEFAULT_PLAN] : DEMO_KEYS[plan],
      plan,
      dialect: this.dialect,
    };
  }

  /** The user's real key never goes to the demo sandbox, whatever was confirmed. */
  #liveKeyOrigins(): KeyOriginRule {
    const rule = this.deps.keyOrigins();
    const sandbox = this.#sandbox;
    if (!sandbox) return rule;
    const sandboxOrigins = [sandbox.url, sandbox.v1Url]
      .map(originOf)
      .filter((origin): origin is string => origin !== null);
    return { allowed: rule.allowed, never: [...new Set([...rule.never, ...sandboxOrigins])] };
  }

  ensureSandbox(): Promise<DemoSandbox> {
    if (this.#sandbox) return Promise.resolve(this.#sandbox);
    if (this.#starting) return this.#starting;
    if (this.#gaveUp) return Promise.reject(this.#gaveUp);
    this.#setState({ state: 'starting', detail: 'Preparing demo data', progress: 0 });
    const start: SandboxLauncher = this.deps.startSandbox ?? startSandbox;
    const starting = start({
      ...this.deps.sandboxOptions,
      onProgress: (progress) => this.#progress(progress),
    }).then(
      (sandbox) => {
        if (this.#closed) {
          void sandbox.close().catch(() => undefined);
          throw new Error('VinDesk is closing.');
        }
        this.#sandbox = sandbox;
        sandbox.onExit?.((reason) => this.#lost(sandbox, reason));
        // Still preparing the VIN decoder: ready for listings, the bar shows the rest.
        this.#setState(
          this.#vpicBusy
            ? { state: 'ready', detail: PHASE_LABELS.vpic, progress: this.#state?.progress ?? 0 }
            : { state: 'ready' },
        );
        return sandbox;
      },
      (error: unknown) => {
        this.#starting = null;
        this.#setState({
          state: 'failed',
          detail: `The demo data could not be prepared: ${error instanceof Error ? error.message : String(error)}`,
        });
        throw error;
      },
    );
    this.#starting = starting;
    return starting;
  }

  /** vPIC opens after the listings are served: its progress belongs to a ready sandbox. */
  #vpicBusy = false;

  #progress(progress: { phase: string; done: number; total: number }): void {
    const fraction = progress.total > 0 ? Math.min(1, progress.done / progress.total) : 0;
    this.#vpicBusy = progress.phase === 'vpic' && fraction < 1;
    if (this.#sandbox) {
      // After start only the VIN decoder is still being prepared.
      if (this.#vpicBusy) this.#setState({ state: 'ready', detail: PHASE_LABELS.vpic, progress: fraction });
      else if (this.#state?.progress !== undefined) this.#setState({ state: 'ready' });
      return;
    }
    this.#setState({ state: 'starting', detail: PHASE_LABELS[progress.phase] ?? progress.phase, progress: fraction });
  }

  /** The sandbox ended on its own: restarted once with a notice, then demo data is unavailable. */
  #lost(sandbox: DemoSandbox, reason: string): void {
    if (this.#sandbox !== sandbox || this.#closed) return;
    this.#sandbox = null;
    this.#starting = null;
    this.#vpicBusy = false;
    if (this.#restarts >= SANDBOX_RESTARTS) {
      this.#gaveUp = new Error(`the demo data service stopped again (${reason}) and was not restarted`);
      this.#setState({
        state: 'failed',
        detail: `The demo data service stopped again (${reason}). Restart VinDesk, or add an API key in Settings.`,
      });
      return;
    }
    this.#restarts++;
    this.deps.onNotice?.(
      `The demo data service stopped unexpectedly (${reason}) and was restarted. A lookup that was running may need to be tried again.`,
    );
    this.ensureSandbox().catch(() => undefined);
  }

  async close(): Promise<void> {
    this.#closed = true;
    const sandbox = this.#sandbox ?? (this.#starting ? await this.#starting.catch(() => null) : null);
    this.#sandbox = null;
    this.#starting = null;
    await sandbox?.close();
  }

  #setState(state: SandboxState): void {
    this.#state = state;
    this.deps.onStateChange();
  }
}
