// Main refuses a call asked cached-only, or loaded ahead, with 'spend-held' when it would
// spend (every call is billed: docs/real-service.md row 26). Such a query shares its key with
// the screen that shows it, so a screen opened while a hover's ask was still out joins it and
// would show the refusal. A screen whose own ask may spend (its query's meta does not say
// mayBeHeld, service-query.ts) asks again for itself. A panel waiting for a click asks
// cached-only too, so it keeps its refusal and shows its button.
import type { Query } from '@tanstack/react-query';
import { isVdsError } from '../api/vds';

export function askHeldAgain(error: unknown, query: Query<unknown, unknown, unknown>): void {
  if (!isVdsError(error) || error.appError.kind !== 'spend-held') return;
  const shown = query.observers.find(
    (observer) => observer.options.enabled !== false && observer.options.meta?.mayBeHeld !== true,
  );
  // After the refusal has settled in the query, so the new call is not joined to the old one.
  if (shown) queueMicrotask(() => void shown.refetch());
}
