import { describe, expect, it } from 'vitest';
import { AppErrorException } from '../../../shared/ipc/app-error';
import { KeyService } from './key-service';
import type { KeyStore } from './key-store';
import { MemoryKeyStore } from './memory-key-store';
import { FakeOsKeychain } from './test-support/fake-os-keychain';

/** A keychain that behaves like a locked or absent Secret Service. */
class UnusableKeychain implements KeyStore {
  readonly kind = 'os-keychain' as const;
  writes = 0;
  async read(): Promise<string | null> {
    throw new Error('Platform secure storage failure: locked collection');
  }
  async write(): Promise<void> {
    this.writes += 1;
    throw new Error('locked');
  }
  async remove(): Promise<boolean> {
    throw new Error('locked');
  }
  async probe() {
    return { available: false as const, problem: 'The system keychain is locked.' };
  }
}

/** A keychain that answers its probe but then fails each call, as one locked between the two does. */
class FailingKeychain implements KeyStore {
  readonly kind = 'os-keychain' as const;
  async read(): Promise<string | null> {
    throw new Error('Platform secure storage failure: the collection was locked meanwhile');
  }
  async write(): Promise<void> {
    throw new Error('the prompt was dismissed');
  }
  async remove(): Promise<boolean> {
    throw new Error('no reply from the keyring daemon');
  }
  async probe() {
    return { available: true as const };
  }
}

const KEY = 'sk_live_1234567890abcdef';

describe('KeyService', () => {
  it('reports no key and demo mode until one is set', async () => {
    const service = new KeyService({ keychain: new FakeOsKeychain() });
    expect(await service.load()).toMatchObject({ hasKey: false, source: 'none', keychainAvailable: true });
    expect(service.currentKey()).toBeNull();
  });

  it('stores a key in the keychain and never puts it in the status', async () => {
    const keychain = new FakeOsKeychain();
    const service = new KeyService({ keychain });
    await service.load();
    const status = await service.setKey(KEY, 'os-keychain');
    expect(status).toMatchObject({ hasKey: true, source: 'keychain', store: 'os-keychain', hint: 'cdef' });
    expect(JSON.stringify(status)).not.toContain(KEY);
    expect(await keychain.read()).toBe(KEY);
    expect(service.currentKey()).toBe(KEY);
  });

  it('never reports a store that is only memory as the keychain', async () => {
    const service = new KeyService({ keychain: new MemoryKeyStore() });
    const status = await service.setKey(KEY, 'os-keychain');
    expect(status).toMatchObject({ hasKey: true, source: 'session', store: 'session-memory' });
  });

  it('lets VINDESK_API_KEY override the stored key', async () => {
    const keychain = new FakeOsKeychain();
    await keychain.write(KEY);
    const service = new KeyService({ keychain, envKey: '  env_key_0000  ' });
    expect(await service.load()).toMatchObject({ source: 'env', hasKey: true });
    expect(service.currentKey()).toBe('env_key_0000');
  });

  it('explains an unusable keychain and refuses to store in it', async () => {
    const keychain = new UnusableKeychain();
    const service = new KeyService({ keychain });
    const status = await service.load();
    expect(status).toMatchObject({
      keychainAvailable: false,
      store: 'session-memory',
      problem: 'The system keychain is locked.',
    });
    const failure = await service.setKey(KEY, 'os-keychain').catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(AppErrorException);
    expect((failure as AppErrorException).appError).toMatchObject({ kind: 'keychain', code: 'KEYCHAIN_UNAVAILABLE' });
    expect((failure as AppErrorException).appError.suggestion).toMatch(/session only/);
    expect(keychain.writes).toBe(0);
  });

  it('says the keychain could not be read when its probe passed but the read fails, and runs without it', async () => {
    const service = new KeyService({ keychain: new FailingKeychain() });
    expect(await service.load()).toEqual({
      hasKey: false,
      source: 'none',
      store: 'session-memory',
      keychainAvailable: false,
      problem: 'The system keychain could not be read.',
    });
  });

  it('says a key could not be saved when the keychain refuses the write, keeping the reason for the log', async () => {
    const service = new KeyService({ keychain: new FailingKeychain() });
    const failure = await service.setKey(KEY, 'os-keychain').catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(AppErrorException);
    expect((failure as AppErrorException).appError).toMatchObject({
      kind: 'keychain',
      code: 'KEYCHAIN_WRITE_FAILED',
      message: 'The key could not be saved in the system keychain.',
      suggestion: 'Try again, or keep the key for this session only.',
      service: { message: 'the prompt was dismissed' },
    });
    expect(service.currentKey()).toBeNull();
  });

  it('says a key could not be removed when the keychain refuses, and the session copy is gone all the same', async () => {
    const service = new KeyService({ keychain: new FailingKeychain() });
    await service.setKey(KEY, 'session-memory');
    const failure = await service.clearKey().catch((error: unknown) => error);
    expect((failure as AppErrorException).appError).toMatchObject({
      kind: 'keychain',
      code: 'KEYCHAIN_DELETE_FAILED',
      message: 'The key could not be removed from the system keychain.',
      service: { message: 'no reply from the keyring daemon' },
    });
    expect((await service.load()).source).toBe('none');
  });

  it('keeps a key for this session only when asked, and forgets it on clear', async () => {
    const service = new KeyService({ keychain: new UnusableKeychain() });
    await service.load();
    expect(await service.setKey(KEY, 'session-memory')).toMatchObject({ hasKey: true, source: 'session' });
    expect(service.currentKey()).toBe(KEY);
    expect(await service.clearKey()).toMatchObject({ hasKey: false, source: 'none' });
    expect(service.currentKey()).toBeNull();
  });

  it('a fresh service (a new run of the app) does not remember a session-only key', async () => {
    const keychain = new UnusableKeychain();
    const first = new KeyService({ keychain });
    await first.load();
    await first.setKey(KEY, 'session-memory');
    const second = new KeyService({ keychain });
    expect(await second.load()).toMatchObject({ hasKey: false });
  });
});
