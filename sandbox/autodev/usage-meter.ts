// auto.dev's GET /usage (docs/real-service.md #25) and the Free plan's monthly hard cap (#3):
// calls per key in the current UTC month, counted since the sandbox started.
import { FREE_MONTHLY_CALLS, PLAN_LABELS, type Plan } from '../../shared/plan/plan-access';
import { monthlyCapReached } from './autodev-errors';

export interface UsageReport {
  plan: string;
  used: number;
  limit: number | null;
  resetsAt: string;
}

function monthOf(ms: number): string {
  return new Date(ms).toISOString().slice(0, 7);
}

/** Midnight UTC of the 1st of the next month. */
function nextMonthStart(ms: number): string {
  const d = new Date(ms);
  return new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 1)).toISOString();
}

export class UsageMeter {
  private month = '';
  private readonly calls = new Map<string, number>();

  constructor(private readonly now: () => number) {}

  private rollOver(): void {
    const month = monthOf(this.now());
    if (month !== this.month) {
      this.month = month;
      this.calls.clear();
    }
  }

  /** Counts one billed call, or refuses it when a Free key used its month. */
  record(key: string, plan: Plan): void {
    this.rollOver();
    const used = this.calls.get(key) ?? 0;
    if (plan === 'free' && used >= FREE_MONTHLY_CALLS) throw monthlyCapReached(used, nextMonthStart(this.now()));
    this.calls.set(key, used + 1);
  }

  report(key: string, plan: Plan): UsageReport {
    this.rollOver();
    return {
      plan: PLAN_LABELS[plan],
      used: this.calls.get(key) ?? 0,
      limit: plan === 'free' ? FREE_MONTHLY_CALLS : null,
      resetsAt: nextMonthStart(this.now()),
    };
  }
}
