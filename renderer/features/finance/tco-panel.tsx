import { useQuery } from '@tanstack/react-query';
import { Bar, CartesianGrid, ComposedChart, Line, Tooltip, XAxis, YAxis } from 'recharts';
import { financeQueries } from '../../api/finance-queries';
import { useEndpointAccess } from '../../api/use-endpoint-access';
import { Card } from '../../ui/card';
import { ChartContainer, ChartLegend, ChartTooltipContent, type ChartConfig } from '../../ui/chart-container';
import { formatAxisDollars } from '../../ui/chart-palette';
import { formatCents, formatDollars } from '../../ui/format-money';
import { PanelBody } from '../../ui/panel-body';
import { StaleNote } from '../../ui/stale-note';
import { TCO_CATEGORIES, TCO_LEGEND_ORDER, tcoView, type TcoDeal } from './tco-rows';

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

/**
 * Five years of ownership cost: stacked by category per year, the running total as a line,
 * and the table. The finance interest is the entered deal's; the assumptions sit under the chart.
 */
export function TcoPanel({ vin, zip, deal }: { vin: string; zip: string | null; deal: TcoDeal | null }) {
  const gate = useEndpointAccess('tco');
  const tco = useQuery({ ...financeQueries.tco(zip ? { vin, zip } : { vin }), enabled: gate.state === 'open' });
  return (
    <Card
      title="Five-year cost of ownership"
      className="tco-card"
      actions={tco.data && <StaleNote stale={tco.data.stale} fetchedAt={tco.data.fetchedAt} />}
    >
      <PanelBody feature="Cost of ownership" gate={gate} query={tco} lines={6} context="finance">
        {({ data }) => {
          const view = tcoView(data.tco, deal);
          const rows = view.rows;
          const total = data.tco.total;
          return (
            <div className="stack">
              <dl className="facts">
                <div>
                  <dt>Five-year total</dt>
                  <dd>{formatDollars(view.fiveYearTotal)}</dd>
                </div>
                <div>
                  <dt>Cost per mile</dt>
                  <dd>{view.costPerMile === null ? '—' : `$${view.costPerMile.toFixed(2)}`}</dd>
                </div>
                {total.federalTaxCredit > 0 && (
                  <div>
                    <dt>Federal tax credit</dt>
                    <dd>−{formatDollars(total.federalTaxCredit)}</dd>
                  </div>
                )}
              </dl>
              <ChartContainer config={CONFIG} height={280} legend={<ChartLegend keys={LEGEND_KEYS} />}>
                {({ palette, color }) => (
                  <ComposedChart
                    accessibilityLayer={false}
                    data={rows}
                    margin={{ top: 8, right: 8, bottom: 0, left: 0 }}
                  >
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
              <div className="tco-assumptions">
                <h3>Assumptions</h3>
                <ul>
                  <li>
                    {view.milesPerYear === null
                      ? 'Miles a year: not given by the service'
                      : `About ${view.milesPerYear.toLocaleString('en-US')} miles a year (from the service’s cost per mile)`}
                  </li>
                  <li>ZIP code {data.zip ?? zip ?? 'chosen by the service'} for insurance, taxes and fees</li>
                  {deal ? (
                    <li>
                      The deal: price {formatDollars(deal.price)}, down payment {formatDollars(deal.downPayment)}
                      {deal.tradeIn > 0 ? `, trade-in ${formatDollars(deal.tradeIn)}` : ''};{' '}
                      {formatCents(deal.amountFinanced)} financed at {deal.apr.toFixed(2)}% APR for {deal.term} months
                      (finance interest is this loan’s)
                    </li>
                  ) : (
                    <li>The deal: not complete, so finance interest is the service’s own assumption</li>
                  )}
                </ul>
              </div>
              {/* Focusable so keyboard users can scroll the wide table. */}
              <div
                className="table-scroll"
                // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
                tabIndex={0}
                role="region"
                aria-label="Cost by year and category, scrollable"
              >
                <table className="data-table data-table--numbers data-table--compact">
                  <caption>Cost by year and category</caption>
                  <thead>
                    <tr>
                      <th scope="col">Category</th>
                      {rows.map((row) => (
                        <th key={row.year} scope="col">
                          {row.year}
                        </th>
                      ))}
                      <th scope="col">Total</th>
                    </tr>
                  </thead>
                  <tbody>
                    {TCO_CATEGORIES.map((category) => (
                      <tr key={category.key}>
                        <th scope="row">{category.label}</th>
                        {rows.map((row) => (
                          <td key={row.year}>{formatDollars(row[category.key])}</td>
                        ))}
                        <td>{formatDollars(view.totals[category.key])}</td>
                      </tr>
                    ))}
                  </tbody>
                  <tfoot>
                    <tr>
                      <th scope="row">Total</th>
                      {rows.map((row) => (
                        <td key={row.year}>{formatDollars(row.total)}</td>
                      ))}
                      <td>{formatDollars(view.fiveYearTotal)}</td>
                    </tr>
                  </tfoot>
                </table>
              </div>
            </div>
          );
        }}
      </PanelBody>
    </Card>
  );
}
