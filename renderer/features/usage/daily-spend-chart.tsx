import { Bar, BarChart, CartesianGrid, Tooltip, XAxis, YAxis } from 'recharts';
import type { SpendReport } from '../../../shared/ipc/spend-channels';
import { ChartContainer, ChartTooltipContent, type ChartConfig } from '../../ui/chart-container';
import { dayOfMonth } from './spend-days';
import { formatMicros } from '../../../shared/spend/format-micros';

const CONFIG: ChartConfig = { micros: { label: 'Spent', color: 'highlight' } };

/** The month's spend, one bar a day; loaded with its own chunk (usage-screen.tsx), so the chart library comes only with it. */
export function DailySpendChart({ daily }: { daily: SpendReport['daily'] }) {
  const rows = daily.map((day) => ({ day: dayOfMonth(day.date), micros: day.micros }));
  return (
    <ChartContainer config={CONFIG} height={220} data-testid="usage-daily-chart">
      {({ palette, color }) => (
        <BarChart accessibilityLayer={false} data={rows} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
          <CartesianGrid vertical={false} stroke={palette.grid} />
          <XAxis dataKey="day" stroke={palette.axis} tickLine={false} />
          <YAxis stroke={palette.axis} tickLine={false} width={64} tickFormatter={formatMicros} />
          <Tooltip content={<ChartTooltipContent valueFormatter={formatMicros} hideIndicator />} />
          <Bar dataKey="micros" name="Spent" fill={color('micros')} isAnimationActive={false} />
        </BarChart>
      )}
    </ChartContainer>
  );
}
