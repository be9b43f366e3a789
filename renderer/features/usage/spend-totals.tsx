import type { SpendTotals } from '../../../shared/ipc/spend-channels';
import { Card } from '../../ui/card';
import { formatMicros } from '../../../shared/spend/format-micros';
import { callsLabel } from '../../../shared/spend/spend-words';

/** One period's spend at a glance: the dollars, and the calls they paid for. */
function PeriodTotal({ title, totals }: { title: string; totals: SpendTotals }) {
  return (
    <Card title={title}>
      <p className="usage-total" data-testid={`usage-total-${title === 'Today' ? 'today' : 'month'}`}>
        {formatMicros(totals.micros)}
      </p>
      <p className="muted">{callsLabel(totals.calls)}</p>
    </Card>
  );
}

export function SpendTotalsRow({ today, month }: { today: SpendTotals; month: SpendTotals }) {
  return (
    <div className="grid-2">
      <PeriodTotal title="Today" totals={today} />
      <PeriodTotal title="This month" totals={month} />
    </div>
  );
}
