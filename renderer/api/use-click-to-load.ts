// A panel whose one call costs more than the click-to-load price in Settings ($0.03 by
// default) loads on a click that names the price: a build sheet is $0.10 on Growth and
// $0.08 on Scale, a cost of ownership $0.06 and $0.04 (docs/real-service.md row 26).
// Until then it asks main cached-only, so what main holds (fresh, or stale and marked so)
// shows at once and free; otherwise main refuses with 'spend-held' before sending, and the
// panel shows its button. The click asks for real under the same key, so every panel, the
// VIN report and a revisit share the one answer; the asked flag (asked-to-load-store.ts)
// keeps the panel asking for real afterwards. Free (demo), cheap or always-loaded calls
// are asked as any other panel's.
import { hashKey, useQuery, useQueryClient, type UseQueryResult } from '@tanstack/react-query';
import type { ChannelName } from '../../shared/ipc/contract';
import type { Endpoint } from '../../shared/plan/plan-access';
import { useAskedToLoadStore } from '../stores/asked-to-load-store';
import type { CallHow, serviceQuery } from './service-query';
import { useCallPrice, type CallPrice } from './use-call-price';
import { isVdsError } from './vds';

export interface ClickToLoad<TData> {
  query: UseQueryResult<TData>;
  /** Waiting for the click: main holds no answer and the call would spend. */
  held: boolean;
  /** What the click spends, in millionths of a dollar: main's own figure when it named one. */
  priceMicros: number;
  price: CallPrice;
  /** The click: asks for real, and keeps asking for real for this answer. */
  load: () => void;
}

export function useClickToLoad<K extends ChannelName, TData>(
  endpoint: Endpoint,
  ask: (how: CallHow) => ReturnType<typeof serviceQuery<K, TData>>,
  enabled: boolean,
): ClickToLoad<TData> {
  const client = useQueryClient();
  const price = useCallPrice(endpoint);
  const paid = ask({});
  const queryHash = hashKey(paid.queryKey);
  const asked = useAskedToLoadStore((state) => state.asked[queryHash] === true);
  const markAsked = useAskedToLoadStore((state) => state.markAsked);
  const cachedOnly = price.waitsForClick && !asked;
  // Not before the mode, plan and settings are known: until then the price is not.
  const query = useQuery({ ...(cachedOnly ? ask({ cachedOnly }) : paid), enabled: enabled && price.ready });
  const heldError = isVdsError(query.error) && query.error.appError.kind === 'spend-held' ? query.error : null;
  const load = () => {
    markAsked(queryHash);
    // A cached-only ask still out would be joined rather than replaced: it is dropped first.
    // A failure lands in the query, where the panel shows it.
    void client
      .cancelQueries({ queryKey: paid.queryKey, exact: true })
      .then(() => client.fetchQuery(paid))
      .catch(() => undefined);
  };
  return {
    query,
    held: cachedOnly && query.data === undefined && heldError !== null,
    priceMicros: heldError?.appError.spend?.priceMicros ?? price.micros,
    price,
    load,
  };
}
