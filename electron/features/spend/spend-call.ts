import { ENDPOINTS, type Endpoint } from '../../../shared/plan/plan-access';
import { PLANS, type Plan } from '../../../shared/plan/plan-names';
import { SPEND_ACTIVITIES, type SpendActivity } from '../../../shared/spend/spend-activity';

/**
 * One request that reached the hosted service, which bills every call (docs/real-service.md
 * row 26) and reports no spend back (row 27), so the app counts its own. Closed sets and
 * integers only: there is no field that could hold a key, a URL, a VIN, a plate or any text.
 */
export interface SpendCall {
  /** When the request was sent, ms since the epoch. */
  readonly atMs: number;
  /** The endpoint's key in the plan tables (shared/service/endpoint-table.ts `plan`): 'build', 'listings'… */
  readonly endpoint: Endpoint;
  readonly plan: Plan;
  /** The row 26 price in millionths of a dollar: integers, so sums are exact ($0.0025 = 2,500). */
  readonly priceMicros: number;
  readonly activity: SpendActivity;
}

const ENDPOINT_SET: ReadonlySet<string> = new Set(ENDPOINTS);
const PLAN_SET: ReadonlySet<string> = new Set(PLANS);
const ACTIVITY_SET: ReadonlySet<string> = new Set(SPEND_ACTIVITIES);

/**
 * Checks a call at run time too: types vanish at the IPC edge and in casts, and a dollar
 * float (0.0025) passed as micro-dollars must fail loudly, not round to a wrong sum.
 * Copies only the five known fields, so an extra property never reaches the file.
 */
export function checkSpendCall(call: SpendCall): SpendCall {
  if (!Number.isSafeInteger(call.atMs) || call.atMs < 0)
    throw new TypeError('A spend call needs atMs: whole ms since the epoch.');
  if (!ENDPOINT_SET.has(call.endpoint)) throw new TypeError('A spend call needs a known endpoint key.');
  if (!PLAN_SET.has(call.plan)) throw new TypeError('A spend call needs a known plan.');
  if (!Number.isSafeInteger(call.priceMicros) || call.priceMicros < 0) {
    throw new TypeError('A spend call needs priceMicros: a whole, non-negative number of micro-dollars.');
  }
  if (!ACTIVITY_SET.has(call.activity)) throw new TypeError('A spend call needs a known activity.');
  return {
    atMs: call.atMs,
    endpoint: call.endpoint,
    plan: call.plan,
    priceMicros: call.priceMicros,
    activity: call.activity,
  };
}

/** A value read back from the file: an activity this build knows, or 'other' for one a newer build wrote. */
export function asSpendActivity(value: string): SpendActivity {
  return ACTIVITY_SET.has(value) ? (value as SpendActivity) : 'other';
}
