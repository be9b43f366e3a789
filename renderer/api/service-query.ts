// The one way the renderer reads a channel as a query. Each endpoint's factory names its
// channel, its input and how long an answer stays fresh; this builds the rest the same way
// every time: the key (service-query-keys.ts), the call through main with the query's
// abort signal (a dropped query cancels its call, unless it asks to finish when unused),
// and skipToken while the input is not ready, so no query is ever sent with a made-up
// input to keep the hook order stable.
import { queryOptions, skipToken, type QueryKey } from '@tanstack/react-query';
import type { ChannelInput, ChannelName, ChannelOutput } from '../../shared/ipc/contract';
import { serviceKeys } from './service-query-keys';
import { invoke } from './vds';
import type { SpendActivity } from '../../shared/spend/spend-activity';

/** How a call is asked: what the person is doing, and whether it may spend. */
export interface CallHow {
  /** What the person is doing, for the spend ledger (e.g. 'hover-prefetch'); main picks one by channel when absent. */
  activity?: SpendActivity;
  /**
   * Answer only from main's cache or for free (the demo sandbox); a paid call fails with a
   * 'spend-held' error naming its price, for a panel that loads on a click.
   */
  cachedOnly?: boolean;
}

/**
 * Marks, in a query's meta, one whose calls main may refuse with 'spend-held' (asked
 * cached-only, or loaded ahead, which spends nothing by default: docs/real-service.md row
 * 26 bills every call). A screen that shows such a query with a call that may spend asks
 * again when the refusal reaches it (renderer/app/held-answers.ts).
 */
const heldMeta = { mayBeHeld: true } as const;

export interface ServiceQueryConfig<K extends ChannelName, TData> extends CallHow {
  /** How long an answer is fresh in this window (main keeps its own cache behind it); default: the client's. */
  staleTime?: number;
  gcTime?: number;
  retry?: number | false;
  /** The key when it is not the service's [scope, channel, input]; null input = not ready. */
  key?: (input: ChannelInput<K> | null) => QueryKey;
  /** Shapes the answer once, before it is cached (not on every render, as select would). */
  transform?: (output: ChannelOutput<K>) => TData;
  /**
   * The call runs to its end even once nothing shows the query (a results row scrolled
   * away): its answer is cached for when the row comes back. Left false, dropping the last
   * observer cancels the call, which suits calls that cost the service something.
   */
  finishWhenUnused?: boolean;
}

/**
 * A query of one channel. `input` null means "not ready yet": the query waits (skipToken)
 * instead of calling main, and starts by itself once the caller has a real input.
 */
export function serviceQuery<K extends ChannelName, TData = ChannelOutput<K>>(
  channel: K,
  input: ChannelInput<K> | null,
  { key, transform, finishWhenUnused = false, activity, cachedOnly = false, ...timing }: ServiceQueryConfig<K, TData>,
) {
  // Without a transform the answer is cached as main sent it (TData defaults to ChannelOutput<K>).
  const shape = transform ?? ((output: ChannelOutput<K>) => output as unknown as TData);
  return queryOptions({
    queryKey: key ? key(input) : serviceKeys.call(channel, input),
    queryFn:
      input === null
        ? skipToken
        : finishWhenUnused
          ? // The signal is not read: React Query cancels only a query whose function took it.
            async (): Promise<TData> => shape(await invoke(channel, input, undefined, activity, cachedOnly))
          : async ({ signal }: { signal: AbortSignal }): Promise<TData> =>
              shape(await invoke(channel, input, signal, activity, cachedOnly)),
    ...(cachedOnly || activity === 'hover-prefetch' ? { meta: heldMeta } : {}),
    ...timing,
  });
}
