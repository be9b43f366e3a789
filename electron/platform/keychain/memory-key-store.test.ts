// The session-memory store keeps the same KeyStore contract as the OS keychain
// (os-key-store.integration.test.ts): nothing at first, the last key written, and remove
// saying whether there was one.
import { describe, expect, it } from 'vitest';
import { MemoryKeyStore } from './memory-key-store';

describe('MemoryKeyStore', () => {
  it('stores, reads back, replaces and removes the key, saying whether there was one', async () => {
    const store = new MemoryKeyStore();
    expect(store.kind).toBe('session-memory');
    expect(await store.probe()).toEqual({ available: true });
    expect(await store.read()).toBeNull();
    expect(await store.remove()).toBe(false);

    await store.write('vd_test_key_0123456789');
    expect(await store.read()).toBe('vd_test_key_0123456789');
    await store.write('vd_test_key_rotated');
    expect(await store.read()).toBe('vd_test_key_rotated');

    expect(await store.remove()).toBe(true);
    expect(await store.read()).toBeNull();
    expect(await store.remove()).toBe(false);
  });

  it('keeps each store’s key to itself', async () => {
    const first = new MemoryKeyStore();
    const second = new MemoryKeyStore();
    await first.write('vd_first');
    expect(await second.read()).toBeNull();
  });
});
