import type { Tco, TcoCostLine } from '../../../shared/schemas/tco-schema';

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

export interface TcoYearRow extends Record<TcoCategory, number> {
  year: string;
  total: number;
  cumulative: number;
}

/** One row per year with each category, the year's total and the running total. */
export function tcoYearRows(tco: Tco['tco']): TcoYearRow[] {
  let cumulative = 0;
  return (['1', '2', '3', '4', '5'] as const).map((year) => {
    const line = tco.years[year];
    const total = TCO_CATEGORIES.reduce((sum, category) => sum + line[category.key], 0);
    cumulative += total;
    const row = { year: `Year ${year}`, total, cumulative } as TcoYearRow;
    for (const category of TCO_CATEGORIES) row[category.key] = line[category.key];
    return row;
  });
}
