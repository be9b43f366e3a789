// The price table's figures: row 26's list price per call (docs/real-service.md) for the plan
// main knows, and which plan's price that is when it is not the dealer's own.
import { ENDPOINTS, type Endpoint, type PlanSetting } from '../../../shared/plan/plan-access';
import type { Plan } from '../../../shared/plan/plan-names';
import { ENDPOINT_IDS, ENDPOINT_TABLE } from '../../../shared/service/endpoint-table';
import { listPriceOf, toMicros } from '../../../shared/spend/spend-price';
import { ENDPOINT_LABELS } from '../../../shared/spend/spend-words';

export interface SpendPriceRow {
  endpoint: Endpoint;
  label: string;
  listMicros: number;
  /** The plan whose list price is shown when it is not the plan main knows (plan unknown, or the call is not on it). */
  pricedAs?: Plan;
}

/** Whether row 26 prices this endpoint on the plan itself (Free is priced as Starter). */
function pricedOn(endpoint: Endpoint, plan: Plan): boolean {
  const id = ENDPOINT_IDS.find((candidate) => ENDPOINT_TABLE[candidate].plan === endpoint);
  return id !== undefined && ENDPOINT_TABLE[id].price.perCall[plan === 'free' ? 'starter' : plan] !== null;
}

export function spendPriceRows(plan: PlanSetting): SpendPriceRow[] {
  return ENDPOINTS.map((endpoint) => {
    const list = listPriceOf(endpoint, plan);
    const row: SpendPriceRow = { endpoint, label: ENDPOINT_LABELS[endpoint], listMicros: list.priceMicros };
    // listPriceOf prices an unknown plan, or a call the plan lacks, at the dearest plan that has it.
    if (plan === 'unknown') row.pricedAs = list.plan as Plan;
    else if (!pricedOn(endpoint, plan)) row.pricedAs = listPriceOf(endpoint, 'unknown').plan as Plan;
    return row;
  });
}

/**
 * The endpoints whose panels wait for a click at this click-to-load price: the price the
 * dealer pays (negotiated, else list) above it, as renderer/api/use-call-price.ts decides. Build and cost of ownership are always offered (the issue names them), and
 * so is any endpoint already set to always load, so a saved choice can be seen and undone.
 */
export function clickToLoadEndpoints(
  rows: readonly SpendPriceRow[],
  thresholdDollars: number | null,
  negotiated: Partial<Record<Endpoint, number>>,
  alwaysLoad: Partial<Record<Endpoint, boolean>>,
): SpendPriceRow[] {
  const threshold = thresholdDollars === null ? null : toMicros(thresholdDollars);
  return rows.filter((row) => {
    const agreed = negotiated[row.endpoint];
    const price = agreed === undefined ? row.listMicros : toMicros(agreed);
    return (
      row.endpoint === 'build' ||
      row.endpoint === 'tco' ||
      alwaysLoad[row.endpoint] === true ||
      (threshold !== null && price > threshold)
    );
  });
}
