import { useEffect, useState } from 'react';

// One colour per cost category on every screen, in both themes: SVG attributes cannot
// read CSS variables, so the palette follows <html data-theme> here. Every colour that
// carries meaning (segments, swatches, bars) has at least 3:1 contrast against the card
// surface (#ffffff light, #171b21 dark), WCAG 1.4.11; chart-palette.test.ts checks it.
const LIGHT = {
  depreciation: '#1f58d0',
  fuel: '#b45309',
  insurance: '#0f9d76',
  maintenance: '#7c3aed',
  repairs: '#db2777',
  taxesAndFees: '#64748b',
  financeInterest: '#0891b2',
  line: '#161a20',
  grid: '#dfe3e8',
  axis: '#545d6b',
  highlight: '#1f58d0',
  muted: '#8090a8',
} as const;

const DARK = {
  depreciation: '#6f9bff',
  fuel: '#fbbf24',
  insurance: '#34d399',
  maintenance: '#b794f6',
  repairs: '#f472b6',
  taxesAndFees: '#a3b0c2',
  financeInterest: '#22d3ee',
  line: '#f1f4f8',
  grid: '#323946',
  axis: '#a9b2c0',
  highlight: '#6f9bff',
  muted: '#5f6b80',
} as const;

export type ChartPalette = { readonly [K in keyof typeof LIGHT]: string };

/** A named colour of the chart theme; a chart's config picks one per series. */
export type ChartColor = keyof ChartPalette;

export const CHART_PALETTES = { light: LIGHT, dark: DARK } as const;

function currentPalette(): ChartPalette {
  return document.documentElement.dataset.theme === 'dark' ? DARK : LIGHT;
}

export function useChartPalette(): ChartPalette {
  const [palette, setPalette] = useState<ChartPalette>(currentPalette);
  useEffect(() => {
    const observer = new MutationObserver(() => setPalette(currentPalette()));
    observer.observe(document.documentElement, { attributes: true, attributeFilter: ['data-theme'] });
    return () => observer.disconnect();
  }, []);
  return palette;
}

const axisDollars = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  notation: 'compact',
  maximumFractionDigits: 1,
});

/** "$12.5K" on axes, where space is short. */
export function formatAxisDollars(value: number): string {
  return axisDollars.format(value);
}
