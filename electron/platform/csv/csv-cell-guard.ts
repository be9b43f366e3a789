import Papa from 'papaparse';

/** What an export may put in a cell: text is guarded, a number is written as a number, nothing is an empty cell. */
export type CsvCell = string | number | null | undefined;

/**
 * Text a spreadsheet could read as a formula (OWASP "CSV injection"). Excel, LibreOffice and
 * Sheets skip leading blanks and line breaks before looking for `= + - @`, an IME turns the
 * full-width `＝ ＋ － ＠` into their ASCII forms, and a leading tab or carriage return is on
 * OWASP's list too. `\s` covers ASCII blanks, \r, \n and the Unicode spaces (U+00A0, U+3000, …);
 * because `\s*` backtracks, a tab or \r anywhere in the leading blank run also matches.
 */
const FORMULA_LEAD = /^\s*[=+\-@\t\r\uFF1D\uFF0B\uFF0D\uFF20]/u;

/** The prefix OWASP recommends: the spreadsheet shows the cell as text and hides the quote. */
const GUARD = "'";

/** True when a spreadsheet could evaluate this text as a formula. */
export function isFormulaLike(text: string): boolean {
  return FORMULA_LEAD.test(text);
}

/**
 * The value to hand to the CSV writer. Only text is guarded: a finite number (a price of -500)
 * stays a number so the spreadsheet can sum it. A non-finite number would be written as
 * `-Infinity`/`NaN`, which is not a number to a spreadsheet, so it is treated as text.
 */
export function guardCsvCell(value: CsvCell): string | number {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return Number.isFinite(value) ? value : guardCsvCell(String(value));
  return isFormulaLike(value) ? GUARD + value : value;
}

/**
 * A cell this module guarded, told by its content so the rule needs no side table. It is always
 * quoted, so the blanks and line breaks it keeps stay inside the cell. Text that already arrived as
 * `'=…` matches too and is quoted as well, which changes nothing a reader sees.
 */
function wasGuarded(value: unknown): boolean {
  return typeof value === 'string' && value.startsWith(GUARD) && isFormulaLike(value.slice(GUARD.length));
}

/** The line break between records; papaparse's default, named so slices join to the same bytes. */
export const CSV_NEWLINE = '\r\n';

const UNPARSE_CONFIG = {
  escapeFormulae: false,
  newline: CSV_NEWLINE,
  quotes: (value: unknown) => wasGuarded(value),
} as const;

/**
 * CSV text with a header row, every cell passed through guardCsvCell. papaparse still does the
 * quoting of commas, quotes and line breaks; its own escapeFormulae stays off so the formula
 * rule lives here only (its rule misses leading blanks and the full-width signs).
 */
export function toGuardedCsv<Column extends string>(
  columns: readonly Column[],
  rows: readonly Readonly<Record<Column, CsvCell>>[],
): string {
  return Papa.unparse(
    {
      fields: columns.map((column) => String(guardCsvCell(column))),
      data: rows.map((row) => columns.map((column) => guardCsvCell(row[column]))),
    },
    UNPARSE_CONFIG,
  );
}

/** The header line alone, as toGuardedCsv writes it, with no line break after it. */
export function guardedCsvHeader(columns: readonly string[]): string {
  return Papa.unparse([columns.map((column) => guardCsvCell(column))], UNPARSE_CONFIG);
}

/**
 * The same records as toGuardedCsv without the header line, so a long export can be written a
 * slice at a time: header + CSV_NEWLINE + slice1 + CSV_NEWLINE + slice2 … is byte for byte what
 * toGuardedCsv writes for all rows at once (papaparse quotes each cell on its own, never per file).
 * No rows give an empty string.
 */
export function toGuardedCsvRecords<Column extends string>(
  columns: readonly Column[],
  rows: readonly Readonly<Record<Column, CsvCell>>[],
): string {
  if (rows.length === 0) return '';
  return Papa.unparse(
    {
      fields: columns.map((column) => String(guardCsvCell(column))),
      data: rows.map((row) => columns.map((column) => guardCsvCell(row[column]))),
    },
    { ...UNPARSE_CONFIG, header: false },
  );
}
