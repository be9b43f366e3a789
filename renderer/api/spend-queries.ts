// What VinDesk has spent on the hosted service, as main's ledger counts it (docs/real-service.md
// row 26: every call is billed; row 27: no answer says what it cost, so the app counts its own).
// Kept outside the service scope: the ledger is VinDesk's own record, and reading it bills nothing.
import { useQuery } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import { serviceQuery } from './service-query';

/** How often the spend is read again while the window has focus: calls made meanwhile show within it. */
const SPEND_REFRESH_MS = 5_000;

export const spendKeys = { summary: ['spend', 'summary'] as const };

const spendQueries = {
  summary: () => serviceQuery('spend.summary', undefined, { key: () => spendKeys.summary, staleTime: 0 }),
};

function subscribeToFocus(onChange: () => void): () => void {
  window.addEventListener('focus', onChange);
  window.addEventListener('blur', onChange);
  return () => {
    window.removeEventListener('focus', onChange);
    window.removeEventListener('blur', onChange);
  };
}

/** Whether this window has the keyboard focus (a window behind another has none). */
function useWindowFocused(): boolean {
  return useSyncExternalStore(subscribeToFocus, () => document.hasFocus());
}

/**
 * The spend, read again every few seconds while the window is focused (an idle window behind
 * others asks main nothing) and as soon as it is focused again.
 */
export function useSpendSummary({ enabled = true }: { enabled?: boolean } = {}) {
  const focused = useWindowFocused();
  return useQuery({
    ...spendQueries.summary(),
    enabled,
    refetchInterval: focused ? SPEND_REFRESH_MS : false,
    // Reading the ledger costs nothing, unlike the service queries the client's default protects.
    refetchOnWindowFocus: 'always',
  });
}
