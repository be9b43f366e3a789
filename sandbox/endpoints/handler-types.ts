// What a route handler receives and returns.
import type { Plan } from '../../shared/plan/plan-access';
import type { SandboxState } from '../state/sandbox-state';

export interface RequestContext {
  state: SandboxState;
  url: URL;
  /** The sandbox's base_url, e.g. http://127.0.0.1:8787. */
  baseUrl: string;
  query: URLSearchParams;
  /** Path segments captured by the route, URL-decoded. */
  params: string[];
  plan: Plan | null;
  /** The key the request was made with (null on routes that need none). */
  apiKey: string | null;
  requestId: string;
  /** The parsed JSON body of a POST (only routes marked `post` take one); undefined otherwise. */
  body?: unknown;
}

export type HandlerResult =
  | { kind: 'json'; body: unknown; status?: number }
  | { kind: 'raw'; body: Buffer; contentType: string; cacheSeconds?: number };

export type Handler = (ctx: RequestContext) => HandlerResult | Promise<HandlerResult>;

export function json(body: unknown, status = 200): HandlerResult {
  return { kind: 'json', body, status };
}
