// The five-year cost at the miles a buyer expects to drive, not only at the service's.
// Which lines follow the miles is AAA's split in "Your Driving Costs": fuel, maintenance,
// repairs and tires are operating costs, paid by the mile; depreciation, insurance,
// license, registration and taxes, and finance charges are ownership costs, paid by the
// year whether the car is driven or not. So fuel, maintenance and repairs scale with the
// miles here, and depreciation, insurance, taxes and fees and finance interest stay as
// given. (Depreciation does rise somewhat with mileage, but the answer gives no rate for
// that, so it is left as estimated rather than guessed.)
import type { TcoCostLine } from '../schemas/tco-schema';

/** The lines paid by the mile (AAA's operating costs). */
export const PER_MILE_LINES = ['fuel', 'maintenance', 'repairs'] as const;
/** The lines paid by the year (AAA's ownership costs): the miles do not change them. */
export const PER_YEAR_LINES = ['depreciation', 'insurance', 'taxesAndFees', 'financeInterest'] as const;

type PerMileLine = (typeof PER_MILE_LINES)[number];

export interface TcoFigures {
  total: TcoCostLine & { federalTaxCredit: number };
  years: Record<'1' | '2' | '3' | '4' | '5', TcoCostLine>;
}

const YEARS = ['1', '2', '3', '4', '5'] as const;

/**
 * The miles a year the estimate was made at, read back from its answer: five-year cost over
 * cost per mile is the five-year miles. The cost per mile is given to the cent, so the
 * quotient is only near the true figure (139,829 / 1.86 = 75,177, not 75,000); it is
 * rounded to the nearest 500 a year, which every published estimate uses (15,000, 12,500).
 * Null when the answer gives no cost per mile: then nothing can be scaled.
 */
export function estimateMilesPerYear(total: Pick<TcoCostLine, 'tcoPrice' | 'averageCostPerMile'>): number | null {
  if (!(total.averageCostPerMile > 0) || !(total.tcoPrice > 0)) return null;
  const perYear = total.tcoPrice / total.averageCostPerMile / YEARS.length;
  return Math.round(perYear / 500) * 500 || null;
}

function scaleLine(line: TcoCostLine, ratio: number): TcoCostLine {
  const scaled = { ...line };
  let change = 0;
  for (const key of PER_MILE_LINES satisfies readonly PerMileLine[]) {
    // Whole dollars, like the estimate's own figures.
    scaled[key] = Math.round(line[key] * ratio);
    change += scaled[key] - line[key];
  }
  scaled.tcoPrice = line.tcoPrice + change;
  return scaled;
}

export interface TcoAtMiles {
  tco: TcoFigures;
  /** The miles a year the figures are now at; the estimate's own when they could not be scaled. */
  milesPerYear: number | null;
  /** The estimate's own miles a year; null when its answer does not say. */
  estimatedAt: number | null;
  /** false when the answer gives no miles to scale from, so every line is as estimated. */
  scaled: boolean;
}

/**
 * The estimate with its per-mile lines at `milesPerYear`: each year's fuel, maintenance and
 * repairs times (chosen miles / estimated miles), rounded to the dollar; each total follows,
 * and the cost per mile is the new five-year cost over the new five-year miles.
 */
export function tcoAtMiles(tco: TcoFigures, milesPerYear: number): TcoAtMiles {
  const estimatedAt = estimateMilesPerYear(tco.total);
  if (estimatedAt === null) return { tco, milesPerYear: null, estimatedAt: null, scaled: false };
  const ratio = milesPerYear / estimatedAt;
  const years = Object.fromEntries(
    YEARS.map((year) => [year, scaleLine(tco.years[year], ratio)]),
  ) as TcoFigures['years'];
  const total = { ...tco.total };
  let change = 0;
  for (const key of PER_MILE_LINES) {
    // The five years' sum, so the total is exactly what the years show.
    const before = YEARS.reduce((sum, year) => sum + tco.years[year][key], 0);
    const after = YEARS.reduce((sum, year) => sum + years[year][key], 0);
    total[key] = tco.total[key] + (after - before);
    change += after - before;
  }
  total.tcoPrice = tco.total.tcoPrice + change;
  total.averageCostPerMile = Math.round((total.tcoPrice / (milesPerYear * YEARS.length)) * 100) / 100;
  return { tco: { total, years }, milesPerYear, estimatedAt, scaled: true };
}
