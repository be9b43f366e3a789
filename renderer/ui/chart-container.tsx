import { createContext, useContext, type CSSProperties, type ReactElement, type ReactNode } from 'react';
import { ResponsiveContainer, type TooltipContentProps } from 'recharts';
import { useChartPalette, type ChartColor, type ChartPalette } from './chart-palette';

/**
 * One entry per series: the words a person reads in the key and the tooltip, and the theme
 * colour it is drawn in. `line` draws the key's mark as a stroke (a running total), not a swatch.
 */
export type ChartConfig = Readonly<Record<string, { label: string; color: ChartColor; indicator?: 'swatch' | 'line' }>>;

type ChartContextValue = { config: ChartConfig; palette: ChartPalette };

const ChartContext = createContext<ChartContextValue | null>(null);

/** What a chart draws with: the series colour of a config key, in the current theme. */
export type ChartTheme = { color: (key: string) => string; palette: ChartPalette };

function themeOf(config: ChartConfig, palette: ChartPalette): ChartTheme {
  // Literal hex, not var(--color-key): recharts writes fills as SVG attributes, and the e2e key test reads them.
  return { palette, color: (key) => palette[config[key]?.color ?? 'muted'] };
}

function useChart(): ChartContextValue {
  const context = useContext(ChartContext);
  if (!context) throw new Error('Chart legends and tooltips belong inside a <ChartContainer>');
  return context;
}

/**
 * The one wrapper every chart sits in (after shadcn's ChartContainer): a responsive box that
 * follows the light or dark theme (grid and axes from `theme.palette`) and exposes each series
 * colour as `--color-<key>`, so bars, keys, tooltips and CSS draw from the same palette.
 * The chart itself is hidden from assistive technology: every chart has a table beside it.
 * Series keys must not shadow a design token (`text`, `surface`…) since they share the prefix.
 */
export function ChartContainer({
  config,
  height,
  legend,
  legendPlacement = 'side',
  className,
  children,
  ...rest
}: {
  config: ChartConfig;
  height: number;
  /** Usually a <ChartLegend>. */
  legend?: ReactNode;
  /** Beside for a stack's key (top first); below for grouped bars read left to right. */
  legendPlacement?: 'side' | 'below';
  className?: string;
  /** The recharts chart, given the theme to colour its series with. */
  children: (theme: ChartTheme) => ReactElement;
  'data-testid'?: string;
}) {
  const palette = useChartPalette();
  const style = Object.fromEntries(
    Object.entries(config).map(([key, entry]) => [`--color-${key}`, palette[entry.color]]),
  ) as CSSProperties;
  const layout = legend ? (legendPlacement === 'below' ? 'chart--legend-below' : 'chart--with-legend') : null;
  const classes = ['chart', layout, className].filter(Boolean).join(' ');
  return (
    <ChartContext.Provider value={{ config, palette }}>
      <div className={classes} style={style} aria-hidden="true" {...rest}>
        <ResponsiveContainer width="100%" height={height}>
          {children(themeOf(config, palette))}
        </ResponsiveContainer>
        {legend}
      </div>
    </ChartContext.Provider>
  );
}

/**
 * The key, in the order given: for a stack that is top first, so it reads like the bars.
 * `layout="row"` lays it out in a line under the chart (grouped bars, left to right).
 */
export function ChartLegend({ keys, layout = 'column' }: { keys: readonly string[]; layout?: 'column' | 'row' }) {
  const { config } = useChart();
  return (
    <ul className={layout === 'row' ? 'chart-legend chart-legend--row' : 'chart-legend'}>
      {keys.map((key) => {
        const entry = config[key];
        return (
          <li key={key} data-category={key}>
            <span
              className={entry?.indicator === 'line' ? 'chart-legend__line' : 'chart-legend__swatch'}
              style={{ background: `var(--color-${key})` }}
            />
            {entry?.label ?? key}
          </li>
        );
      })}
    </ul>
  );
}

type ChartTooltipProps = Partial<Pick<TooltipContentProps<number, string>, 'active' | 'payload' | 'label'>> & {
  valueFormatter: (value: number) => string;
  /** For one-series charts whose bars change colour by row (the chosen term), a swatch would mislead. */
  hideIndicator?: boolean;
};

/** The tooltip in the theme's surface and text colours; pass it as recharts' `<Tooltip content>`. */
export function ChartTooltipContent({ active, payload, label, valueFormatter, hideIndicator }: ChartTooltipProps) {
  const { config } = useChart();
  if (!active || !payload || payload.length === 0) return null;
  return (
    <div className="chart-tooltip">
      {label !== undefined && <p className="chart-tooltip__label">{label}</p>}
      <ul>
        {payload.map((item) => {
          const key = String(item.dataKey ?? item.name ?? '');
          return (
            <li key={key}>
              {!hideIndicator && (
                <span
                  className={config[key]?.indicator === 'line' ? 'chart-legend__line' : 'chart-legend__swatch'}
                  style={{ background: `var(--color-${key})` }}
                />
              )}
              <span className="chart-tooltip__name">{config[key]?.label ?? String(item.name ?? key)}</span>
              <span className="chart-tooltip__value">
                {typeof item.value === 'number' ? valueFormatter(item.value) : '—'}
              </span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
