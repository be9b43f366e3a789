import type { Handler } from '../platform/ipc/router';
import type { ChannelOutput } from '../../shared/ipc/contract';
import type { serviceChannels } from '../../shared/ipc/service-channels';
import { ENDPOINT_IDS, type EndpointId } from '../../shared/service/endpoint-table';
import type { ServiceClient } from './create-service-client';
import type { ClientAnswer } from './endpoint-calls';
import { summarizeListings } from './listing-summary';

// The IPC side of the service client: one handler per service channel, derived from the
// endpoint table (each calls its row through client.call), plus plan access and the cache.
// Input is already parsed by the router; failures travel as AppErrorException.

export type ServiceHandlers = { [K in keyof typeof serviceChannels]: Handler<K> };

/** Rows whose window answer is shaped from the client's: the window gets only the table's fields of a listing. */
const PRESENT = {
  'listings.search': summarizeListings,
  'listings.next': summarizeListings,
} satisfies { [K in EndpointId]?: (answer: ClientAnswer<K>) => ChannelOutput<K> };

// Every other row hands the client's answer on as it is: one whose answer does not fit its
// channel's is a type error here (the constant exists only to be type-checked).
type AsIs = Exclude<EndpointId, keyof typeof PRESENT>;
type Misfits = { [K in AsIs]: ClientAnswer<K> extends ChannelOutput<K> ? never : K }[AsIs];
const _everyAnswerFits: [Misfits] extends [never] ? true : Misfits = true;

function endpointHandler<K extends EndpointId>(client: ServiceClient, id: K): Handler<K> {
  const present = (PRESENT as Partial<Record<EndpointId, (answer: ClientAnswer<K>) => ChannelOutput<K>>>)[id];
  return async (input, { signal }) => {
    const answer = await client.call(id, input, signal);
    return present ? present(answer) : (answer as ChannelOutput<K>);
  };
}

export function createServiceHandlers(client: ServiceClient): ServiceHandlers {
  const endpoints = Object.fromEntries(ENDPOINT_IDS.map((id) => [id, endpointHandler(client, id)])) as {
    [K in EndpointId]: Handler<K>;
  };
  return {
    ...endpoints,
    'plan.access': () => client.planAccess(),
    'cache.clear': () => client.clearCache(),
    'cache.saved': () => client.savedAnswers(),
  };
}
