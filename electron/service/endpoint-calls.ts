import type { ParsedInput } from '../../shared/ipc/contract';
import type { Fetched, ListingsResult, SelectedListingsResult } from '../../shared/schemas/fetched';
import type { EndpointAnswer } from '../../shared/service/endpoint-schemas';
import type { EndpointId } from '../../shared/service/endpoint-table';
import { callEndpoint } from './endpoint-request';
import { nextListings, searchListings, selectListings, type ListingPageOptions } from './listing-endpoints';
import type { ServiceEngine } from './service-engine';
import { decodeVinV1 } from './v1-decode';

// How the client calls each row of the endpoint table: the one body (endpoint-request.ts)
// for every row, except the few that add to it.

/** Rows whose answer in main is not their read answer with its age: the listings pages. */
interface AnswerOverrides {
  'listings.search': ListingsResult;
  'listings.select': SelectedListingsResult;
  'listings.next': ListingsResult;
}

/** What the client answers for a row (main's callers get whole listings; the window's handlers trim them). */
export type ClientAnswer<K extends EndpointId> = K extends keyof AnswerOverrides
  ? AnswerOverrides[K]
  : Fetched<EndpointAnswer<K>>;

type Caller<K extends EndpointId> = (
  engine: ServiceEngine,
  input: ParsedInput<K>,
  signal: AbortSignal | undefined,
  options: ListingPageOptions,
) => Promise<ClientAnswer<K>>;

/**
 * The rows that add to the one body: the listings pages (page-size cap, sliced reading,
 * next-URL check, oneOff exports) and the decode (the v1 address). A row with an answer
 * override must be here: leaving one out is a type error.
 */
const SPECIAL_CALLS: { [K in keyof AnswerOverrides | 'vehicle.decode']: Caller<K> } = {
  'listings.search': (engine, input, signal, options) => searchListings(engine, input, signal, options),
  'listings.select': (engine, input, signal, options) => selectListings(engine, input, signal, options),
  'listings.next': (engine, input, signal, options) => nextListings(engine, input.url, signal, options),
  'vehicle.decode': (engine, input, signal) => decodeVinV1(engine, input.vin, signal),
};

export function callRow<K extends EndpointId>(
  engine: ServiceEngine,
  id: K,
  input: ParsedInput<K>,
  signal: AbortSignal | undefined,
  options: ListingPageOptions,
): Promise<ClientAnswer<K>> {
  const special = (SPECIAL_CALLS as Partial<Record<EndpointId, Caller<K>>>)[id];
  if (special) return special(engine, input, signal, options);
  return callEndpoint(engine, id, input, signal) as Promise<ClientAnswer<K>>;
}
