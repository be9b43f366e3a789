// The window's address hash is the app's one piece of navigation state (the route and
// the search's filters). Everything that reads or writes it goes through here, so a
// write made with replaceState (which fires no hashchange) still reaches every reader.

type Listener = () => void;

const listeners = new Set<Listener>();

function notify(): void {
  for (const listener of listeners) listener();
}

// hashchange covers typed links, Back and Forward; popstate also covers entries made by replaceState.
window.addEventListener('hashchange', notify);
window.addEventListener('popstate', notify);

/** For useSyncExternalStore: called whenever the hash may have changed. */
export function subscribeToHash(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function currentHash(): string {
  return window.location.hash;
}

/** A new history entry, so Back returns to the address before it. */
export function pushHash(hash: string): void {
  if (window.location.hash === hash) return;
  window.location.hash = hash;
  // The hash is already updated; hashchange comes later, and readers should not wait for it.
  notify();
}

/** Swaps the current entry: Back skips the address that was there. */
export function replaceHash(hash: string): void {
  if (window.location.hash === hash) return;
  window.history.replaceState(window.history.state, '', hash);
  notify();
}
