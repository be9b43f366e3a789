import type { Endpoint } from '../../shared/plan/plan-access';
import { ServiceErrorSchema, type ServiceError } from '../../shared/schemas/service-error-schema';
import { appError, type AppError } from '../../shared/ipc/app-error';
import { explainVinProblem } from '../../shared/vin/vin-rule';
import type { ListingsSort } from '../../shared/schemas/listings-query-schema';

// Every oddity of the service as the spec describes it, handled here and nowhere
// else, so the rest of the client can treat all endpoints alike.

/** /apr and /openrecalls wrap the error object as { error: { … } }; the others send it bare. */
const WRAPPED_ERROR_ENDPOINTS: ReadonlySet<Endpoint> = new Set(['apr', 'openrecalls']);

/** Reads the spec's error object out of an error body, bare or wrapped; null when there is none. */
export function readServiceError(endpoint: Endpoint, body: unknown): ServiceError | null {
  if (typeof body !== 'object' || body === null) return null;
  const inner = (body as { error?: unknown }).error;
  // Also unwrapped on other endpoints when the body plainly is wrapped, so a service
  // that extends the habit does not lose its codes.
  const candidate =
    WRAPPED_ERROR_ENDPOINTS.has(endpoint) || (typeof inner === 'object' && inner !== null) ? inner : body;
  const parsed = ServiceErrorSchema.safeParse(candidate);
  return parsed.success ? parsed.data : null;
}

/** The /apr error samples give a path under /rates/; the details view shows the endpoint actually called. */
export function normalizeServicePath(endpoint: Endpoint, path: string | undefined): string | undefined {
  if (path === undefined) return undefined;
  return endpoint === 'apr' ? path.replace(/^\/rates\//, '/apr/') : path;
}

/**
 * /photos states both "empty retail array" and "404 RESOURCE_NOT_FOUND" for a VIN
 * without photos. Both mean "no photos": the 404 becomes this empty answer.
 */
export function noPhotosBody(endpoint: Endpoint, status: number): { data: { retail: string[] } } | null {
  return endpoint === 'photos' && status === 404 ? { data: { retail: [] } } : null;
}

/**
 * The VIN rule is checked before any VIN request, on every endpoint: /recalls answers
 * an invalid VIN with an empty list (not the documented 400), which would read as
 * "no recalls", the one answer that must never be wrong. Returns the same error the
 * service documents, without a request.
 */
export function vinRuleError(vin: string): AppError | null {
  const problem = explainVinProblem(vin);
  if (problem === null) return null;
  return appError('invalid-input', 'INVALID_VIN_FORMAT', problem, { issues: [{ path: 'vin', message: problem }] });
}

/** sort travels as `<field>.<direction>`, one field only. */
export function formatSort(sort: ListingsSort): string {
  return `${sort.field}.${sort.direction}`;
}

export type QueryValue = string | number | boolean | readonly string[] | undefined | null;

/**
 * Builds a query string from named values. A value that is undefined, null, empty or
 * an empty list is left out entirely: /listings answers any parameter it does not
 * expect (or an empty one) with 400 INVALID_PARAMETER.
 */
export function toQueryString(params: Readonly<Record<string, QueryValue>>): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) {
    if (value === undefined || value === null) continue;
    if (Array.isArray(value)) {
      if (value.length > 0) search.set(name, [...new Set(value)].join(','));
      continue;
    }
    const text = String(value);
    if (text !== '') search.set(name, text);
  }
  const query = search.toString();
  return query === '' ? '' : `?${query}`;
}
