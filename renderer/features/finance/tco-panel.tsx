import { useQuery } from '@tanstack/react-query';
import { Bar, CartesianGrid, ComposedChart, Legend, Line, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { financeQueries } from '../../api/finance-queries';
import { useEndpointAccess } from '../../api/use-endpoint-access';
import { Card } from '../../ui/card';
import { formatAxisDollars, useChartPalette } from '../../ui/chart-palette';
import { formatDollars } from '../../ui/format-money';
import { PanelBody } from '../../ui/panel-body';
import { StaleNote } from '../../ui/stale-note';
import { TCO_CATEGORIES, tcoYearRows } from './tco-rows';

/** Five years of ownership cost: stacked by category per year, the running total as a line, and the table. */
export function TcoPanel({ vin, zip }: { vin: string; zip: string | null }) {
  const gate = useEndpointAccess('tco');
  const tco = useQuery({ ...financeQueries.tco(zip ? { vin, zip } : { vin }), enabled: gate.state === 'open' });
  const palette = useChartPalette();
  return (
    <Card
      title="Five-year cost of ownership"
      actions={tco.data && <StaleNote stale={tco.data.stale} fetchedAt={tco.data.fetchedAt} />}
    >
      <PanelBody feature="Cost of ownership" gate={gate} query={tco} lines={6}>
        {({ data }) => {
          const rows = tcoYearRows(data.tco);
          const total = data.tco.total;
          return (
            <div className="stack">
              <dl className="facts">
                <div>
                  <dt>Five-year total</dt>
                  <dd>{formatDollars(total.tcoPrice)}</dd>
                </div>
                <div>
                  <dt>Cost per mile</dt>
                  <dd>${total.averageCostPerMile.toFixed(2)}</dd>
                </div>
                {total.federalTaxCredit > 0 && (
                  <div>
                    <dt>Federal tax credit</dt>
                    <dd>−{formatDollars(total.federalTaxCredit)}</dd>
                  </div>
                )}
              </dl>
              <div className="chart" aria-hidden="true">
                <ResponsiveContainer width="100%" height={280}>
                  <ComposedChart
                    accessibilityLayer={false}
                    data={rows}
                    margin={{ top: 8, right: 8, bottom: 0, left: 0 }}
                  >
                    <CartesianGrid vertical={false} stroke={palette.grid} />
                    <XAxis dataKey="year" stroke={palette.axis} tickLine={false} />
                    <YAxis stroke={palette.axis} tickLine={false} width={56} tickFormatter={formatAxisDollars} />
                    <Tooltip formatter={(value, name) => [formatDollars(Number(value)), String(name)]} />
                    <Legend />
                    {TCO_CATEGORIES.map((category) => (
                      <Bar
                        key={category.key}
                        dataKey={category.key}
                        name={category.label}
                        stackId="cost"
                        fill={palette[category.key]}
                        isAnimationActive={false}
                      />
                    ))}
                    <Line
                      type="monotone"
                      dataKey="cumulative"
                      name="Running total"
                      stroke={palette.line}
                      strokeWidth={2}
                      dot
                      isAnimationActive={false}
                    />
                  </ComposedChart>
                </ResponsiveContainer>
              </div>
              {/* Focusable so keyboard users can scroll the wide table. */}
              <div
                className="table-scroll"
                // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
                tabIndex={0}
                role="region"
                aria-label="Cost by year and category, scrollable"
              >
                <table className="data-table data-table--numbers">
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
                        <td>{formatDollars(total[category.key])}</td>
                      </tr>
                    ))}
                  </tbody>
                  <tfoot>
                    <tr>
                      <th scope="row">Total</th>
                      {rows.map((row) => (
                        <td key={row.year}>{formatDollars(row.total)}</td>
                      ))}
                      <td>{formatDollars(total.tcoPrice)}</td>
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
