import type { Endpoint, PlanSetting } from '../plan/plan-access';

/**
 * What a batch will cost before it starts (the vendor's guidance in docs/real-service.md
 * row 26: estimate before 10 or more VINs, ask above $1): calls × price, less what main's
 * cache already holds, which costs nothing. Money in millionths of a dollar.
 */
export interface SpendEstimate {
  /** On the demo sandbox nothing is billed: every figure is then $0 and the screen says so. */
  demo: boolean;
  plan: PlanSetting;
  endpoint: Endpoint;
  /** Calls the batch makes in all. */
  calls: number;
  /** Of those, answered from the cache for free. */
  cached: number;
  /** The price of one billed call (the negotiated one when the dealer entered it). */
  perCallMicros: number;
  negotiated: boolean;
  /** (calls − cached) × perCallMicros. */
  totalMicros: number;
  /** The confirmation amount in Settings. */
  confirmAboveMicros: number;
  /** The total is above the confirmation amount: the screen asks before starting. */
  needsConfirmation: boolean;
  /** The tightest budget set and what is left of it, or null when none is set. */
  budget: { period: 'day' | 'month'; limitMicros: number; spentMicros: number; leftMicros: number } | null;
}
