import { Bar, BarChart, CartesianGrid, Cell, Tooltip, XAxis, YAxis } from 'recharts';
import { LOAN_TERMS, type LoanTermMonths } from '../../../shared/finance/quote-form';
import { ChartContainer, ChartTooltipContent, type ChartConfig } from '../../ui/chart-container';

const CONFIG: ChartConfig = {
  rate: { label: 'APR', color: 'muted' },
  chosen: { label: 'Chosen term', color: 'highlight' },
};

export type AprByTerm = Partial<Record<string, number>>;

/** APR for each term, the chosen one highlighted; the table beside it says the same for screen readers. */
export function AprChart({ apr, term }: { apr: AprByTerm; term: LoanTermMonths }) {
  const rows = LOAN_TERMS.map((months) => ({ term: `${months} mo`, months, rate: apr[String(months)] ?? null }));
  return (
    <figure className="chart-figure" aria-labelledby="apr-chart-caption">
      <figcaption id="apr-chart-caption" className="sr-only">
        APR by loan term; {term} months is chosen.
      </figcaption>
      <ChartContainer config={CONFIG} height={200} data-testid="apr-chart">
        {({ palette, color }) => (
          <BarChart accessibilityLayer={false} data={rows} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
            <CartesianGrid vertical={false} stroke={palette.grid} />
            <XAxis dataKey="term" stroke={palette.axis} tickLine={false} />
            <YAxis stroke={palette.axis} tickLine={false} width={44} tickFormatter={(value: number) => `${value}%`} />
            <Tooltip
              cursor={{ fill: palette.grid }}
              content={<ChartTooltipContent valueFormatter={(value) => `${value.toFixed(2)}%`} hideIndicator />}
            />
            <Bar dataKey="rate" radius={[4, 4, 0, 0]} isAnimationActive={false}>
              {rows.map((row) => (
                <Cell
                  key={row.months}
                  fill={color(row.months === term ? 'chosen' : 'rate')}
                  data-selected={row.months === term}
                />
              ))}
            </Bar>
          </BarChart>
        )}
      </ChartContainer>
      <table className="data-table data-table--compact">
        <caption className="sr-only">APR by loan term</caption>
        <thead>
          <tr>
            <th scope="col">Term</th>
            <th scope="col">APR</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr
              key={row.months}
              aria-current={row.months === term ? 'true' : undefined}
              className={row.months === term ? 'is-selected' : undefined}
            >
              <td>{row.term}</td>
              <td>{row.rate === null ? 'No rate' : `${row.rate.toFixed(2)}%`}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
