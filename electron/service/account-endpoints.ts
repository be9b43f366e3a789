import type { KeyCheck } from '../../shared/ipc/app-channels';
import type { ServiceUsage } from '../../shared/ipc/spend-channels';
import { AppErrorException } from '../../shared/ipc/app-error';
import { PLAN_LABELS } from '../../shared/plan/plan-access';
import { parseListingsPage } from '../../shared/schemas/listings-page-schema';
import type { PlanKnowledge } from './plan-knowledge';
import type { ServiceEngine } from './service-engine';
import { dialectOf } from './dialect/dialect-of';
import type { UsageBodyReader } from './usage-reads';

// The account, not the vehicles: is the key taken, and how much of the Free plan's
// monthly allowance is used.

const UNREACHABLE_KINDS = new Set(['network', 'dns', 'certificate', 'offline', 'timeout', 'unavailable']);

/**
 * One cheap call with the key in force: a one-row listings page, which every plan
 * includes. Always asked afresh, never answered from the cache, since a cached answer
 * proves nothing about a new key.
 */
export async function checkKey(engine: ServiceEngine): Promise<KeyCheck> {
  try {
    const context = await engine.begin();
    await engine.fetch(context, {
      endpoint: 'listings',
      url: `${context.config.baseUrl}/listings?limit=1`,
      parse: parseListingsPage,
      signal: undefined,
      fresh: true,
    });
    return worked(await engine.planAccess(false).then((access) => access.plan));
  } catch (error) {
    const appError = error instanceof AppErrorException ? error.appError : null;
    if (appError?.kind === 'unauthorized') return { result: 'refused', message: 'Key refused' };
    if (!appError || UNREACHABLE_KINDS.has(appError.kind)) {
      return { result: 'unreachable', message: 'Could not reach the service' };
    }
    // A plan refusal or a rate limit comes after the key was accepted.
    if (appError.kind === 'plan-required' || appError.kind === 'rate-limited') {
      return worked(appError.currentPlan ?? (await engine.planAccess(false)).plan);
    }
    // A 404, a 5xx or a page that is not the service's (a captive portal) proves nothing about the key.
    return { result: 'unreachable', message: 'The service did not confirm the key' };
  }
}

function worked(plan: string): KeyCheck {
  if (plan in PLAN_LABELS) {
    const known = plan as keyof typeof PLAN_LABELS;
    return { result: 'works', message: `Key works (${PLAN_LABELS[known]} plan)`, plan: known };
  }
  return { result: 'works', message: 'Key works' };
}

/** Reads GET /usage where the dialect has it and keeps the Free plan's allowance in the plan knowledge. */
export async function refreshUsage(
  engine: ServiceEngine,
  knowledge: PlanKnowledge,
  usageBody: UsageBodyReader,
): Promise<void> {
  const config = await engine.config();
  if (!dialectOf(config.dialect).hasUsage || !config.apiKey) return;
  const body = await usageBody(engine, config);
  if (typeof body !== 'object' || body === null) return;
  const { used, limit, resetsAt } = body as { used?: unknown; limit?: unknown; resetsAt?: unknown };
  const usedCalls = Number(used);
  const limitCalls = Number(limit);
  if (!Number.isFinite(usedCalls) || !Number.isFinite(limitCalls) || limitCalls <= 0) return;
  knowledge.learnUsage({
    used: usedCalls,
    limit: limitCalls,
    ...(typeof resetsAt === 'string' ? { resetsAt } : {}),
  });
}

/**
 * GET /usage for the Usage view, beside the app's own count: the answer's shape is not
 * documented (docs/real-service.md row 27), so each figure is kept only when it reads as one.
 */
export async function readUsage(engine: ServiceEngine, usageBody: UsageBodyReader): Promise<ServiceUsage> {
  const config = await engine.config();
  if (!dialectOf(config.dialect).hasUsage) {
    return { available: false, why: 'This service has no usage report; the figures here are VinDesk’s own count.' };
  }
  if (!config.apiKey)
    return { available: false, why: 'No API key is set, so the service’s usage report was not read.' };
  const body = await usageBody(engine, config);
  if (typeof body !== 'object' || body === null) {
    return { available: false, why: 'The service’s usage report could not be read just now.' };
  }
  const { used, limit, resetsAt } = body as { used?: unknown; limit?: unknown; resetsAt?: unknown };
  return {
    available: true,
    ...(typeof used === 'number' && Number.isFinite(used) ? { used } : {}),
    ...(typeof limit === 'number' && Number.isFinite(limit) ? { limit } : {}),
    ...(typeof resetsAt === 'string' && resetsAt.length <= 40 ? { resetsAt } : {}),
  };
}
