import { act, render, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ChartContainer, ChartLegend, ChartTooltipContent, type ChartConfig, type ChartTheme } from './chart-container';

// jsdom has no layout: ResponsiveContainer only needs the observer to exist.
beforeAll(() => {
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  );
});
afterEach(() => {
  delete document.documentElement.dataset.theme;
});

const CONFIG: ChartConfig = {
  fuel: { label: 'Fuel', color: 'fuel' },
  depreciation: { label: 'Depreciation', color: 'depreciation' },
  cumulative: { label: 'Running total', color: 'line', indicator: 'line' },
};

function renderChart(extra?: { legend?: boolean }) {
  const seen: ChartTheme[] = [];
  const view = render(
    <ChartContainer
      config={CONFIG}
      height={200}
      data-testid="chart"
      legend={extra?.legend ? <ChartLegend keys={['cumulative', 'depreciation', 'fuel']} /> : undefined}
    >
      {(theme) => {
        seen.push(theme);
        return <svg />;
      }}
    </ChartContainer>,
  );
  return { ...view, box: screen.getByTestId('chart'), latest: () => seen[seen.length - 1]! };
}

describe('chart container', () => {
  it('exposes each series colour as --color-<key>, and follows the theme on <html>', async () => {
    // The design's hex values (renderer/ui/chart-palette.ts header: fuel is amber, depreciation the accent blue).
    document.documentElement.dataset.theme = 'light';
    const { box, latest } = renderChart();
    expect(box.style.getPropertyValue('--color-fuel')).toBe('#b45309');
    expect(box.style.getPropertyValue('--color-depreciation')).toBe('#1f58d0');
    expect(box.style.getPropertyValue('--color-cumulative')).toBe('#161a20');
    expect(latest().color('fuel')).toBe('#b45309');
    expect(latest().palette.grid).toBe('#dfe3e8');

    act(() => {
      document.documentElement.dataset.theme = 'dark';
    });
    await vi.waitFor(() => expect(box.style.getPropertyValue('--color-fuel')).toBe('#fbbf24'));
    expect(box.style.getPropertyValue('--color-cumulative')).toBe('#f1f4f8');
    expect(latest().color('depreciation')).toBe('#6f9bff');
    expect(latest().palette.grid).toBe('#323946');
  });

  it('hides the drawing from assistive technology (the table beside it says the same)', () => {
    const { box } = renderChart();
    expect(box.getAttribute('aria-hidden')).toBe('true');
    expect(box.className).toBe('chart');
  });

  it('lists the key in the order given, with labels, a line mark for a line series', () => {
    const { box } = renderChart({ legend: true });
    expect(box.className).toBe('chart chart--with-legend');
    const items = within(box).getAllByRole('listitem', { hidden: true });
    expect(items.map((item) => item.textContent)).toEqual(['Running total', 'Depreciation', 'Fuel']);
    expect(items.map((item) => item.getAttribute('data-category'))).toEqual(['cumulative', 'depreciation', 'fuel']);
    expect(items[0]!.querySelector('span')!.className).toBe('chart-legend__line');
    expect(items[2]!.querySelector('span')!.className).toBe('chart-legend__swatch');
    expect(items[2]!.querySelector('span')!.style.background).toBe('var(--color-fuel)');
  });

  it('the tooltip names each series from the config and formats its value', () => {
    render(
      // In the legend slot: jsdom gives the chart no size, so recharts would not draw a tooltip.
      <ChartContainer
        config={CONFIG}
        height={200}
        legend={
          <ChartTooltipContent
            active
            label="Year 1"
            payload={[
              { dataKey: 'fuel', name: 'fuel', value: 1234.5, graphicalItemId: 'a' },
              { dataKey: 'cumulative', name: 'cumulative', value: 9000, graphicalItemId: 'b' },
            ]}
            valueFormatter={(value) => `$${value.toFixed(2)}`}
          />
        }
      >
        {() => <svg />}
      </ChartContainer>,
    );
    expect(screen.getByText('Year 1')).toBeTruthy();
    const rows = screen.getAllByRole('listitem', { hidden: true }).map((item) => item.textContent);
    expect(rows).toEqual(['Fuel$1234.50', 'Running total$9000.00']);
  });

  it('the tooltip draws nothing while inactive', () => {
    const { container } = render(
      <ChartContainer
        config={CONFIG}
        height={200}
        legend={<ChartTooltipContent active={false} payload={[]} valueFormatter={String} />}
      >
        {() => <svg />}
      </ChartContainer>,
    );
    expect(container.querySelector('.chart-tooltip')).toBeNull();
  });

  it('a key outside a container says where it belongs', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<ChartLegend keys={['fuel']} />)).toThrow(/inside a <ChartContainer>/);
  });
});
