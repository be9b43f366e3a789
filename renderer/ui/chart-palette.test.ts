import { describe, expect, it } from 'vitest';
import { CHART_PALETTES } from './chart-palette';

// WCAG 2 relative luminance and contrast ratio, written out here from the definition.
function luminance(hex: string): number {
  const channel = (offset: number) => {
    const value = parseInt(hex.slice(offset, offset + 2), 16) / 255;
    return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
}
function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

// The card surfaces of renderer/styles/tokens.css (--color-surface), light and dark.
const SURFACES = { light: '#ffffff', dark: '#171b21' } as const;
const MEANINGFUL = [
  'depreciation',
  'fuel',
  'insurance',
  'maintenance',
  'repairs',
  'taxesAndFees',
  'financeInterest',
  'line',
  'highlight',
  'muted',
] as const;

describe('chart palette', () => {
  it('the hand-computed reference: black on white is 21:1, a mid grey #767676 is 4.54:1', () => {
    expect(contrast('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrast('#767676', '#ffffff')).toBeCloseTo(4.54, 2);
  });

  it.each(['light', 'dark'] as const)('every swatch, bar and line stands out 3:1 from the %s card', (theme) => {
    for (const key of MEANINGFUL) {
      expect(contrast(CHART_PALETTES[theme][key], SURFACES[theme]), key).toBeGreaterThanOrEqual(3);
    }
  });
});
