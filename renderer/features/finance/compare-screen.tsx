import { useQueries, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Bar, BarChart, CartesianGrid, Tooltip, XAxis, YAxis } from 'recharts';
import '../../styles/finance.css';
import '../../styles/compare.css';
import { PLAN_LABELS } from '../../../shared/plan/plan-access';
import { LOAN_TERMS, type LoanTermMonths } from '../../../shared/finance/quote-form';
import { appQueries } from '../../api/app-queries';
import { financeQueries } from '../../api/finance-queries';
import { listingQueries } from '../../api/listing-queries';
import { useEndpointAccess } from '../../api/use-endpoint-access';
import { vehicleQueries } from '../../api/vehicle-queries';
import { useCompareStore } from '../../stores/compare-store';
import { hrefs } from '../../stores/routes';
import { Badge } from '../../ui/badge';
import { Button } from '../../ui/button';
import { Card } from '../../ui/card';
import { ChartContainer, ChartLegend, ChartTooltipContent, type ChartConfig } from '../../ui/chart-container';
import { formatAxisDollars } from '../../ui/chart-palette';
import { EmptyState } from '../../ui/empty-state';
import { formatCents, formatDollars, formatMiles } from '../../ui/format-money';
import { ChartIcon } from '../../ui/icons';
import { PageHeader } from '../../ui/page-header';
import { SegmentedChoice } from '../../ui/segmented-choice';
import {
  lowestIndex,
  nameParts,
  openRecallCell,
  rowDiffers,
  type CompareCell,
  type CompareRow,
  type RecallEvidence,
} from './compare-rows';
import { TCO_CATEGORIES } from './tco-rows';

const SERIES_COLOURS = ['depreciation', 'fuel', 'insurance', 'repairs'] as const;

/** Up to four vehicles side by side: price, payment at one term, five-year cost by category, cost per mile. */
export function CompareScreen() {
  const vins = useCompareStore((state) => state.vins);
  const remove = useCompareStore((state) => state.remove);
  const settings = useQuery(appQueries.settings());
  const [term, setTerm] = useState<LoanTermMonths>(60);
  const [onlyDifferences, setOnlyDifferences] = useState(false);

  const listings = useQueries({ queries: vins.map((vin) => ({ ...listingQueries.byVin(vin), retry: false })) });
  const zipOf = (index: number) =>
    listings[index]?.data?.data.retailListing.zip ?? settings.data?.settings.defaultZip ?? '';
  const tcos = useQueries({
    queries: vins.map((vin, index) => ({ ...financeQueries.tco(zipOf(index) ? { vin, zip: zipOf(index) } : { vin }) })),
  });
  const recallGate = useEndpointAccess('openrecalls');
  // The same query as the vehicle page (with the catalog), so a vehicle opened before costs no call.
  const recalls = useQueries({
    queries: vins.map((vin) => ({
      ...vehicleQueries.openRecalls(vin, { recalls: true }),
      enabled: recallGate.state === 'open',
    })),
  });
  const recallEvidence = (index: number): RecallEvidence => {
    if (recallGate.state === 'locked') return { state: 'locked', planRequired: PLAN_LABELS[recallGate.plan] };
    const query = recalls[index];
    if (query?.data) {
      return { state: 'known', openRecalls: query.data.data.openRecalls, openItems: query.data.data.data.length };
    }
    return query?.isError ? { state: 'failed' } : { state: 'loading' };
  };
  const payments = useQueries({
    queries: vins.map((vin, index) => {
      const price = listings[index]?.data?.data.retailListing.price;
      const zip = zipOf(index);
      return {
        // No price or ZIP yet: the query waits rather than asking about a made-up deal.
        ...financeQueries.payments(price && zip ? { vin, price: String(price), zip, loanTerm: term } : null),
      };
    }),
  });

  if (vins.length === 0) {
    return (
      <>
        <PageHeader eyebrow="Finance" title="Compare" description="Put up to four vehicles side by side." />
        <Card>
          <EmptyState
            icon={<ChartIcon size={26} />}
            title="Nothing to compare yet"
            actions={
              <a className="btn btn--primary" href={hrefs.search()}>
                Find vehicles
              </a>
            }
          >
            <p>Open a vehicle and choose Add to compare. The list is kept between sessions.</p>
          </EmptyState>
        </Card>
      </>
    );
  }

  const namePartsOf = vins.map((vin, index) => {
    const parts = nameParts(listings[index]?.data?.data.vehicle);
    return parts.length > 0 ? parts : [vin];
  });
  const names = namePartsOf.map((parts) => parts.join(' '));
  const cell = (value: number | null | undefined, format: (value: number) => string) => ({
    text: value === null || value === undefined ? '—' : format(value),
    value: value ?? null,
  });
  const rows: CompareRow[] = [
    {
      label: 'Trim',
      ranked: false,
      cells: vins.map((_, index): CompareCell => {
        const trim = listings[index]?.data?.data.vehicle.trim;
        return trim ? { text: trim, value: trim } : { text: '—', value: null };
      }),
    },
    {
      label: 'Open recalls',
      ranked: false,
      cells: vins.map((_, index) => openRecallCell(recallEvidence(index))),
    },
    {
      label: 'Price',
      cells: vins.map((_, index) => cell(listings[index]?.data?.data.retailListing.price, formatDollars)),
    },
    {
      label: 'Miles',
      cells: vins.map((_, index) => cell(listings[index]?.data?.data.retailListing.miles, formatMiles)),
    },
    {
      label: `Payment, ${term} months`,
      cells: vins.map((_, index) =>
        cell(payments[index]?.data?.data.paymentsData.loanMonthlyPayment, (value) => formatCents(value)),
      ),
    },
    {
      label: 'Five-year cost',
      cells: vins.map((_, index) => cell(tcos[index]?.data?.data.tco.total.tcoPrice, formatDollars)),
    },
    ...TCO_CATEGORIES.map((category) => ({
      label: category.label,
      category: category.key,
      cells: vins.map((_, index) => cell(tcos[index]?.data?.data.tco.total[category.key], formatDollars)),
    })),
    {
      label: 'Cost per mile',
      cells: vins.map((_, index) =>
        cell(tcos[index]?.data?.data.tco.total.averageCostPerMile, (value) => `$${value.toFixed(2)}`),
      ),
    },
  ];
  const shown = onlyDifferences ? rows.filter(rowDiffers) : rows;
  // One series per vehicle, keyed by VIN (a VIN is a valid CSS custom property name), named as in the table.
  const chartConfig: ChartConfig = Object.fromEntries(
    vins.map((vin, index) => [vin, { label: names[index]!, color: SERIES_COLOURS[index % SERIES_COLOURS.length]! }]),
  );
  const chartData = TCO_CATEGORIES.map((category) => ({
    category: category.label,
    ...Object.fromEntries(vins.map((vin, index) => [vin, tcos[index]?.data?.data.tco.total[category.key] ?? 0])),
  }));

  return (
    <>
      <PageHeader
        eyebrow="Finance"
        title="Compare"
        description={`${vins.length} of 4 vehicles. Costs are five-year estimates from the service.`}
      />
      <div className="stack stack--lg compare-screen">
        <Card>
          <div className="row row--between compare-controls">
            <SegmentedChoice
              legend="Payment term (months)"
              value={String(term)}
              choices={LOAN_TERMS.map((months) => ({ value: String(months), label: String(months) }))}
              onChange={(value) => setTerm(Number(value) as LoanTermMonths)}
            />
            <label className="check">
              <input
                type="checkbox"
                checked={onlyDifferences}
                onChange={(event) => setOnlyDifferences(event.target.checked)}
              />
              Show only differences
            </label>
          </div>
        </Card>
        <Card flush>
          <div
            className="table-scroll"
            // Focusable so keyboard users can scroll a wide comparison.
            // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
            tabIndex={0}
            role="region"
            aria-label="Comparison table, scrollable"
          >
            <table className="data-table data-table--numbers compare-table">
              <caption className="sr-only">Vehicles compared</caption>
              <thead>
                <tr>
                  <th scope="col">Vehicle</th>
                  {vins.map((vin, index) => (
                    <th key={vin} scope="col">
                      <a href={hrefs.vehicle(vin)} className="compare-table__name">
                        {/* Lines break between year, make and model only: "CR-V" never splits at its hyphen. */}
                        {namePartsOf[index]!.map((part, partIndex) => (
                          <span key={partIndex}>
                            {partIndex > 0 && ' '}
                            <span className="compare-table__name-part">{part}</span>
                          </span>
                        ))}
                      </a>
                      <span className="mono muted compare-table__vin">{vin}</span>
                      <Button
                        size="sm"
                        variant="ghost"
                        onClick={() => remove(vin)}
                        aria-label={`Remove ${names[index]} from compare`}
                      >
                        Remove
                      </Button>
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {shown.map((row) => {
                  const best = row.label === 'Miles' || row.ranked === false ? null : lowestIndex(row);
                  return (
                    <tr key={row.label}>
                      <th scope="row">{row.label}</th>
                      {row.cells.map((item, index) => (
                        <td key={vins[index]} className={best === index && rowDiffers(row) ? 'is-best' : undefined}>
                          {item.tone ? (
                            <Badge tone={item.tone} dot={item.tone === 'danger'}>
                              {item.text}
                            </Badge>
                          ) : (
                            item.text
                          )}
                        </td>
                      ))}
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>
        </Card>
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
                <Tooltip
                  cursor={{ fill: palette.grid }}
                  content={<ChartTooltipContent valueFormatter={formatDollars} />}
                />
                {vins.map((vin) => (
                  <Bar key={vin} dataKey={vin} fill={color(vin)} isAnimationActive={false} />
                ))}
              </BarChart>
            )}
          </ChartContainer>
          <p className="sr-only">The same figures are in the table above, one row per category.</p>
        </Card>
      </div>
    </>
  );
}
