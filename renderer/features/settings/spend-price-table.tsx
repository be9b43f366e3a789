import { PLAN_LABELS, type PlanSetting } from '../../../shared/plan/plan-access';
import type { SpendDraft } from './spend-draft';
import type { SpendFieldErrors } from './spend-patch';
import { SpendPriceRowView } from './spend-price-row';
import { spendPriceRows } from './spend-price-rows';

interface SpendPriceTableProps {
  plan: PlanSetting;
  demo: boolean;
  prices: SpendDraft['prices'];
  errors: SpendFieldErrors;
  onChange: (endpoint: keyof SpendDraft['prices'], text: string) => void;
}

/**
 * Every billed endpoint with its list price (docs/real-service.md row 26) on the plan main
 * knows and a field for the price the dealer negotiated; blank pays the list price.
 */
export function SpendPriceTable({ plan, demo, prices, errors, onChange }: SpendPriceTableProps) {
  const rows = spendPriceRows(plan);
  return (
    <div className="stack">
      <h3>Prices per call</h3>
      <p className="muted">
        {plan === 'unknown'
          ? 'Your plan is not known yet, so each list price is the highest one: that of the first plan that includes the lookup, named beside it.'
          : `List prices are the service’s published prices on your ${PLAN_LABELS[plan]} plan.`}{' '}
        If your contract says otherwise, enter your price; leave it blank to pay the list price.
      </p>
      <div className="spend-prices">
        <table className="data-table data-table--compact">
          <caption className="sr-only">Price per call for each kind of lookup</caption>
          <thead>
            <tr>
              <th scope="col">Lookup</th>
              <th scope="col">{plan === 'unknown' ? 'List price' : `List price (${PLAN_LABELS[plan]})`}</th>
              <th scope="col">Your price ($)</th>
              <th scope="col">{demo ? 'You pay with your key' : 'You pay'}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <SpendPriceRowView
                key={row.endpoint}
                row={row}
                text={prices[row.endpoint] ?? ''}
                error={errors[`prices.${row.endpoint}`]}
                onChange={(text) => onChange(row.endpoint, text)}
              />
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
