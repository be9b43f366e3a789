import { AppErrorException, appError, type AppError } from '../../../../shared/ipc/app-error';
import type { OpenRecalls } from '../../../../shared/schemas/open-recalls-schema';
import type { Recall } from '../../../../shared/schemas/recall-schema';
import { withCheckDigit } from '../../../../shared/vin/vin-rule';
import type { ServiceClient } from '../../../service/create-service-client';

// A service client for the sweep's refusals about the account (a budget reached, a plan
// without the lookup), which the sandbox cannot be made to send on cue: main's budget gate
// refuses before a request leaves. Every check that is let through finds nothing recalled.

/** `count` distinct VINs that pass the check-digit rule, made from one Honda pattern. */
export function madeVins(count: number): string[] {
  return Array.from({ length: count }, (_, i) => withCheckDigit(`1HGCM82630A${String(100_000 + i)}`));
}

export interface RefusingClient {
  client: ServiceClient;
  /** VINs asked and answered, in order, by endpoint. */
  answered: { recalls: string[]; openrecalls: string[] };
  /** How many more checks are let through before each is refused; Infinity: all. */
  allow: number;
  /** Checks refused so far. */
  refused: number;
}

/** `refuse` builds the refusal for each check past `allow`; open recalls may be refused on their own. */
export function refusingClient(refuse: () => AppError, options: { openRecalls?: () => AppError } = {}): RefusingClient {
  const state: RefusingClient = {
    answered: { recalls: [], openrecalls: [] },
    allow: Number.POSITIVE_INFINITY,
    refused: 0,
    client: {
      getRecalls: async (vin: string) => {
        if (state.allow <= 0) {
          state.refused += 1;
          throw new AppErrorException(refuse());
        }
        state.allow -= 1;
        state.answered.recalls.push(vin);
        return { data: [] as Recall[], stale: false, fetchedAt: new Date(0).toISOString() };
      },
      getOpenRecalls: async (vin: string) => {
        if (options.openRecalls) throw new AppErrorException(options.openRecalls());
        if (state.allow <= 0) {
          state.refused += 1;
          throw new AppErrorException(refuse());
        }
        state.allow -= 1;
        state.answered.openrecalls.push(vin);
        const data: OpenRecalls = { data: [], openRecalls: 0 } as unknown as OpenRecalls;
        return { data, stale: false, fetchedAt: new Date(0).toISOString() };
      },
    } as unknown as ServiceClient,
  };
  return state;
}

/** The over-budget refusal main's budget gate sends: the day's $0.03 budget spent, a $0.01 check refused. */
export function dailyBudgetReached(): AppError {
  return appError('over-budget', 'OVER_BUDGET', 'This lookup would go over your daily budget.', {
    spend: { priceMicros: 10_000, budget: { period: 'day', limitMicros: 30_000, spentMicros: 30_000 } },
  });
}
