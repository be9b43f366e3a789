import { allocateColumns, DICTIONARIES, type Dataset, type DictionaryName } from '../dataset';
import type { Dealer } from '../dealers';

/**
 * A listing written by hand for a columnar test dataset: the dictionary fields as text (a
 * field left out reads "Other"), the numeric columns as numbers.
 */
export type HandWrittenListing = Partial<Record<DictionaryName, string>> & {
  /** Made up from the row's number when not given. */
  vin?: string;
  year: number;
  /** null: no price (stored as -1, as the dataset does). */
  price: number | null;
  miles: number;
  doors: number;
  used: boolean;
  cpo: boolean;
  /** Index into the dealers given beside the rows. */
  dealer: number;
  createdAt?: number;
  updatedAt?: number;
};

/**
 * The rows in the dataset's columnar form. Each dictionary is sorted Z to A, with a value no
 * row uses, so no order, facet or filter a test sees can come from the dictionary codes.
 */
export function columnarDataset(rows: readonly HandWrittenListing[], dealers: Dealer[]): Dataset {
  const textOf = (row: HandWrittenListing, name: DictionaryName): string => row[name] ?? 'Other';
  const dict = {} as Record<DictionaryName, string[]>;
  for (const name of DICTIONARIES)
    dict[name] = [...new Set([...rows.map((row) => textOf(row, name)), 'Unused'])].sort().reverse();
  const cols = allocateColumns(rows.length);
  rows.forEach((row, i) => {
    for (const name of DICTIONARIES) cols[name][i] = dict[name].indexOf(textOf(row, name));
    cols.year[i] = row.year;
    cols.price[i] = row.price ?? -1;
    cols.miles[i] = row.miles;
    cols.doors[i] = row.doors;
    cols.used[i] = row.used ? 1 : 0;
    cols.cpo[i] = row.cpo ? 1 : 0;
    cols.dealer[i] = row.dealer;
    cols.createdAt[i] = row.createdAt ?? 0;
    cols.updatedAt[i] = row.updatedAt ?? 0;
  });
  return {
    meta: {
      formatVersion: 1,
      seed: 1,
      count: rows.length,
      asOf: '2025-01-01',
      openRates: { parkIt: 0, parkOutside: 0, other: 0 },
    },
    vins: rows.map((row, i) => row.vin ?? `VIN${String(i).padStart(14, '0')}`),
    dealers,
    patterns: [],
    dict,
    cols,
    plates: [],
  };
}
