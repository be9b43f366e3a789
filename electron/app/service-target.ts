import type { SandboxState } from '../../shared/ipc/app-channels';
import type { Plan, PlanSetting } from '../../shared/plan/plan-access';
import { resolveDialect, type Dialect } from '../../shared/service/dialect';
import type { Settings } from '../../shared/settings/settings-schema';
import { DEMO_KEYS, startSandbox, type RunningSandbox, type SandboxOptions } from '../sandbox/start-sandbox';

export interface ServiceTargetConfig {
  baseUrl: string;
  v1BaseUrl: string;
  apiKey: string | null;
  plan: PlanSetting;
  dialect: Dialect;
}

/** With no key, every plan-unknown demo session gets the widest plan so every screen can be tried. */
const DEMO_DEFAULT_PLAN: Plan = 'scale';

/**
 * Chooses where service calls go: the configured service with the user's key, or,
 * with no key, the embedded sandbox on 127.0.0.1 with the demo key of the chosen plan.
 * The sandbox is started on first need and kept for the rest of the session.
 */
export class ServiceTarget {
  #sandbox: RunningSandbox | null = null;
  #starting: Promise<RunningSandbox> | null = null;
  #state: SandboxState | undefined;

  constructor(
    private readonly deps: {
      getKey: () => string | null;
      getSettings: () => Settings;
      sandboxOptions: SandboxOptions;
      onStateChange: () => void;
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

  get sandboxStats(): Pick<RunningSandbox, 'requestCount' | 'statusCount'> | null {
    return this.#sandbox;
  }

  get sandboxFaults(): RunningSandbox['faults'] | null {
    return this.#sandbox?.faults ?? null;
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

  ensureSandbox(): Promise<RunningSandbox> {
    if (this.#sandbox) return Promise.resolve(this.#sandbox);
    if (this.#starting) return this.#starting;
    this.#setState({ state: 'starting', detail: 'Preparing demo data', progress: 0 });
    const starting = startSandbox({
      ...this.deps.sandboxOptions,
      onProgress: (progress) => {
        const fraction = progress.total > 0 ? progress.done / progress.total : 0;
        this.#setState({ state: 'starting', detail: progress.phase, progress: Math.min(1, fraction) });
      },
    }).then(
      (sandbox) => {
        this.#sandbox = sandbox;
        this.#setState({ state: 'ready' });
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

  async close(): Promise<void> {
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
