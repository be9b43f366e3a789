import { lazy, Suspense } from 'react';
import type { SpendReport } from '../../../shared/ipc/spend-channels';
import { Card } from '../../ui/card';
import { formatCount } from '../../ui/format-money';
import { Skeleton } from '../../ui/skeleton';
import { dayLabel } from './spend-days';
import { formatMicros } from '../../../shared/spend/format-micros';

// The chart library loads with the chart, not with the screen's first paint.
const DailySpendChart = lazy(() => import('./daily-spend-chart').then((m) => ({ default: m.DailySpendChart })));

/** The month's spend day by day: the bars, and beside them the days that had calls as a table (the chart is hidden from screen readers). */
export function DailySpendCard({ daily }: { daily: SpendReport['daily'] }) {
  const daysWithCalls = daily.filter((day) => day.calls > 0);
  return (
    <Card title="This month by day">
      <div className="stack">
        <Suspense fallback={<Skeleton height={220} />}>
          <DailySpendChart daily={daily} />
        </Suspense>
        {daysWithCalls.length === 0 ? (
          <p className="muted">No calls were made this month.</p>
        ) : (
          <table className="data-table data-table--numbers data-table--compact">
            <caption>Days with calls this month</caption>
            <thead>
              <tr>
                <th scope="col">Day</th>
                <th scope="col">Calls</th>
                <th scope="col">Spent</th>
              </tr>
            </thead>
            <tbody>
              {daysWithCalls.map((day) => (
                <tr key={day.date}>
                  <th scope="row">{dayLabel(day.date)}</th>
                  <td>{formatCount(day.calls)}</td>
                  <td>{formatMicros(day.micros)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </div>
    </Card>
  );
}
