// The listing dataset in columnar form: one typed array per field and dictionaries
// for the text fields, so 100,000 listings take a few megabytes and filters scan fast.
import type { VinPattern } from '../catalog/vin-pattern-catalog';
import type { Dealer } from './dealers';

export const DICTIONARIES = [
  'make',
  'model',
  'trim',
  'body',
  'engine',
  'transmission',
  'drivetrain',
  'fuel',
  'exteriorColor',
  'interiorColor',
] as const;
export type DictionaryName = (typeof DICTIONARIES)[number];

export const COLUMN_TYPES = {
  year: Uint16Array,
  spec: Uint16Array,
  pattern: Uint16Array,
  powertrain: Uint8Array,
  make: Uint8Array,
  model: Uint16Array,
  trim: Uint16Array,
  body: Uint8Array,
  engine: Uint8Array,
  transmission: Uint8Array,
  drivetrain: Uint8Array,
  fuel: Uint8Array,
  exteriorColor: Uint8Array,
  interiorColor: Uint8Array,
  doors: Uint8Array,
  seats: Uint8Array,
  /** Dollars; -1 when the listing carries no price (null). */
  price: Int32Array,
  miles: Int32Array,
  msrp: Int32Array,
  used: Uint8Array,
  cpo: Uint8Array,
  dealer: Uint16Array,
  /** Epoch seconds. */
  createdAt: Int32Array,
  updatedAt: Int32Array,
  photoCount: Uint8Array,
} as const;

export type ColumnName = keyof typeof COLUMN_TYPES;
export type Columns = { [K in ColumnName]: InstanceType<(typeof COLUMN_TYPES)[K]> };

export interface PlateRecord {
  plate: string;
  state: string;
  /** Listing row, or -1 for a plate on file without vehicle data. */
  row: number;
  isDefault: boolean;
}

interface DatasetMeta {
  formatVersion: number;
  seed: number;
  count: number;
  /** The dataset's "now": timestamps and days on market are relative to it. */
  asOf: string;
  /** Probability that an affected vehicle has not had each kind of recall fixed. */
  openRates: { parkIt: number; parkOutside: number; other: number };
}

export interface Dataset {
  meta: DatasetMeta;
  vins: string[];
  dealers: Dealer[];
  patterns: VinPattern[];
  dict: Record<DictionaryName, string[]>;
  cols: Columns;
  plates: PlateRecord[];
}

export function allocateColumns(count: number): Columns {
  const cols = {} as Record<ColumnName, unknown>;
  for (const [name, Type] of Object.entries(COLUMN_TYPES)) cols[name as ColumnName] = new Type(count);
  return cols as Columns;
}
