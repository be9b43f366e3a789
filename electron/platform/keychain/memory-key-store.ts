import type { KeyStore } from './key-store';

/**
 * Keeps the key in this process's memory only, for this session: the fallback when the
 * OS keychain is unusable. Nothing is written to disk. (Tests that stand in for the keychain
 * use test-support/fake-os-keychain.ts, which reports the keychain's kind.)
 */
export class MemoryKeyStore implements KeyStore {
  readonly kind = 'session-memory' as const;
  #key: string | null = null;

  async read(): Promise<string | null> {
    return this.#key;
  }

  async write(key: string): Promise<void> {
    this.#key = key;
  }

  async remove(): Promise<boolean> {
    const had = this.#key !== null;
    this.#key = null;
    return had;
  }

  async probe(): Promise<{ available: true }> {
    return { available: true };
  }
}
