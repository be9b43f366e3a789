import type { Endpoint, MinimumPlans, Plan } from '../../../shared/plan/plan-access';
import type { Dialect } from '../../../shared/service/dialect';
import type { EndpointId, EndpointRow } from '../../../shared/service/endpoint-table';
import type { QueryValue } from '../spec-quirks';

// Everything that differs between the spec's service and auto.dev's is answered by a
// dialect, and only here: which column of the endpoint table applies (paths, minimum
// plans; shared/service/endpoint-table.ts), parameter names, how the v1 decode authenticates,
// how error bodies are read, and how answers are turned into the one shape the rest of
// the app uses. The engine, the endpoints and the screens never ask which dialect it is.

/** What an error body said, whatever its shape. Every field is optional: bodies vary. */
export interface ServiceErrorInfo {
  code?: string;
  message?: string;
  path?: string;
  requestId?: string;
  suggestion?: string;
  /** The account's plan, when a plan refusal names it. */
  currentPlan?: Plan;
  /** The plan the endpoint needs, when a plan refusal names it. */
  requiredPlan?: Plan;
  /** Where to change plan (https only). */
  upgradeUrl?: string;
}

/** Answer shapes a dialect normalises: an endpoint's, the v1 decode's, and the account usage. */
export type AnswerShape = Endpoint | 'v1-vin' | 'usage';

interface V1Request {
  url: string;
  /** The URL without any key, for the cache's name. */
  cacheUrl: string;
  /** Whether the key goes in the Authorization header (else it is in the URL). */
  bearer: boolean;
}

export interface ServiceDialect {
  readonly name: Dialect;
  /** This dialect's column of a row's paths. */
  pathOf(row: EndpointRow): string;
  /** This dialect's column of the minimum plans (the spec's table or auto.dev's). */
  readonly minimumPlans: MinimumPlans;
  /**
   * An endpoint's input under this dialect's parameter names and forms: the values its path
   * names, and the rest for its query. Rows the dialect does not name travel as given.
   */
  requestParams(id: EndpointId, input: Readonly<Record<string, QueryValue>>): Record<string, QueryValue>;
  v1Request(root: string, vin: string, apiKey: string): V1Request;
  /** Reads an error body (bare, wrapped, plain text or none). */
  readError(endpoint: Endpoint, status: number, body: unknown): ServiceErrorInfo | null;
  /** Turns a successful answer into the spec's shape, which the app's schemas read; vin: the VIN asked about. */
  normalizeAnswer(shape: AnswerShape, body: unknown, vin?: string): unknown;
  /** The plan an answer names for the account (auto.dev's top-level user.plan), if any. */
  planFromAnswer(body: unknown): Plan | null;
  /** Whether GET /usage exists (account usage of the Free plan). */
  readonly hasUsage: boolean;
  /** Where plans are compared, when a refusal links to no page of its own. */
  readonly upgradeUrl?: string;
}
