import type { SpendReport } from '../../../shared/ipc/spend-channels';
import { PLAN_LABELS } from '../../../shared/plan/plan-access';
import { Callout } from '../../ui/callout';
import { Card } from '../../ui/card';
import { DailySpendCard } from './daily-spend-card';
import { ServiceUsageCard } from './service-usage-card';
import { activityRows, endpointRows } from './spend-rows';
import { SpendTable } from './spend-table';
import { SpendTotalsRow } from './spend-totals';

/** What a live key has spent: the totals, what it went on, the month by day, and the service's own count beside it. */
export function LiveUsage({ report }: { report: SpendReport }) {
  const { today, month } = report;
  const prices =
    report.plan === 'unknown'
      ? 'Prices are the service’s published per-lookup prices for your plan.'
      : `Prices are the service’s published per-lookup prices for the ${PLAN_LABELS[report.plan]} plan.`;
  return (
    <div className="stack stack--lg">
      {!report.recording.active && (
        <Callout tone="warning" title="Lookups are not being counted">
          <p>{report.recording.why}</p>
        </Callout>
      )}
      <SpendTotalsRow today={today} month={month} />
      <p className="muted">{prices}</p>
      <Card title="What it was spent on">
        <SpendTable
          caption="Spend by task"
          groupHeading="Task"
          rows={activityRows(report)}
          today={today}
          month={month}
        />
      </Card>
      <Card title="What was looked up">
        <SpendTable
          caption="Spend by kind of lookup"
          groupHeading="Lookup"
          rows={endpointRows(report)}
          today={today}
          month={month}
        />
      </Card>
      <div className="grid-2">
        <DailySpendCard daily={report.daily} />
        <ServiceUsageCard usage={report.usage} />
      </div>
    </div>
  );
}
