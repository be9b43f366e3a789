// What differs between the two services the sandbox can play: the spec's and auto.dev's.
// The server asks its dialect for the route table, where the key is read, the gateway's
// refusals (401, plan, 429) and how an error is written; everything else is shared.
import type { IncomingMessage } from 'node:http';
import type { Endpoint, Plan } from '../../shared/plan/plan-access';
import type { Dialect } from '../../shared/service/dialect';
import type { ApiError } from '../endpoints/api-error';
import type { Route } from './routes';

export interface SandboxDialect {
  readonly name: Dialect;
  readonly routes: readonly Route[];
  /** A request identifier in this service's format. */
  requestId(sequence: number): string;
  /** The API key a request carries, read where this service reads it. */
  keyOf(req: IncomingMessage, url: URL, route: Route): string | null;
  /** Missing (no key at all) or unknown key. */
  unauthorized(missing: boolean): ApiError;
  /** The refusal for a plan without the endpoint, or null when the plan includes it. */
  planRefusal(plan: Plan, endpoint: Endpoint): ApiError | null;
  rateLimited(plan: Plan, retryAfterSeconds: number): ApiError;
  /** Called once a keyed request passed every gate: may count it, or refuse it (quota). */
  admit(key: string, plan: Plan, route: Route): void;
  /** Errors of the fault injector (tests). */
  injectedFault(kind: '429' | '503', retryAfterSeconds: number): ApiError;
  /** The JSON body of an error answer. */
  errorBody(error: ApiError, route: Route | null, url: URL, requestId: string): unknown;
}

/** The request path and query as sent, with any key passed in the query written as ***. */
export function redactedPath(url: URL, keyParams: readonly string[]): string {
  if (!keyParams.some((name) => url.searchParams.has(name))) return url.pathname + url.search;
  const q = new URLSearchParams(url.search);
  for (const name of keyParams) if (q.has(name)) q.set(name, '***');
  return `${url.pathname}?${q.toString()}`;
}

export function bearerKey(req: IncomingMessage): string | null {
  const header = req.headers.authorization;
  const match = header ? /^Bearer\s+(\S+)\s*$/i.exec(header) : null;
  return match ? match[1]! : null;
}
