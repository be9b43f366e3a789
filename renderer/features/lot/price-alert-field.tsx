import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { WatchedVin } from '../../../shared/ipc/watchlist-channels';
import type { PriceAlertRule } from '../../../shared/market/alert-rules';
import { useAlertMutations } from '../../api/alert-queries';
import { watchlistQueries } from '../../api/watchlist-queries';
import { Button } from '../../ui/button';
import { SelectField } from '../../ui/select-field';
import { TextField } from '../../ui/text-field';
import { priceCheckCostWords } from '../../ui/price-check-cost-words';

type Kind = 'off' | PriceAlertRule['kind'];
const OPTIONS: readonly { value: Kind; label: string }[] = [
  { value: 'off', label: 'Off' },
  { value: 'any', label: 'Any price drop' },
  { value: 'amount', label: 'A drop of at least $…' },
  { value: 'percent', label: 'A drop of at least …%' },
];

const amountOf = (rule: PriceAlertRule | undefined) =>
  rule?.kind === 'amount' ? String(rule.dollars) : rule?.kind === 'percent' ? String(rule.percent) : '';

/** The rule the form says, or why it cannot be saved yet. */
function ruleOf(kind: Kind, amount: string): PriceAlertRule | null | 'incomplete' {
  if (kind === 'off') return null;
  if (kind === 'any') return { kind };
  const value = Number(amount);
  if (!(value > 0) || (kind === 'percent' && value > 100)) return 'incomplete';
  return kind === 'amount' ? { kind, dollars: value } : { kind, percent: value };
}

/** A watched VIN's price alert: when a drop of its listed price is news, with what checking it costs before it is saved. */
export function PriceAlertField({ entry }: { entry: WatchedVin }) {
  const cost = useQuery(watchlistQueries.cost());
  const { setPriceAlert } = useAlertMutations();
  const [kind, setKind] = useState<Kind>(entry.priceAlert?.kind ?? 'off');
  const [amount, setAmount] = useState(amountOf(entry.priceAlert));
  const rule = ruleOf(kind, amount);
  const unchanged = JSON.stringify(rule) === JSON.stringify(entry.priceAlert ?? null);
  return (
    <div className="stack">
      <div className="row">
        <SelectField
          label={`Price alert for ${entry.vin}`}
          value={kind}
          options={OPTIONS}
          onChange={(event) => setKind(event.target.value as Kind)}
        />
        {(kind === 'amount' || kind === 'percent') && (
          <TextField
            label={kind === 'amount' ? 'Dollars' : 'Percent'}
            inputMode="decimal"
            value={amount}
            onChange={(event) => setAmount(event.target.value)}
          />
        )}
        <Button
          size="sm"
          disabled={rule === 'incomplete' || unchanged}
          busy={setPriceAlert.isPending}
          onClick={() => rule !== 'incomplete' && setPriceAlert.mutate({ vin: entry.vin, rule })}
        >
          Save price alert
        </Button>
      </div>
      {kind !== 'off' && cost.data && <p className="muted">{priceCheckCostWords(cost.data)}</p>}
    </div>
  );
}
