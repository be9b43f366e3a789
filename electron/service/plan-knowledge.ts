import {
  ENDPOINTS,
  MINIMUM_PLAN,
  PLANS,
  type Endpoint,
  type Plan,
  type PlanSetting,
} from '../../shared/plan/plan-access';
import type { EndpointAccess, PlanAccess } from '../../shared/schemas/fetched';

// What VinDesk knows of the plan in force: the configured plan when set, otherwise
// what the service's answers taught it. A success on an endpoint proves the plan
// includes it (a lower bound); a plan-required answer proves it does not (an upper
// bound). When the bounds meet, the plan is known.

const rank = (plan: Plan): number => PLANS.indexOf(plan);

export class PlanKnowledge {
  #lowest = 0;
  #highest = PLANS.length - 1;

  /** Forget what was learned (another key or another service). */
  reset(): void {
    this.#lowest = 0;
    this.#highest = PLANS.length - 1;
  }

  learnIncluded(endpoint: Endpoint): void {
    this.#lowest = Math.max(this.#lowest, rank(MINIMUM_PLAN[endpoint]));
    // A contradiction (the plan changed under us) keeps the newest fact.
    if (this.#highest < this.#lowest) this.#highest = PLANS.length - 1;
  }

  learnExcluded(endpoint: Endpoint): void {
    const required = rank(MINIMUM_PLAN[endpoint]);
    // Every plan includes the Starter endpoints: a refusal there says nothing about the plan.
    if (required === 0) return;
    this.#highest = Math.min(this.#highest, required - 1);
    if (this.#highest < this.#lowest) this.#lowest = 0;
  }

  /** The plan in force as far as known: the setting first, then what was learned. */
  plan(configured: PlanSetting): PlanSetting {
    if (configured !== 'unknown') return configured;
    return this.#lowest === this.#highest ? PLANS[this.#lowest]! : 'unknown';
  }

  /** The largest plan the account may have: the cap for page sizes that is never too strict. */
  highestPossible(configured: PlanSetting): Plan {
    return configured !== 'unknown' ? configured : PLANS[this.#highest]!;
  }

  access(configured: PlanSetting, endpoint: Endpoint): EndpointAccess {
    const planRequired = MINIMUM_PLAN[endpoint];
    if (configured !== 'unknown') return { available: rank(configured) >= rank(planRequired), planRequired, known: true };
    if (this.#lowest >= rank(planRequired)) return { available: true, planRequired, known: true };
    if (this.#highest < rank(planRequired)) return { available: false, planRequired, known: true };
    // Unknown: let the call through; the service's answer settles it.
    return { available: true, planRequired, known: false };
  }

  summary(configured: PlanSetting): PlanAccess {
    const endpoints = Object.fromEntries(ENDPOINTS.map((endpoint) => [endpoint, this.access(configured, endpoint)]));
    return { plan: this.plan(configured), endpoints: endpoints as Record<Endpoint, EndpointAccess> };
  }
}
