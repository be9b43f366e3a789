import { interestByYear } from '../../../shared/finance/loan-math';
import { estimateMilesPerYear, type TcoFigures } from '../../../shared/finance/tco-at-miles';
import type { TcoCostLine } from '../../../shared/schemas/tco-schema';

/** Categories in stacking order: the first is drawn at the bottom of each year's bar. */
export const TCO_CATEGORIES = [
  { key: 'depreciation', label: 'Depreciation' },
  { key: 'fuel', label: 'Fuel' },
  { key: 'insurance', label: 'Insurance' },
  { key: 'maintenance', label: 'Maintenance' },
  { key: 'repairs', label: 'Repairs' },
  { key: 'taxesAndFees', label: 'Taxes and fees' },
  { key: 'financeInterest', label: 'Finance interest' },
] as const satisfies readonly { key: keyof TcoCostLine; label: string }[];

export type TcoCategory = (typeof TCO_CATEGORIES)[number]['key'];

/** The legend reads like the bars: top segment first. */
export const TCO_LEGEND_ORDER = [...TCO_CATEGORIES].reverse();

interface TcoYearRow extends Record<TcoCategory, number> {
  year: string;
  total: number;
  cumulative: number;
}

/** The deal on the screen, which /tco cannot take (the spec gives it only zip and fromZip). */
export interface TcoDeal {
  price: number;
  downPayment: number;
  tradeIn: number;
  amountFinanced: number;
  apr: number;
  term: number;
}

export interface TcoView {
  rows: TcoYearRow[];
  totals: Record<TcoCategory, number>;
  fiveYearTotal: number;
  /** The miles a year the figures are at: the buyer's, else the estimate's own; null when neither is known. */
  milesPerYear: number | null;
  costPerMile: number | null;
  /** true when the finance interest is the deal's, not the service's own assumption. */
  interestFromDeal: boolean;
}

const YEARS = ['1', '2', '3', '4', '5'] as const;

/**
 * One row per year with each category, the year's total and the running total. With a
 * deal, finance interest is that loan's interest in each year (whole dollars, like the
 * service's figures) instead of the service's assumed loan; every total follows. With
 * `milesPerYear` (figures already at the buyer's miles, tco-at-miles.ts) the cost per mile
 * is over those miles; without it, over the miles the estimate was made at.
 */
export function tcoView(tco: TcoFigures, deal: TcoDeal | null, milesPerYear: number | null = null): TcoView {
  const dealInterest = deal
    ? interestByYear(Math.max(0, deal.amountFinanced), deal.apr, deal.term, YEARS.length).map((value) =>
        Math.round(value),
      )
    : null;
  let cumulative = 0;
  const totals = Object.fromEntries(TCO_CATEGORIES.map((category) => [category.key, 0])) as Record<TcoCategory, number>;
  const rows = YEARS.map((year, index) => {
    const line = tco.years[year];
    const row = { year: `Year ${year}` } as TcoYearRow;
    for (const category of TCO_CATEGORIES) {
      const value =
        category.key === 'financeInterest' && dealInterest ? (dealInterest[index] ?? 0) : line[category.key];
      row[category.key] = value;
      totals[category.key] += value;
    }
    row.total = TCO_CATEGORIES.reduce((sum, category) => sum + row[category.key], 0);
    cumulative += row.total;
    row.cumulative = cumulative;
    return row;
  });
  const perYear = milesPerYear ?? estimateMilesPerYear(tco.total);
  const miles = perYear === null ? null : perYear * YEARS.length;
  return {
    rows,
    totals,
    fiveYearTotal: cumulative,
    milesPerYear: perYear,
    costPerMile: miles === null ? null : Math.round((cumulative / miles) * 100) / 100,
    interestFromDeal: dealInterest !== null,
  };
}
