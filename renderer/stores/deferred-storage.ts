import type { StateStorage } from 'zustand/middleware';

/**
 * A Storage for zustand's persist that writes when the window is idle, and only what changed.
 * persist writes its whole slice on every set, opening and closing the command bar included;
 * each write is a synchronous localStorage call inside the Enter that opens a VIN. Reads see
 * a write not yet made, and one left when the window goes away is made then.
 */
export function deferredStorage(storage: Storage): StateStorage {
  const pending = new Map<string, string>();
  const written = new Map<string, string | null>();
  let scheduled = false;

  function flush(): void {
    scheduled = false;
    for (const [name, value] of pending) {
      pending.delete(name);
      try {
        storage.setItem(name, value);
        written.set(name, value);
      } catch (error) {
        // A full or refused storage loses a preference, not the session: said, not thrown at idle time.
        console.warn(`Could not save ${name}:`, error);
      }
    }
  }

  function schedule(): void {
    if (scheduled) return;
    scheduled = true;
    if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(flush, { timeout: 1000 });
    else window.setTimeout(flush, 0);
  }

  window.addEventListener('pagehide', flush);

  return {
    getItem: (name) => pending.get(name) ?? storage.getItem(name),
    setItem: (name, value) => {
      const last = pending.get(name) ?? (written.has(name) ? written.get(name) : storage.getItem(name));
      if (last === value) return;
      pending.set(name, value);
      schedule();
    },
    removeItem: (name) => {
      pending.delete(name);
      written.delete(name);
      storage.removeItem(name);
    },
  };
}
