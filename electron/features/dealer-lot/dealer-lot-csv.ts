// A dealer's lot as one spreadsheet table (issue #39 item 5). Cells go through the formula
// guard (electron/platform/csv/csv-cell-guard.ts) as every VinDesk export does: a trim or a
// dealer's name starting with = must stay text in Excel.
import type { DealerLotRow } from '../../../shared/ipc/dealer-lot-channels';
import { toGuardedCsv, type CsvCell } from '../../platform/csv/csv-cell-guard';

/**
 * Price rank "3 of 41" is split in two numbers so a spreadsheet sorts and filters it; a band is
 * two whole-dollar numbers; an empty cell is "not known" (unpriced, or no priced comparable).
 * Plain ASCII words: Excel reads a CSV without a byte-order mark in the system's code page.
 */
const DEALER_LOT_COLUMNS = [
  'VIN',
  'Year',
  'Make',
  'Model',
  'Trim',
  'Price',
  'Miles',
  'Price rank',
  'Ranked among',
  'Days on market',
  'Suggested price low',
  'Suggested price high',
] as const;

type DealerLotCsvRow = Record<(typeof DEALER_LOT_COLUMNS)[number], CsvCell>;

export function dealerLotCsv(rows: readonly DealerLotRow[]): string {
  return toGuardedCsv(
    DEALER_LOT_COLUMNS,
    rows.map((row): DealerLotCsvRow => ({
      VIN: row.vin,
      Year: row.year,
      Make: row.make,
      Model: row.model,
      Trim: row.trim,
      Price: row.price,
      Miles: row.miles,
      'Price rank': row.priceRank?.position ?? null,
      'Ranked among': row.priceRank?.of ?? null,
      'Days on market': row.daysOnMarket,
      'Suggested price low': row.band?.low ?? null,
      'Suggested price high': row.band?.high ?? null,
    })),
  );
}
