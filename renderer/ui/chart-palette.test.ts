import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CHART_PALETTES } from './chart-palette';

// Properties, not colours: each meaningful colour stands out 3:1 from the card it is drawn
// on (WCAG 2.2 SC 1.4.11 Non-text Contrast), and the cost categories stay apart from each
// other, in both themes. No colour of the palette is written here.

/** sRGB channel (0–255) to linear light: https://www.w3.org/TR/WCAG22/#dfn-relative-luminance */
function linear(hex: string, offset: number): number {
  const value = parseInt(hex.slice(offset, offset + 2), 16) / 255;
  return value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
}
// WCAG 2 relative luminance and contrast ratio, written out here from the definition.
function luminance(hex: string): number {
  return 0.2126 * linear(hex, 1) + 0.7152 * linear(hex, 3) + 0.0722 * linear(hex, 5);
}
function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/**
 * CIE 1976 L*a*b* (D65 white, sRGB matrix of IEC 61966-2-1) and the ΔE*ab distance between
 * two colours: about 2.3 is a just-noticeable difference, so 15 keeps series apart at a glance.
 */
function lab(hex: string): [number, number, number] {
  const [r, g, b] = [linear(hex, 1), linear(hex, 3), linear(hex, 5)];
  const x = (0.4124 * r + 0.3576 * g + 0.1805 * b) / 0.95047;
  const y = 0.2126 * r + 0.7152 * g + 0.0722 * b;
  const z = (0.0193 * r + 0.1192 * g + 0.9505 * b) / 1.08883;
  const f = (t: number) => (t > 216 / 24389 ? Math.cbrt(t) : ((24389 / 27) * t + 16) / 116);
  return [116 * f(y) - 16, 500 * (f(x) - f(y)), 200 * (f(y) - f(z))];
}
function deltaE(a: string, b: string): number {
  const [la, aa, ba] = lab(a);
  const [lb, ab, bb] = lab(b);
  return Math.hypot(la - lb, aa - ab, ba - bb);
}
const MIN_SERIES_DELTA_E = 15;

/** The card surface (--color-surface) of each theme, read from the stylesheet the app ships. */
function surfaceOf(theme: 'light' | 'dark'): string {
  const css = readFileSync(join(__dirname, '../styles/tokens.css'), 'utf8');
  const block = new RegExp(`:root\\[data-theme='${theme}'\\]\\s*\\{([^}]*)\\}`).exec(css)?.[1] ?? '';
  const surface = /--color-surface:\s*(#[0-9a-f]{6})\s*;/i.exec(block)?.[1];
  if (!surface) throw new Error(`tokens.css has no --color-surface for the ${theme} theme`);
  return surface.toLowerCase();
}
const SURFACES = { light: surfaceOf('light'), dark: surfaceOf('dark') } as const;
/** The stacked cost categories: the series a reader tells apart by colour. */
const SERIES = [
  'depreciation',
  'fuel',
  'insurance',
  'maintenance',
  'repairs',
  'taxesAndFees',
  'financeInterest',
] as const;
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

  it('the hand-computed reference: white is L* 100, black L* 0, and they are ΔE*ab 100 apart', () => {
    expect(lab('#ffffff')[0]).toBeCloseTo(100, 1);
    expect(lab('#000000')[0]).toBeCloseTo(0, 5);
    expect(deltaE('#000000', '#ffffff')).toBeCloseTo(100, 1);
  });

  it('the two themes draw on different surfaces, light on a light card and dark on a dark one', () => {
    expect(luminance(SURFACES.light)).toBeGreaterThan(0.8);
    expect(luminance(SURFACES.dark)).toBeLessThan(0.05);
  });

  it.each(['light', 'dark'] as const)('every swatch, bar and line stands out 3:1 from the %s card', (theme) => {
    for (const key of MEANINGFUL) {
      expect(contrast(CHART_PALETTES[theme][key], SURFACES[theme]), key).toBeGreaterThanOrEqual(3);
    }
  });

  it.each(['light', 'dark'] as const)('on the %s card, no two cost categories look alike', (theme) => {
    const palette = CHART_PALETTES[theme];
    for (const [i, a] of SERIES.entries()) {
      for (const b of SERIES.slice(i + 1)) {
        expect(deltaE(palette[a], palette[b]), `${a} vs ${b}`).toBeGreaterThanOrEqual(MIN_SERIES_DELTA_E);
      }
    }
  });
});
