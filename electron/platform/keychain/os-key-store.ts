import { AsyncEntry } from '@napi-rs/keyring';
import { KEYCHAIN_ACCOUNT, KEYCHAIN_SERVICE, type KeyStore } from './key-store';

/**
 * The OS keychain (Keychain on macOS, Credential Manager on Windows, Secret Service
 * on Linux) through @napi-rs/keyring, an N-API module that needs no rebuild for Electron.
 */
export class OsKeyStore implements KeyStore {
  readonly kind = 'os-keychain' as const;
  readonly #entry: AsyncEntry;

  constructor(service = KEYCHAIN_SERVICE, account = KEYCHAIN_ACCOUNT) {
    this.#entry = new AsyncEntry(service, account);
  }

  async read(): Promise<string | null> {
    return (await this.#entry.getPassword()) ?? null;
  }

  async write(key: string): Promise<void> {
    await this.#entry.setPassword(key);
  }

  async remove(): Promise<boolean> {
    return this.#entry.deletePassword();
  }

  async probe(): Promise<{ available: true } | { available: false; problem: string }> {
    try {
      // A read is the cheapest call that reaches the keychain daemon and fails when it is locked or absent.
      await this.#entry.getPassword();
      return { available: true };
    } catch (error) {
      return { available: false, problem: describeKeychainFailure(error) };
    }
  }
}

/** Turns the keychain library's error into words a dealer can act on. */
function describeKeychainFailure(error: unknown): string {
  const detail = error instanceof Error ? error.message : String(error);
  if (/locked/i.test(detail)) {
    return 'The system keychain is locked. Unlock it (log in again or open your keyring app) and try again.';
  }
  if (/dbus|secret service|no such|not provided|platform/i.test(detail)) {
    return 'No system keychain is available on this computer (on Linux, install and start GNOME Keyring or KWallet).';
  }
  return `The system keychain could not be used (${detail}).`;
}
