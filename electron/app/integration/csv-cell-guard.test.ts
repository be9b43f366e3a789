import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { ListingSchema } from '../../../shared/schemas/listing-schema';
import { toCsv } from '../../features/listing-tools/listings-csv';
import type { ServiceClient } from '../../service/create-service-client';
import { SweepRunner } from '../../features/sweep/sweep-runner';
import { openAppDatabase } from '../../platform/database/app-database';
import { APP_MIGRATIONS } from '../app-migrations';
import {
  CSV_NEWLINE,
  guardCsvCell,
  isFormulaLike,
  toGuardedCsv,
  type CsvCell,
} from '../../platform/csv/csv-cell-guard';

/** Rows of a CSV read back the way a spreadsheet would split it (every cell as text). */
function parseRows(csv: string): string[][] {
  const parsed = Papa.parse<string[]>(csv, { delimiter: ',', newline: '\r\n' });
  expect(parsed.errors).toEqual([]);
  return parsed.data;
}

/** The one data cell of a one-column, one-row export, as written to the file. */
function writtenCell(value: CsvCell): string {
  const csv = toGuardedCsv(['cell'], [{ cell: value }]);
  expect(csv.startsWith('cell\r\n')).toBe(true);
  return csv.slice('cell\r\n'.length);
}

/**
 * Written independently of the module: what Excel, LibreOffice and Sheets would look at. They skip
 * leading blanks (every Unicode space, line breaks) and then read these as the start of a formula.
 */
const EXCEL_FORMULA_STARTS = ['=', '+', '-', '@', '\t', '\r', '\uFF1D', '\uFF0B', '\uFF0D', '\uFF20'];
function looksLikeFormulaToExcel(cell: string): boolean {
  const trimmed = cell.replace(/^\s+/u, '');
  return EXCEL_FORMULA_STARTS.some((start) => trimmed.startsWith(start)) || /^[\t\r]/u.test(cell);
}

describe('guardCsvCell: text that a spreadsheet would evaluate is neutralised', () => {
  const dangerous: readonly [label: string, text: string][] = [
    ['=1+1', '=1+1'],
    ['leading space', ' =1+1'],
    ['leading line feed', '\n=1'],
    ['leading tab', '\t=1'],
    ['leading carriage return', '\r=1'],
    ['full-width equals', '\uFF1D1'],
    ['space then full-width plus', ' \uFF0B1'],
    ['full-width minus', '\uFF0D1'],
    ['full-width at', '\uFF20x'],
    ['@SUM(A1)', '@SUM(A1)'],
    ['+1 as text', '+1'],
    ['-1 as text', '-1'],
    ['no-break space', '\u00A0=1'],
    ['ideographic space', '\u3000=1'],
    ['tab alone', '\thello'],
    ['carriage return after a space', ' \rhello'],
  ];

  it.each(dangerous)('%s is prefixed with a quote and written quoted', (_label, text) => {
    expect(isFormulaLike(text)).toBe(true);
    expect(guardCsvCell(text)).toBe(`'${text}`);
    const written = writtenCell(text);
    expect(written.startsWith(`"'`)).toBe(true);
    expect(parseRows(`cell\r\n${written}`)[1]).toEqual([`'${text}`]);
  });

  const harmless: readonly [label: string, text: string, written: string][] = [
    ['a make', 'Ford', 'Ford'],
    ['a VIN', '1HGCM82633A004352', '1HGCM82633A004352'],
    ['quotes and a comma', `O'Brien, "Jr"`, `"O'Brien, ""Jr"""`],
    ['an empty string', '', ''],
    ['a sign inside the text', 'A-Pillar = 2', 'A-Pillar = 2'],
    // Not guarded again (it is already text to a spreadsheet), but quoted: it reads the same as a guarded `=1`.
    ['an apostrophe before a formula', "'=1", `"'=1"`],
  ];

  it.each(harmless)('%s is unchanged apart from quoting', (_label, text, written) => {
    expect(isFormulaLike(text)).toBe(false);
    expect(guardCsvCell(text)).toBe(text);
    expect(writtenCell(text)).toBe(written);
  });

  it('writes a number as a plain number, even a negative one', () => {
    expect(guardCsvCell(-500)).toBe(-500);
    expect(writtenCell(-500)).toBe('-500');
    expect(writtenCell(0)).toBe('0');
    expect(writtenCell(19999.5)).toBe('19999.5');
  });

  it('writes a missing value as an empty cell and a non-finite number as guarded text', () => {
    expect(writtenCell(null)).toBe('');
    expect(writtenCell(undefined)).toBe('');
    expect(writtenCell(-Infinity)).toBe(`"'-Infinity"`);
    // The writer is given an empty string, not a null it would have to know how to write.
    expect(guardCsvCell(null)).toBe('');
    expect(guardCsvCell(undefined)).toBe('');
  });

  it('guards the header row too', () => {
    expect(toGuardedCsv(['=Total', 'Make'], [{ '=Total': 1, Make: 'Kia' }]).split(CSV_NEWLINE)[0]).toBe(
      `"'=Total",Make`,
    );
  });
});

describe('toGuardedCsv properties', () => {
  const dangerousPrefix = fc.constantFrom(...EXCEL_FORMULA_STARTS, '\n', ' ', '\u00A0', '\u3000', '\u2003', '\uFEFF');
  const risky = fc
    .tuple(fc.array(dangerousPrefix, { maxLength: 4 }), fc.string({ unit: 'grapheme', maxLength: 12 }))
    .map(([prefix, rest]) => prefix.join('') + rest);
  const text = fc.oneof(
    risky,
    fc.string({ unit: 'binary', maxLength: 20 }),
    fc.string({ unit: fc.constantFrom(',', '"', '\r', '\n', ' ', '=', '-', 'a', "'", '\uFF1D'), maxLength: 10 }),
  );
  const number = fc.oneof(fc.integer({ min: -1_000_000, max: 1_000_000 }), fc.double({ noNaN: true }));
  const columns = ['make', 'price', 'campaigns'] as const;

  it('no text cell reads back as the start of a formula; number cells read back as the number', () => {
    fc.assert(
      fc.property(text, number, text, (make, price, campaigns) => {
        const rows = parseRows(toGuardedCsv(columns, [{ make, price, campaigns }]));
        const [, cells] = rows;
        for (const [index, cell] of (cells ?? []).entries()) {
          const fromNumberColumn = columns[index] === 'price' && Number.isFinite(price);
          if (fromNumberColumn) expect(cell).toBe(String(price));
          else expect(looksLikeFormulaToExcel(cell), JSON.stringify(cell)).toBe(false);
        }
      }),
      { numRuns: 2000 },
    );
  });

  it('reads back with the same rows and columns, and the text intact apart from the guard', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(text, number, text), { minLength: 1, maxLength: 5 }), (tuples) => {
        const written = tuples.map(([make, price, campaigns]) => ({ make, price, campaigns }));
        const rows = parseRows(toGuardedCsv(columns, written));
        expect(rows).toHaveLength(written.length + 1);
        expect(rows[0]).toEqual([...columns]);
        for (const [index, row] of written.entries()) {
          expect(rows[index + 1]).toEqual([
            guardCsvCell(row.make),
            String(guardCsvCell(row.price)),
            guardCsvCell(row.campaigns),
          ]);
        }
      }),
      { numRuns: 1000 },
    );
  });
});

describe('both exports use the guard', () => {
  it('the listings export guards text and keeps year, price and miles as numbers', () => {
    const listing = ListingSchema.parse({
      vin: '1HGCM82633A004352',
      vehicle: { year: 2021, make: ' =HYPERLINK("http://x")', model: '\uFF0Bcmd', trim: 'O\'Brien, "Jr"\nline' },
      retailListing: { price: -500, miles: 12000, dealer: '@SUM(A1)', city: 'Ford', zip: '30301' },
    });
    const rows = parseRows(toCsv([listing]));
    const header = rows[0] ?? [];
    const cell = (name: string): string | undefined => rows[1]?.[header.indexOf(name)];
    expect(rows).toHaveLength(2);
    expect(cell('make')).toBe(`' =HYPERLINK("http://x")`);
    expect(cell('model')).toBe("'\uFF0Bcmd");
    expect(cell('trim')).toBe('O\'Brien, "Jr"\nline');
    expect(cell('dealer')).toBe("'@SUM(A1)");
    expect(cell('price')).toBe('-500');
    expect(cell('year')).toBe('2021');
    expect(cell('miles')).toBe('12000');
    expect(cell('zip')).toBe('30301');
  });

  it('the recall sweep export guards campaign and error text and keeps the count a number', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'vindesk-csv-guard-'));
    const saved = {
      id: 'sweep-1',
      state: 'done',
      endpoint: 'recalls',
      vins: ['1HGCM82633A004352', '2HGCM82633A004353'],
      refused: [],
      results: [
        { vin: '1HGCM82633A004352', verdict: 'open', count: 2, campaigns: ['-24V001', '24V002'] },
        { vin: '2HGCM82633A004353', verdict: 'error', count: 0, campaigns: [], error: '\n=cmd|"/c calc"!A1' },
      ],
      startedAt: '2026-01-01T00:00:00.000Z',
    };
    await writeFile(join(dir, 'recall-sweep.json'), JSON.stringify(saved));
    const out = join(dir, 'sweep.csv');
    // The old file is imported into the app database on load; the export reads what was imported.
    const database = openAppDatabase({ file: join(dir, 'vindesk.sqlite'), migrations: APP_MIGRATIONS });
    const runner = new SweepRunner({
      userDataDir: dir,
      database,
      service: () => ({ mode: 'live', origin: 'https://api.auto.dev' }),
      // A finished sweep makes no calls; any use of the client would be a bug in this test.
      client: {} as ServiceClient,
      plan: () => 'starter',
      onChange: () => undefined,
      chooseSavePath: () => Promise.resolve(out),
    });
    await runner.load();
    expect(await runner.exportCsv()).toEqual({ saved: true, path: out, rows: 2 });
    const rows = parseRows(await readFile(out, 'utf8'));
    // The sweep's own columns are tested in electron/features/sweep/sweep-csv.test.ts; here, the guarded cells.
    const cell = (row: string[] | undefined, column: string) => row?.[rows[0]!.indexOf(column)];
    const byVin = new Map(rows.slice(1).map((row) => [row[0], row]));
    expect(cell(byVin.get('1HGCM82633A004352'), 'Campaigns')).toBe("'-24V001 24V002");
    expect(cell(byVin.get('2HGCM82633A004353'), 'Note')).toBe(`'\n=cmd|"/c calc"!A1`);
    await runner.close();
    database.close();
  });
});
