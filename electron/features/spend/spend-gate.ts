import { AppErrorException, appError } from '../../../shared/ipc/app-error';
import type { Endpoint, PlanSetting } from '../../../shared/plan/plan-access';
import type { SpendSettings } from '../../../shared/settings/spend-settings-schema';
import { formatMicros } from '../../../shared/spend/format-micros';
import { priceOf } from '../../../shared/spend/spend-price';
import type { SpendActivity } from '../../../shared/spend/spend-activity';
import { ENDPOINT_LABELS } from '../../../shared/spend/spend-words';
import { localDay, localMonth, systemUtcOffset, type UtcOffset } from './local-calendar';

// The last word before a paid request leaves main. The hosted service bills every call
// (docs/real-service.md row 26) and says nothing of spend (row 27), so the dealer's budgets,
// and the rule that loading ahead spends nothing unless allowed, are kept here, on main's side
// of IPC, where a window cannot talk its way past them.

const HOUR_MS = 3_600_000;

/** One request about to leave, as the service engine sees it after its cache missed. */
export interface GateCall {
  endpoint: Endpoint;
  /** The plan whose price applies, as main knows it. */
  plan: PlanSetting;
  activity: SpendActivity;
  /** The window asked only for what is held or free. */
  cachedOnly: boolean;
  /** An estimate looking at the cache: nothing may leave, whatever it costs. */
  probe: boolean;
}

export interface SpendGateDeps {
  /** The demo sandbox bills nothing: everything is let through. */
  isDemo(): boolean;
  settings(): SpendSettings;
  /** What the ledger holds for [from, to), written or queued; null when no ledger could be opened. */
  spentMicros: ((fromMs: number, toMs: number, activity?: SpendActivity) => number) | null;
  now?: () => number;
  utcOffset?: UtcOffset;
}

export interface SpendGate {
  /**
   * Lets the call go, or throws an AppErrorException ('spend-held' or 'over-budget') before
   * anything is sent. The call's price is held against the budgets until `release` is called
   * (after the ledger has it), so eight requests in flight cannot each see the same headroom.
   */
  admit(call: GateCall): () => void;
}

const toMicros = (dollars: number) => Math.round(dollars * 1_000_000);

export function createSpendGate(deps: SpendGateDeps): SpendGate {
  const now = deps.now ?? Date.now;
  const offset = deps.utcOffset ?? systemUtcOffset;
  /** Prices of admitted calls not yet in the ledger, by activity. */
  const pending = new Map<number, { micros: number; activity: SpendActivity }>();
  let nextId = 0;

  const pendingMicros = (activity?: SpendActivity) => {
    let sum = 0;
    for (const held of pending.values()) if (activity === undefined || held.activity === activity) sum += held.micros;
    return sum;
  };

  function held(code: string, message: string, priceMicros: number, budget?: BudgetLine): never {
    throw new AppErrorException(appError('spend-held', code, message, { spend: { priceMicros, ...budgetOf(budget) } }));
  }

  function checkBudget(call: GateCall, priceMicros: number): void {
    const settings = deps.settings();
    const at = now();
    const lines: BudgetLine[] = [];
    if (settings.dailyBudget !== null) {
      const day = localDay(at, offset);
      lines.push({ period: 'day', limitMicros: toMicros(settings.dailyBudget), fromMs: day.fromMs, toMs: day.toMs });
    }
    if (settings.monthlyBudget !== null) {
      const month = localMonth(at, offset);
      lines.push({
        period: 'month',
        limitMicros: toMicros(settings.monthlyBudget),
        fromMs: month.fromMs,
        toMs: month.toMs,
      });
    }
    for (const line of lines) {
      const spent = (deps.spentMicros?.(line.fromMs, line.toMs) ?? 0) + pendingMicros();
      if (spent + priceMicros > line.limitMicros) {
        const what = ENDPOINT_LABELS[call.endpoint].toLowerCase();
        const budget = line.period === 'day' ? 'today’s budget' : 'this month’s budget';
        throw new AppErrorException(
          appError(
            'over-budget',
            line.period === 'day' ? 'DAILY_BUDGET' : 'MONTHLY_BUDGET',
            `This lookup (${what}, ${formatMicros(priceMicros)}) would go over ${budget} of ` +
              `${formatMicros(line.limitMicros)}: ${formatMicros(spent)} spent so far. It was not made.`,
            {
              spend: {
                priceMicros,
                budget: { period: line.period, limitMicros: line.limitMicros, spentMicros: spent },
              },
            },
          ),
        );
      }
    }
  }

  return {
    admit(call) {
      if (call.probe) held('NOT_LOADED', 'Only answers already saved on this computer were looked at.', 0);
      if (deps.isDemo()) return () => undefined;
      const settings = deps.settings();
      const priceMicros = priceOf(call.endpoint, call.plan, settings.prices).priceMicros;
      if (priceMicros === 0) return () => undefined;
      const what = ENDPOINT_LABELS[call.endpoint].toLowerCase();
      if (call.cachedOnly) {
        held('NOT_LOADED', `Not loaded yet: this lookup (${what}) costs ${formatMicros(priceMicros)}.`, priceMicros);
      }
      if (call.activity === 'hover-prefetch') {
        const cap = settings.paidPrefetchPerHour;
        if (cap === null) {
          held('LOAD_AHEAD_OFF', 'Loading ahead uses only saved answers; open the vehicle to look it up.', priceMicros);
        }
        const at = now();
        const spent =
          (deps.spentMicros?.(at - HOUR_MS, at + 1, 'hover-prefetch') ?? 0) + pendingMicros('hover-prefetch');
        if (spent + priceMicros > toMicros(cap)) {
          held(
            'LOAD_AHEAD_CAP',
            `Loading ahead has spent ${formatMicros(spent)} in the last hour, its limit of ${formatMicros(toMicros(cap))}.`,
            priceMicros,
            { period: 'hour', limitMicros: toMicros(cap), fromMs: at - HOUR_MS, toMs: at + 1, spentMicros: spent },
          );
        }
      }
      checkBudget(call, priceMicros);
      const id = nextId++;
      pending.set(id, { micros: priceMicros, activity: call.activity });
      return () => pending.delete(id);
    },
  };
}

interface BudgetLine {
  period: 'day' | 'month' | 'hour';
  limitMicros: number;
  fromMs: number;
  toMs: number;
  spentMicros?: number;
}

function budgetOf(line: BudgetLine | undefined) {
  if (!line) return {};
  return { budget: { period: line.period, limitMicros: line.limitMicros, spentMicros: line.spentMicros ?? 0 } };
}
