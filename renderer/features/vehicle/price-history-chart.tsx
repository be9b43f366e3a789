import { CartesianGrid, Line, LineChart, XAxis, YAxis } from 'recharts';
import type { PriceHistory } from '../../../shared/market/market-types';
import { priceSteps } from '../../../shared/market/price-steps';
import { ChartContainer, type ChartConfig } from '../../ui/chart-container';
import { formatAxisDollars } from '../../ui/chart-palette';
import { dayWords } from './price-history-words';

const CONFIG: ChartConfig = { price: { label: 'Asking price', color: 'highlight', indicator: 'line' } };

/**
 * The asking price over time as steps: a price holds until the day it changed. Hidden from
 * assistive technology (chart-container.tsx); the list of changes beside it says the same.
 */
export function PriceHistoryChart({ history }: { history: PriceHistory }) {
  const steps = priceSteps(history);
  return (
    <ChartContainer config={CONFIG} height={160} data-testid="price-history-chart">
      {({ palette, color }) => (
        <LineChart accessibilityLayer={false} data={steps} margin={{ top: 8, right: 12, bottom: 0, left: 0 }}>
          <CartesianGrid vertical={false} stroke={palette.grid} />
          <XAxis
            dataKey="at"
            type="number"
            scale="time"
            domain={['dataMin', 'dataMax']}
            stroke={palette.axis}
            tickLine={false}
            tickFormatter={(at: number) => dayWords(at)}
          />
          <YAxis
            stroke={palette.axis}
            tickLine={false}
            width={64}
            domain={['auto', 'auto']}
            tickFormatter={(value: number) => formatAxisDollars(value)}
          />
          {/* The corners already make the steps (price-steps.ts): joined straight, not smoothed. */}
          <Line
            dataKey="price"
            type="linear"
            stroke={color('price')}
            strokeWidth={2}
            dot={false}
            isAnimationActive={false}
          />
        </LineChart>
      )}
    </ChartContainer>
  );
}
