import type { KeyStore } from '../key-store';
import { MemoryKeyStore } from '../memory-key-store';

/**
 * Stands in for the OS keychain in tests: it keeps the key in memory but reports the kind of
 * the store it replaces, so the status and its words ("saved in the system keychain") are
 * those of a real keychain. The real one is tested in os-key-store.integration.test.ts.
 */
export class FakeOsKeychain implements KeyStore {
  readonly kind = 'os-keychain' as const;
  readonly #memory = new MemoryKeyStore();

  read(): Promise<string | null> {
    return this.#memory.read();
  }

  write(key: string): Promise<void> {
    return this.#memory.write(key);
  }

  remove(): Promise<boolean> {
    return this.#memory.remove();
  }

  probe(): Promise<{ available: true }> {
    return this.#memory.probe();
  }
}
