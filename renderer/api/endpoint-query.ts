// A query of one row of the endpoint table (shared/service/endpoint-table.ts): its channel,
// and how long its answer stays fresh and is kept in this window, as the row says. Every
// service endpoint's query factory is built here; the factories add only how their input
// is written (a VIN normalised, a cursor wrapped) and, rarely, a key of their own.
import type { ChannelInput, ChannelOutput } from '../../shared/ipc/contract';
import { endpointRow, type EndpointId } from '../../shared/service/endpoint-table';
import { serviceQuery, type ServiceQueryConfig } from './service-query';

/** What a factory may add to the row's freshness. */
type EndpointQueryConfig<K extends EndpointId, TData> = Omit<ServiceQueryConfig<K, TData>, 'staleTime' | 'gcTime'>;

/** The window's timing of a row's answers: its staleTime and, where the row keeps them longer, its gcTime. */
function endpointTiming(id: EndpointId): { staleTime: number; gcTime?: number } {
  const { staleMs, keepMs } = endpointRow(id).freshness;
  return { staleTime: staleMs, ...(keepMs !== undefined ? { gcTime: keepMs } : {}) };
}

/**
 * A row's query. Without a config the answer is the channel's output as main sent it; this
 * overload keeps TData out of inference, so a call written inside useQuery({ ... }) does
 * not take its data type from useQuery's own generics.
 */
export function endpointQuery<K extends EndpointId>(
  id: K,
  input: ChannelInput<K> | null,
): ReturnType<typeof serviceQuery<K, ChannelOutput<K>>>;
export function endpointQuery<K extends EndpointId, TData = ChannelOutput<K>>(
  id: K,
  input: ChannelInput<K> | null,
  config: EndpointQueryConfig<K, TData>,
): ReturnType<typeof serviceQuery<K, TData>>;
export function endpointQuery<K extends EndpointId, TData>(
  id: K,
  input: ChannelInput<K> | null,
  config: EndpointQueryConfig<K, TData> = {},
) {
  return serviceQuery<K, TData>(id, input, { ...endpointTiming(id), ...config });
}
