// The window's address hash is the app's one piece of navigation state (the route and
// the search's filters). Everything that reads or writes it goes through here, so a
// write made with pushState or replaceState (which fire no hashchange) still reaches every reader.

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

/**
 * A new history entry, so Back returns to the address before it. By pushState rather than
 * by assigning location.hash: that is a fragment navigation, which looks for an element to
 * scroll to and fires a hashchange later, milliseconds of the window's time inside the
 * Enter that opens a VIN. Back and Forward between such entries still fire popstate.
 */
export function pushHash(hash: string): void {
  if (window.location.hash === hash) return;
  window.history.pushState(window.history.state, '', hash);
  notify();
}

/** Swaps the current entry: Back skips the address that was there. */
export function replaceHash(hash: string): void {
  if (window.location.hash === hash) return;
  window.history.replaceState(window.history.state, '', hash);
  notify();
}
