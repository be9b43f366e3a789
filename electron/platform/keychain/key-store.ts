/** Where the API key is kept. The key only ever travels from a store to the service client's header. */
export interface KeyStore {
  readonly kind: 'os-keychain' | 'session-memory';
  /** Resolves the stored key, or null when none is stored. */
  read(): Promise<string | null>;
  write(key: string): Promise<void>;
  /** Resolves true when a key was removed. */
  remove(): Promise<boolean>;
  /** Checks the store can be used now; resolves with a plain-words problem when it cannot. */
  probe(): Promise<{ available: true } | { available: false; problem: string }>;
}

/** The keychain entry VinDesk uses: service "VinDesk", account "api-key". */
export const KEYCHAIN_SERVICE = 'VinDesk';
export const KEYCHAIN_ACCOUNT = 'api-key';
