import { Bar, CartesianGrid, ComposedChart, Line, Tooltip, XAxis, YAxis } from 'recharts';
import { ChartContainer, ChartLegend, ChartTooltipContent, type ChartConfig } from '../../ui/chart-container';
import { formatAxisDollars } from '../../ui/chart-palette';
import { formatDollars } from '../../ui/format-money';
import { TCO_CATEGORIES, TCO_LEGEND_ORDER, type TcoView } from './tco-rows';

/** A year's smallest nonzero segment stays visible (px): a $147 maintenance year is not a hairline. */
const MIN_SEGMENT_PX = 3;

/** Each category in its own theme colour (named after it), and the running total as a line. */
const CONFIG: ChartConfig = {
  ...Object.fromEntries(
    TCO_CATEGORIES.map((category) => [category.key, { label: category.label, color: category.key }]),
  ),
  cumulative: { label: 'Running total', color: 'line', indicator: 'line' },
};
const LEGEND_KEYS = [...TCO_LEGEND_ORDER.map((category) => category.key), 'cumulative'];

/** Five years of ownership cost, stacked by category per year, with the running total as a line. */
export function TcoChart({ rows }: { rows: TcoView['rows'] }) {
  return (
    <ChartContainer config={CONFIG} height={280} legend={<ChartLegend keys={LEGEND_KEYS} />}>
      {({ palette, color }) => (
        <ComposedChart accessibilityLayer={false} data={rows} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
          <CartesianGrid vertical={false} stroke={palette.grid} />
          <XAxis dataKey="year" stroke={palette.axis} tickLine={false} />
          <YAxis stroke={palette.axis} tickLine={false} width={56} tickFormatter={formatAxisDollars} />
          <Tooltip content={<ChartTooltipContent valueFormatter={formatDollars} />} />
          {TCO_CATEGORIES.map((category) => (
            <Bar
              key={category.key}
              dataKey={category.key}
              name={category.label}
              stackId="cost"
              fill={color(category.key)}
              minPointSize={(value) => (Number(value) > 0 ? MIN_SEGMENT_PX : 0)}
              isAnimationActive={false}
            />
          ))}
          <Line
            type="monotone"
            dataKey="cumulative"
            name="Running total"
            stroke={color('cumulative')}
            strokeWidth={2}
            dot
            isAnimationActive={false}
          />
        </ComposedChart>
      )}
    </ChartContainer>
  );
}
