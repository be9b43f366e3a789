import {
  ENDPOINTS,
  PLAN_LABELS,
  planTier,
  type Endpoint,
  type Plan,
  type PlanSetting,
} from '../../shared/plan/plan-access';
import type { Dialect } from '../../shared/service/dialect';
import { dialectOf } from './dialect/dialect-of';
import type { EndpointAccess, PlanAccess, PlanSource, PlanUsage } from '../../shared/schemas/fetched';

// What VinDesk knows of the plan in force. The plan itself is learned only from
// evidence that names it: the setting, auto.dev's `user.plan` on an answer, or a plan
// refusal's `currentPlan`. An answer from an endpoint proves only that the endpoint is
// included (a 200 from a Growth endpoint does not make the plan Scale); a refusal
// proves only that it is not.

interface PlanFact {
  plan: Plan;
  source: Extract<PlanSource, 'service-user' | 'service-refusal'>;
  endpoint: Endpoint;
  at: number;
}

export class PlanKnowledge {
  #fact: PlanFact | null = null;
  readonly #included = new Set<Endpoint>();
  readonly #excluded = new Map<Endpoint, Plan | undefined>();
  /** The plans page each refusal linked to, by endpoint. */
  readonly #upgradeUrls = new Map<Endpoint, string>();
  #usage: PlanUsage | undefined;

  /** Forget what was learned (another key or another service). */
  reset(): void {
    this.#fact = null;
    this.#included.clear();
    this.#excluded.clear();
    this.#upgradeUrls.clear();
    this.#usage = undefined;
  }

  /** The service named the account's plan. */
  learnPlan(plan: Plan, source: PlanFact['source'], endpoint: Endpoint, at: number): void {
    if (this.#fact?.plan !== plan) {
      // A plan change makes the per-endpoint facts stale.
      this.#included.clear();
      this.#excluded.clear();
      this.#upgradeUrls.clear();
    }
    this.#fact = { plan, source, endpoint, at };
  }

  learnIncluded(endpoint: Endpoint): void {
    this.#included.add(endpoint);
    this.#excluded.delete(endpoint);
    this.#upgradeUrls.delete(endpoint);
  }

  /** upgradeUrl: the plans page the refusal linked to, kept so the lock learned from it links there too. */
  learnExcluded(endpoint: Endpoint, requiredPlan: Plan | undefined, upgradeUrl?: string): void {
    this.#excluded.set(endpoint, requiredPlan);
    if (upgradeUrl) this.#upgradeUrls.set(endpoint, upgradeUrl);
    else this.#upgradeUrls.delete(endpoint);
    // Stryker disable next-line CallExpression: access() reads the exclusion first, so a stale inclusion is never seen.
    this.#included.delete(endpoint);
  }

  learnUsage(usage: PlanUsage | undefined): void {
    this.#usage = usage;
  }

  /** The plan in force as far as known: the setting first, then what the service named. */
  plan(configured: PlanSetting): PlanSetting {
    if (configured !== 'unknown') return configured;
    return this.#fact?.plan ?? 'unknown';
  }

  /** The plan whose pace and page size to keep to: the known one, else the slowest, which never draws a 429. */
  pacePlan(configured: PlanSetting): Plan {
    const plan = this.plan(configured);
    return plan === 'unknown' ? 'free' : plan;
  }

  /** The plan whose page-size cap applies: the known one, else the largest (auto.dev clamps silently anyway). */
  pageCapPlan(configured: PlanSetting): Plan {
    const plan = this.plan(configured);
    return plan === 'unknown' ? 'scale' : plan;
  }

  access(configured: PlanSetting, endpoint: Endpoint, dialect: Dialect): EndpointAccess {
    const needed = dialectOf(dialect).minimumPlans[endpoint];
    const locked = (planRequired: Plan): EndpointAccess => {
      const upgradeUrl = this.#upgradeUrls.get(endpoint) ?? dialectOf(dialect).upgradeUrl;
      return { available: false, planRequired, known: true, ...(upgradeUrl ? { upgradeUrl } : {}) };
    };
    if (this.#excluded.has(endpoint)) return locked(this.#excluded.get(endpoint) ?? needed);
    if (this.#included.has(endpoint)) return { available: true, planRequired: needed, known: true };
    const plan = this.plan(configured);
    if (plan !== 'unknown') {
      return planTier(plan) >= planTier(needed)
        ? { available: true, planRequired: needed, known: true }
        : locked(needed);
    }
    // Unknown: let the call through; the service's answer settles it.
    return { available: true, planRequired: needed, known: false };
  }

  summary(configured: PlanSetting, dialect: Dialect, demo: boolean): PlanAccess {
    const endpoints = Object.fromEntries(
      ENDPOINTS.map((endpoint) => [endpoint, this.access(configured, endpoint, dialect)]),
    ) as Record<Endpoint, EndpointAccess>;
    const plan = this.plan(configured);
    const summary: PlanAccess = { plan, endpoints, source: this.#source(configured, demo) };
    const learnedFrom = this.#learnedFrom(configured, demo);
    if (learnedFrom) summary.learnedFrom = learnedFrom;
    if (this.#usage && plan === 'free') summary.usage = this.#usage;
    return summary;
  }

  #source(configured: PlanSetting, demo: boolean): PlanSource {
    if (demo) return 'demo';
    if (configured !== 'unknown') return 'setting';
    return this.#fact?.source ?? 'unknown';
  }

  #learnedFrom(configured: PlanSetting, demo: boolean): string | undefined {
    if (demo) return 'The demo data runs as this plan; choose another in Settings to try it.';
    if (configured !== 'unknown') return `Set in Settings to ${PLAN_LABELS[configured]}.`;
    const fact = this.#fact;
    if (!fact) return undefined;
    const when = new Date(fact.at).toISOString();
    return fact.source === 'service-user'
      ? `Named by the service in its answer to /${fact.endpoint} (${when}).`
      : `Named by the service when it refused /${fact.endpoint} (${when}).`;
  }
}
