/**
 * Where a watchlist answer came from: the demo sandbox, or the live service at an origin.
 * The demo sandbox listens on a new port each launch, so its origin is one fixed word.
 */
export interface WatchlistSource {
  mode: 'demo' | 'live';
  origin: string;
}

export const DEMO_SOURCE: WatchlistSource = { mode: 'demo', origin: 'demo' };

export function sameSource(a: WatchlistSource, b: WatchlistSource): boolean {
  return a.mode === b.mode && a.origin === b.origin;
}

function hostOf(origin: string): string {
  try {
    return new URL(origin).host;
  } catch {
    return origin;
  }
}

/**
 * Why checks are paused while the statuses on the list came from a live account the app is
 * not using now (issue 37 item 5: a locked keychain at launch, or a key cleared, falls back to
 * the demo data, whose verdicts must never overwrite real ones or raise notifications).
 */
export function sourcePauseWords(stored: WatchlistSource, current: WatchlistSource): string {
  const account = `your account at ${hostOf(stored.origin)}`;
  if (current.mode === 'demo') {
    return (
      `Recall checks are paused: these recall statuses came from ${account}, and VinDesk is on demo data now, ` +
      'so it will not check them until your API key is back.'
    );
  }
  return (
    `Recall checks are paused: these recall statuses came from ${account}, and VinDesk now uses ` +
    `${hostOf(current.origin)}, so it will not check them until the service address in Settings is ` +
    `${hostOf(stored.origin)} again.`
  );
}
