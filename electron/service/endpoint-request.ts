import type { ParsedInput } from '../../shared/ipc/contract';
import type { Fetched } from '../../shared/schemas/fetched';
import { answerReader, type EndpointAnswer } from '../../shared/service/endpoint-schemas';
import { ENDPOINT_TABLE, pathNames, type EndpointId } from '../../shared/service/endpoint-table';
import { DIALECTS } from '../../shared/service/dialect';
import type { ServiceDialect } from './dialect/service-dialect';
import { dialectOf } from './dialect/dialect-of';
import { guardVin } from './guard-vin';
import type { CallContext, ServiceEngine } from './service-engine';
import { toQueryString, type QueryValue } from './spec-quirks';

// The one body every endpoint call shares: check the VIN, begin, build the row's URL in the
// dialect's terms, fetch and read the answer with the row's reader. Only the listings pages
// and the v1 decode add to it (endpoint-calls.ts).

/** The URL of a row's request: its path in the dialect's column, its other values in the query. */
function endpointUrl(baseUrl: string, dialect: ServiceDialect, id: EndpointId, input: object): string {
  const params = dialect.requestParams(id, input as Readonly<Record<string, QueryValue>>);
  const template = dialect.pathOf(ENDPOINT_TABLE[id]);
  const named = new Set(pathNames(template));
  const path = template.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(String(params[name] ?? '')));
  const query = Object.fromEntries(Object.entries(params).filter(([name]) => !named.has(name)));
  return `${baseUrl}${path}${toQueryString(query)}`;
}

/** Whether a row's path takes a VIN in any dialect: its VIN is checked before any request. */
function takesVin(id: EndpointId): boolean {
  return DIALECTS.some((dialect) => pathNames(ENDPOINT_TABLE[id].path[dialect]).includes('vin'));
}

/** Throws INVALID_VIN_FORMAT before any request when a VIN row's VIN breaks the rule. */
function guardRowVin(id: EndpointId, input: object): void {
  if (takesVin(id)) guardVin(String((input as { vin?: unknown }).vin ?? ''));
}

/** One call of a row, in the one way every plain row is called. */
export async function callEndpoint<K extends EndpointId>(
  engine: ServiceEngine,
  id: K,
  input: ParsedInput<K>,
  signal?: AbortSignal,
): Promise<Fetched<EndpointAnswer<K>>> {
  guardRowVin(id, input);
  return fetchEndpoint(engine, await engine.begin(), id, input, signal);
}

/** The fetch of a plain row, once the call has begun. */
export function fetchEndpoint<K extends EndpointId>(
  engine: ServiceEngine,
  context: CallContext,
  id: K,
  input: ParsedInput<K>,
  signal?: AbortSignal,
): Promise<Fetched<EndpointAnswer<K>>> {
  return engine.fetch(context, {
    endpoint: ENDPOINT_TABLE[id].plan,
    url: endpointUrl(context.config.baseUrl, dialectOf(context.config.dialect), id, input),
    parse: answerReader(id),
    signal,
  });
}
