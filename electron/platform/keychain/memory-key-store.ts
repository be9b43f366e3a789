import type { KeyStore } from './key-store';

/**
 * Keeps the key in this process's memory only, for this session: the fallback when the
 * OS keychain is unusable, and the store of the e2e harness. Nothing is written to disk.
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
