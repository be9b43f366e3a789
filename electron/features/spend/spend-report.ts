import type { SpendReport, SpendTotals, ServiceUsage } from '../../../shared/ipc/spend-channels';
import { ENDPOINTS, type Endpoint, type PlanSetting } from '../../../shared/plan/plan-access';
import type { SpendLedger } from './spend-ledger';
import type { SpendSummary } from './spend-queries';

export interface SpendReportDeps {
  /** The ledger, or why there is none (the database could not be opened). */
  ledger: SpendLedger | { unavailable: string };
  /** false in demo mode: the demo costs nothing (docs/real-service.md row 26 prices the hosted service only). */
  live: () => boolean;
  /** The plan the plan checks know, whose row 26 prices the calls were recorded at. */
  plan: () => Promise<PlanSetting>;
  /** The service's own GET /usage, read tolerantly (row 27: its shape is undocumented). */
  usage: () => Promise<ServiceUsage>;
}

const ENDPOINT_SET: ReadonlySet<string> = new Set(ENDPOINTS);
const EMPTY: SpendTotals = { calls: 0, micros: 0, byActivity: [], byEndpoint: [] };

function totalsOf(summary: SpendSummary): SpendTotals {
  return {
    calls: summary.calls,
    micros: summary.micros,
    byActivity: summary.byActivity.map(({ activity, calls, micros }) => ({ activity, calls, micros })),
    // A key an older build wrote that this one no longer knows stays in the totals only.
    byEndpoint: summary.byEndpoint
      .filter((row) => ENDPOINT_SET.has(row.endpoint))
      .map(({ endpoint, calls, micros }) => ({ endpoint: endpoint as Endpoint, calls, micros })),
  };
}

/** Spend today and this month by the local calendar, the month's days, and the service's /usage. */
export async function buildSpendReport(deps: SpendReportDeps): Promise<SpendReport> {
  const live = deps.live();
  const [plan, usage] = await Promise.all([
    deps.plan(),
    live
      ? deps.usage()
      : Promise.resolve<ServiceUsage>({
          available: false,
          why: 'The demo data has no usage report: it costs nothing.',
        }),
  ]);
  const { ledger } = deps;
  if ('unavailable' in ledger) {
    return {
      live,
      recording: { active: false, why: ledger.unavailable },
      plan,
      today: EMPTY,
      month: EMPTY,
      daily: [],
      usage,
    };
  }
  return {
    live,
    recording: { active: true },
    plan,
    today: totalsOf(ledger.summarize(ledger.today())),
    month: totalsOf(ledger.summarize(ledger.thisMonth())),
    daily: ledger.dailyTotals().map(({ date, calls, micros }) => ({ date, calls, micros })),
    usage,
  };
}
