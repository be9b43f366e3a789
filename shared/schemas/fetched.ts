import type { Plan, PlanSetting, Endpoint } from '../plan/plan-access';
import type { ListingsPage, SelectedListingsPage } from './listings-page-schema';

/** A service answer as the renderer gets it: the data and how fresh it is. */
export interface Fetched<T> {
  data: T;
  /** true: the service could not be reached and this is the last good answer from the offline cache. */
  stale: boolean;
  /** ISO 8601 time the service sent this answer. */
  fetchedAt: string;
}

/** The page size asked for was above the plan's cap and was lowered. */
export interface ClampedLimit {
  requested: number;
  applied: number;
  plan: Plan;
}

export type ListingsResult = Fetched<ListingsPage> & { clampedLimit?: ClampedLimit };
export type SelectedListingsResult = Fetched<SelectedListingsPage> & { clampedLimit?: ClampedLimit };

export interface EndpointAccess {
  /** false only when VinDesk knows the plan lacks the endpoint; unknown plans are let through. */
  available: boolean;
  planRequired: Plan;
  /** true when `available` comes from the configured plan or what the service answered. */
  known: boolean;
  /**
   * Where the account owner changes plan, for an endpoint the plan lacks: the page the
   * service's own refusal linked to, else the service's plans page (auto.dev has one).
   */
  upgradeUrl?: string;
}

/** How VinDesk knows the plan: the setting, the service naming it, or nothing yet. */
export type PlanSource = 'setting' | 'demo' | 'service-user' | 'service-refusal' | 'unknown';

export interface PlanAccess {
  plan: PlanSetting;
  endpoints: Record<Endpoint, EndpointAccess>;
  source: PlanSource;
  /** Plain words for Settings: "Named by the service in its answer to /listings on 23 Nov, 14:02". */
  learnedFrom?: string;
  /** The Free plan's monthly allowance, when the service reported usage (GET /usage). */
  usage?: PlanUsage;
}

export interface PlanUsage {
  used: number;
  limit: number;
  /** ISO date the allowance resets, when known. */
  resetsAt?: string;
}

export interface CacheCleared {
  removed: number;
}

/**
 * What the offline cache holds for the service address in force (its main and v1 origins):
 * the answers a screen can still show when the service cannot be reached. Nothing of the key.
 */
export interface SavedAnswers {
  count: number;
  /** When the newest of them arrived (ISO 8601); null with none. */
  newestAt: string | null;
}
