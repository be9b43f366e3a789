import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { deferredStorage } from './deferred-storage';

/** The window's localStorage, with each write it receives recorded. */
function recordedLocalStorage() {
  const writes: [string, string][] = [];
  const storage = {
    getItem: (name: string) => localStorage.getItem(name),
    setItem: (name: string, value: string) => {
      writes.push([name, value]);
      localStorage.setItem(name, value);
    },
    removeItem: (name: string) => localStorage.removeItem(name),
  } as Storage;
  return { storage, writes };
}

describe('deferredStorage', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('writes nothing inside the call, then the last value once when the window is free', () => {
    const { storage, writes } = recordedLocalStorage();
    const deferred = deferredStorage(storage);
    deferred.setItem('k', '1');
    deferred.setItem('k', '2');
    expect(writes).toEqual([]);
    // A read in between sees the value not yet written.
    expect(deferred.getItem('k')).toBe('2');
    vi.runAllTimers();
    expect(writes).toEqual([['k', '2']]);
    expect(localStorage.getItem('k')).toBe('2');
  });

  it('skips a write of the value already stored', () => {
    localStorage.setItem('k', 'same');
    const { storage, writes } = recordedLocalStorage();
    const deferred = deferredStorage(storage);
    deferred.setItem('k', 'same');
    vi.runAllTimers();
    expect(writes).toEqual([]);
    deferred.setItem('k', 'other');
    vi.runAllTimers();
    deferred.setItem('k', 'other');
    vi.runAllTimers();
    expect(writes).toEqual([['k', 'other']]);
  });

  it('makes a pending write when the window goes away', () => {
    const { storage, writes } = recordedLocalStorage();
    const deferred = deferredStorage(storage);
    deferred.setItem('k', 'kept');
    window.dispatchEvent(new Event('pagehide'));
    expect(writes).toEqual([['k', 'kept']]);
    vi.runAllTimers();
    expect(writes).toHaveLength(1);
  });

  it('drops a pending write when the item is removed', () => {
    const { storage, writes } = recordedLocalStorage();
    const deferred = deferredStorage(storage);
    deferred.setItem('k', 'gone');
    deferred.removeItem('k');
    vi.runAllTimers();
    expect(writes).toEqual([]);
    expect(deferred.getItem('k')).toBeNull();
  });

  it('says so, and keeps working, when the storage refuses a write', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const full = {
      ...recordedLocalStorage().storage,
      setItem: () => {
        throw new DOMException('full', 'QuotaExceededError');
      },
    } as Storage;
    const deferred = deferredStorage(full);
    deferred.setItem('k', 'v');
    expect(() => vi.runAllTimers()).not.toThrow();
    expect(warn).toHaveBeenCalledWith('Could not save k:', expect.any(DOMException));
    warn.mockRestore();
  });
});
