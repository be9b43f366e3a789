import type { KeychainStatus } from '../../../shared/ipc/app-channels';
import { AppErrorException, appError } from '../../../shared/ipc/app-error';
import type { KeyStore } from './key-store';
import { MemoryKeyStore } from './memory-key-store';

export interface KeyServiceOptions {
  keychain: KeyStore;
  /** VINDESK_API_KEY, when set, overrides the stored key (scripting and CI). */
  envKey?: string | undefined;
}

/**
 * Decides which API key is in force and reports status without ever returning the key
 * to anything but the service client (`currentKey`, which never crosses IPC).
 */
export class KeyService {
  readonly #keychain: KeyStore;
  readonly #session = new MemoryKeyStore();
  readonly #envKey: string | null;
  #cachedKey: string | null = null;
  #source: KeychainStatus['source'] = 'none';
  #problem: string | undefined;
  #keychainAvailable = false;

  constructor(options: KeyServiceOptions) {
    this.#keychain = options.keychain;
    const envKey = options.envKey?.trim();
    this.#envKey = envKey ? envKey : null;
  }

  /** Reads the stores once at start-up (and after each change) so requests never wait on the keychain. */
  async load(): Promise<KeychainStatus> {
    const probe = await this.#keychain.probe();
    this.#keychainAvailable = probe.available;
    this.#problem = probe.available ? undefined : probe.problem;
    const sessionKey = await this.#session.read();
    let keychainKey: string | null = null;
    if (probe.available) {
      try {
        keychainKey = await this.#keychain.read();
      } catch {
        this.#keychainAvailable = false;
        this.#problem = 'The system keychain could not be read.';
      }
    }
    if (this.#envKey) {
      this.#cachedKey = this.#envKey;
      this.#source = 'env';
    } else if (sessionKey) {
      this.#cachedKey = sessionKey;
      this.#source = 'session';
    } else if (keychainKey) {
      this.#cachedKey = keychainKey;
      // Said as the store that holds it: a store that is only memory is never called the keychain.
      this.#source = this.#keychain.kind === 'os-keychain' ? 'keychain' : 'session';
    } else {
      this.#cachedKey = null;
      this.#source = 'none';
    }
    return this.status();
  }

  /** The key in force, for the service client's Authorization header only. */
  currentKey(): string | null {
    return this.#cachedKey;
  }

  status(): KeychainStatus {
    const status: KeychainStatus = {
      hasKey: this.#cachedKey !== null,
      source: this.#source,
      store: this.#keychainAvailable && this.#keychain.kind === 'os-keychain' ? 'os-keychain' : 'session-memory',
      keychainAvailable: this.#keychainAvailable,
    };
    if (this.#problem) status.problem = this.#problem;
    if (this.#cachedKey) status.hint = this.#cachedKey.slice(-4);
    return status;
  }

  async setKey(key: string, store: 'os-keychain' | 'session-memory'): Promise<KeychainStatus> {
    if (store === 'os-keychain') {
      const probe = await this.#keychain.probe();
      if (!probe.available) {
        throw new AppErrorException(
          appError('keychain', 'KEYCHAIN_UNAVAILABLE', probe.problem, {
            suggestion: 'You can keep the key for this session only; it will be forgotten when VinDesk closes.',
          }),
        );
      }
      try {
        await this.#keychain.write(key);
      } catch (error) {
        throw new AppErrorException(
          appError('keychain', 'KEYCHAIN_WRITE_FAILED', 'The key could not be saved in the system keychain.', {
            suggestion: 'Try again, or keep the key for this session only.',
            service: { message: error instanceof Error ? error.message : String(error) },
          }),
        );
      }
      await this.#session.remove();
    } else {
      await this.#session.write(key);
    }
    return this.load();
  }

  async clearKey(): Promise<KeychainStatus> {
    await this.#session.remove();
    if ((await this.#keychain.probe()).available) {
      try {
        await this.#keychain.remove();
      } catch (error) {
        throw new AppErrorException(
          appError('keychain', 'KEYCHAIN_DELETE_FAILED', 'The key could not be removed from the system keychain.', {
            service: { message: error instanceof Error ? error.message : String(error) },
          }),
        );
      }
    }
    return this.load();
  }
}
