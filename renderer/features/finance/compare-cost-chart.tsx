import { Bar, BarChart, CartesianGrid, Tooltip, XAxis, YAxis } from 'recharts';
import { Card } from '../../ui/card';
import { ChartContainer, ChartLegend, ChartTooltipContent, type ChartConfig } from '../../ui/chart-container';
import { formatAxisDollars } from '../../ui/chart-palette';
import { formatDollars } from '../../ui/format-money';
import { TCO_CATEGORIES } from './tco-rows';
import type { ComparedVehicle } from './use-compared-vehicles';

const SERIES_COLOURS = ['depreciation', 'fuel', 'insurance', 'repairs'] as const;

/** Each vehicle's five-year cost by category, as bars side by side. */
export function CompareCostChart({ vehicles }: { vehicles: ComparedVehicle[] }) {
  const vins = vehicles.map((vehicle) => vehicle.vin);
  // One series per vehicle, keyed by VIN (a VIN is a valid CSS custom property name), named as in the table.
  const chartConfig: ChartConfig = Object.fromEntries(
    vehicles.map((vehicle, index) => [
      vehicle.vin,
      { label: vehicle.name, color: SERIES_COLOURS[index % SERIES_COLOURS.length]! },
    ]),
  );
  const chartData = TCO_CATEGORIES.map((category) => ({
    category: category.label,
    ...Object.fromEntries(vehicles.map((vehicle) => [vehicle.vin, vehicle.fiveYear?.totals[category.key] ?? 0])),
  }));
  return (
    <Card title="Five-year cost by category">
      <ChartContainer
        config={chartConfig}
        height={300}
        legend={<ChartLegend keys={vins} layout="row" />}
        legendPlacement="below"
      >
        {({ palette, color }) => (
          <BarChart accessibilityLayer={false} data={chartData} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
            <CartesianGrid vertical={false} stroke={palette.grid} />
            <XAxis dataKey="category" stroke={palette.axis} tickLine={false} interval={0} fontSize={12} />
            <YAxis stroke={palette.axis} tickLine={false} width={56} tickFormatter={formatAxisDollars} />
            <Tooltip cursor={{ fill: palette.grid }} content={<ChartTooltipContent valueFormatter={formatDollars} />} />
            {vins.map((vin) => (
              <Bar key={vin} dataKey={vin} fill={color(vin)} isAnimationActive={false} />
            ))}
          </BarChart>
        )}
      </ChartContainer>
      <p className="sr-only">The same figures are in the table above, one row per category.</p>
    </Card>
  );
}
