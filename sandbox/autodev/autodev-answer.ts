// Wraps a shared endpoint handler for auto.dev: errors reworded as its docs write them
// (or replaced), the success body reshaped, and the envelope every auto.dev answer may
// carry (docs/real-service.md #9): top-level `api` and `user` with the key's plan.
import { PLAN_LABELS, type Endpoint, type Plan } from '../../shared/plan/plan-access';
import { ApiError } from '../endpoints/api-error';
import { json, type Handler, type HandlerResult, type RequestContext } from '../endpoints/handler-types';
import type { JsonObject } from '../listings/listing-json';
import { autodevWording } from './autodev-errors';

/** A body to send exactly as is, without the envelope (e.g. open recalls' bare {"data":[]}). */
export class ExactAnswer {
  constructor(readonly body: unknown) {}
}

export interface AutodevBehaviour {
  reshape?: (body: JsonObject, ctx: RequestContext) => unknown;
  /** Replaces an error of the shared handler (already reworded), or answers in its place. */
  onError?: (error: ApiError, ctx: RequestContext) => ApiError | HandlerResult;
}

function withEnvelope(body: unknown, plan: Plan | null): unknown {
  if (body === null || typeof body !== 'object' || Array.isArray(body) || plan === null) return body;
  return {
    api: { name: 'api.auto.dev', sandbox: true },
    ...body,
    user: { name: `Sandbox ${PLAN_LABELS[plan]}`, plan: PLAN_LABELS[plan] },
  };
}

export function autodevHandler(endpoint: Endpoint, handler: Handler, behaviour: AutodevBehaviour = {}): Handler {
  return async (ctx) => {
    let result: HandlerResult;
    try {
      result = await handler(ctx);
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      const worded = autodevWording(error, endpoint, ctx.params.at(-1) ?? '');
      const replaced = behaviour.onError ? behaviour.onError(worded, ctx) : worded;
      if (replaced instanceof ApiError) throw replaced;
      result = replaced;
    }
    if (result.kind !== 'json' || (result.status ?? 200) !== 200) return result;
    const body = behaviour.reshape ? await behaviour.reshape(result.body as JsonObject, ctx) : result.body;
    if (body instanceof ExactAnswer) return json(body.body);
    return json(withEnvelope(body, ctx.plan));
  };
}
