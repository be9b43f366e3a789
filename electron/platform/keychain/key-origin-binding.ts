import type { SettingsSnapshot } from '../../../shared/ipc/app-channels';
import { AppErrorException } from '../../../shared/ipc/app-error';
import type { Settings, SettingsPatch } from '../../../shared/settings/settings-schema';
import { isLoopbackAddress } from '../../../shared/settings/settings-schema';
import type { KeyOriginQuestion } from '../desktop/desktop-ports';
import type { SettingsStore } from '../settings/settings-store';
import type { KeyService } from './key-service';
import {
  DEFAULT_KEY_ORIGINS,
  hostOf,
  originChangeCancelledError,
  serviceOrigins,
  type KeyOriginRule,
} from './key-origins';

export interface KeyOriginBindingOptions {
  settings: SettingsStore;
  keys: KeyService;
  /** Asks the person, in main's own dialog, whether the key may go to new hosts; false when they cancel. */
  confirm: (question: KeyOriginQuestion) => Promise<boolean>;
}

/**
 * Keeps the API key bound to the service origins it was saved or confirmed for. A change
 * of the service address that would send a stored key somewhere new is saved only after
 * the person confirms it in main's dialog; the engine refuses every other origin.
 * Needs no question: a loopback address that was already in settings.json when VinDesk
 * started (scripts, CI and local development).
 *
 * A key from VINDESK_API_KEY is bound, for this run only, to the service addresses in the
 * settings at start (issue 37 item 1): a window that changes the address later cannot send
 * it elsewhere without the same question. Its confirmations stay in memory, so they never
 * move the stored key's binding in settings.json.
 */
export class KeyOriginBinding {
  readonly #settings: SettingsStore;
  readonly #keys: KeyService;
  readonly #confirm: KeyOriginBindingOptions['confirm'];
  /** Loopback origins in the settings at start: trusted for this run without a question. */
  readonly #startOrigins: readonly string[];
  /** Where VINDESK_API_KEY's key may go: the service origins in the settings at start, or those last confirmed. */
  #envOrigins: readonly string[];
  /** Address changes run one after another, so two saves never ask at once. */
  #queue: Promise<unknown> = Promise.resolve();

  constructor(options: KeyOriginBindingOptions) {
    this.#settings = options.settings;
    this.#keys = options.keys;
    this.#confirm = options.confirm;
    const current = options.settings.get();
    this.#startOrigins = serviceOrigins(current).filter((origin) => isLoopbackAddress(origin));
    this.#envOrigins = serviceOrigins(current);
  }

  /** Whether there is a key to guard: a stored key or VINDESK_API_KEY's (the demo's keys need none). */
  get #guarded(): boolean {
    return this.#keys.status().hasKey;
  }

  get #fromEnv(): boolean {
    return this.#keys.status().source === 'env';
  }

  /** The origins the stored key is bound to (the default service's when none were recorded). */
  get #bound(): readonly string[] {
    return this.#settings.keyOrigins ?? DEFAULT_KEY_ORIGINS;
  }

  #allowed(): readonly string[] {
    if (this.#fromEnv) return this.#envOrigins;
    return [...new Set([...this.#bound, ...this.#startOrigins])];
  }

  /** Where the key in force may go now; the sandbox's origins are added by the service target. */
  rule(): KeyOriginRule {
    return { allowed: this.#guarded ? this.#allowed() : 'any', never: [] };
  }

  /** The hosts in these settings the stored key would go to but is not confirmed for. */
  unconfirmedHosts(settings: Settings = this.#settings.get()): string[] {
    if (!this.#guarded) return [];
    const allowed = this.#allowed();
    return serviceOrigins(settings)
      .filter((origin) => !allowed.includes(origin))
      .map(hostOf);
  }

  /** The settings as the window sees them, with the hosts still waiting for a confirmation. */
  snapshot(): SettingsSnapshot {
    const snapshot = this.#settings.snapshot();
    const unconfirmed = this.unconfirmedHosts();
    return unconfirmed.length > 0 ? { ...snapshot, unconfirmedHosts: unconfirmed } : snapshot;
  }

  /** A key is being saved in Settings, beside the address on screen: it is bound to that address. */
  async bindToCurrentAddress(): Promise<void> {
    await this.#settings.update({}, { keyOrigins: serviceOrigins(this.#settings.get()) });
  }

  /**
   * Saves a settings patch. One that names a service address the stored key is not bound
   * to is saved only after the person confirms, in main's dialog, that the key may go
   * there; cancelling saves nothing and answers ORIGIN_CHANGE_CANCELLED.
   */
  update(patch: SettingsPatch): Promise<SettingsSnapshot> {
    const run = this.#queue.then(() => this.#update(patch));
    this.#queue = run.catch(() => undefined);
    return run;
  }

  async #update(patch: SettingsPatch): Promise<SettingsSnapshot> {
    const namesAddress = patch.baseUrl !== undefined || patch.v1BaseUrl !== undefined;
    const next = this.#settings.preview(patch);
    const unconfirmed = namesAddress ? this.unconfirmedHosts(next) : [];
    if (unconfirmed.length === 0) {
      await this.#settings.update(patch);
      return this.snapshot();
    }
    // Where the key goes now: the current addresses it is allowed at.
    const allowed = this.#allowed();
    const currentHosts = serviceOrigins(this.#settings.get())
      .filter((origin) => allowed.includes(origin))
      .map(hostOf);
    const confirmed = await this.#confirm({ hosts: unconfirmed, currentHosts }).catch(() => false);
    if (!confirmed) throw new AppErrorException(originChangeCancelledError(currentHosts));
    if (this.#fromEnv) {
      await this.#settings.update(patch);
      this.#envOrigins = serviceOrigins(next);
      return { ...this.snapshot(), confirmedHosts: unconfirmed };
    }
    await this.#settings.update(patch, { keyOrigins: serviceOrigins(next) });
    return { ...this.snapshot(), confirmedHosts: unconfirmed };
  }
}
