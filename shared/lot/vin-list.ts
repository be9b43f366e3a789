import { AppErrorException, appError } from '../ipc/app-error';
import { explainVinProblem, normalizeVin } from '../vin/vin-rule';

const SWEEP_MAX_VINS = 5_000;

/**
 * Refused lines kept with their reasons; the rest are only counted. A pasted file of junk
 * (2 MB of one-character lines) would otherwise make a list of a million reasons that is
 * saved, sent to the window and rendered.
 */
const REFUSED_LIST_CAP = 1_000;

/** Longer text in a stock column is not a stock number: it is cut, not refused. */
const STOCK_NUMBER_MAX = 40;

export interface RefusedVin {
  /** 1-based line of the input. */
  line: number;
  value: string;
  reason: string;
}

export interface VinList {
  vins: string[];
  /** The first REFUSED_LIST_CAP refused lines, in input order. */
  refused: RefusedVin[];
  /** Every refused line, listed or not. */
  refusedCount: number;
  /** Stock numbers given beside the VINs ("VIN,stock", "VIN<tab>stock" or a Stock column), by VIN. */
  stockNumbers: Record<string, string>;
  /** The CSV column the VINs came from, when the input had a header row. */
  column?: string;
}

/**
 * More cells on one line than any dealer's export holds. A pasted 1.2 MB line of 600,000
 * cells took most of a second to split and then ended in a RangeError, shown as an internal
 * error (issue 37 item 8): lines are measured before anything is split, and such a list is
 * refused in words.
 */
const MAX_CELLS_PER_LINE = 1_000;

const NEWLINE = 10;
/** The cell separators splitRow splits on: comma, semicolon and tab. */
const SEPARATORS = new Set([44, 59, 9]);

/** The first line with more than MAX_CELLS_PER_LINE cells, counted in one pass without splitting. */
function firstTooWideLine(text: string): { line: number; cells: number } | null {
  let line = 1;
  let cells = 1;
  for (let at = 0; at < text.length; at++) {
    const code = text.charCodeAt(at);
    if (code === NEWLINE) {
      if (cells > MAX_CELLS_PER_LINE) return { line, cells };
      line += 1;
      cells = 1;
    } else if (SEPARATORS.has(code)) {
      cells += 1;
    }
  }
  return cells > MAX_CELLS_PER_LINE ? { line, cells } : null;
}

function tooWideError({ line, cells }: { line: number; cells: number }): AppErrorException {
  return new AppErrorException(
    appError(
      'invalid-input',
      'VIN_LIST_LINE_TOO_WIDE',
      `Line ${line.toLocaleString('en-US')} of the list has ${cells.toLocaleString('en-US')} entries separated by commas, semicolons or tabs; VinDesk reads at most ${MAX_CELLS_PER_LINE.toLocaleString('en-US')} on one line.`,
      { suggestion: 'Put each VIN on a line of its own, or import the spreadsheet saved as CSV with a VIN column.' },
    ),
  );
}

/** The index of the highest score (the first of equals), without spreading the scores into arguments. */
function indexOfHighest(scores: readonly number[]): number {
  let best = 0;
  for (let index = 1; index < scores.length; index++) if (scores[index]! > scores[best]!) best = index;
  return best;
}

const VIN_LIKE = /^[A-Za-z0-9]{11,20}$/;
const VIN_HEADER = /\bvin\b|vin[_ ]?(number|no)?$/i;
const STOCK_HEADER = /\bstock\b|^stk\b|stock[_ ]?(number|no|#)?$/i;

function splitRow(line: string): string[] {
  // Quoted CSV cells: a VIN never holds a comma, so stripping quotes is enough here.
  return line.split(/[,;\t]/).map((cell) =>
    cell
      .trim()
      .replace(/^"(.*)"$/, '$1')
      .trim(),
  );
}

/**
 * Where the stock number is: a column headed "Stock" (…), or, without a header, the other
 * cell of a two-cell line ("VIN,stock" as a dealer's system exports it). Anything wider
 * without a header is not guessed: a price column is not a stock number.
 */
function stockColumnOf(header: readonly string[] | undefined, vinColumn: number, width: number): number | null {
  if (header) {
    const index = header.findIndex((cell, at) => at !== vinColumn && STOCK_HEADER.test(cell));
    return index >= 0 ? index : null;
  }
  return width === 2 ? 1 - vinColumn : null;
}

/**
 * VINs from pasted text or an imported CSV/TXT: one per line, or a column found by its
 * header ("VIN", "vin_number" …) or, without a header, by which column holds VIN-like values.
 * Each duplicate and each VIN breaking the rule is listed with its reason and never sent.
 * Throws an invalid-input AppErrorException, in words, for a line with too many cells.
 */
export function parseVinList(text: string): VinList {
  const tooWide = firstTooWideLine(text);
  if (tooWide) throw tooWideError(tooWide);
  const lines = text
    .split(/\r?\n/)
    .map((line, index) => ({ line: index + 1, cells: splitRow(line) }))
    .filter((row) => row.cells.some(Boolean));
  if (lines.length === 0) return { vins: [], refused: [], refusedCount: 0, stockNumbers: {} };

  let column = 0;
  let header: string | undefined;
  let body = lines;
  const first = lines[0]!.cells;
  const headerIndex = first.findIndex((cell) => VIN_HEADER.test(cell) && !VIN_LIKE.test(cell.replace(/\s/g, '')));
  if (headerIndex >= 0) {
    column = headerIndex;
    header = first[headerIndex];
    body = lines.slice(1);
  } else if (first.length > 1) {
    const scores = first.map(
      (_, index) => lines.slice(0, 50).filter((row) => VIN_LIKE.test(row.cells[index] ?? '')).length,
    );
    column = indexOfHighest(scores);
  }
  const stockColumn = stockColumnOf(header === undefined ? undefined : first, column, first.length);

  const vins: string[] = [];
  const refused: RefusedVin[] = [];
  let refusedCount = 0;
  const refuse = (item: RefusedVin) => {
    refusedCount += 1;
    if (refused.length < REFUSED_LIST_CAP) refused.push(item);
  };
  const stockNumbers: Record<string, string> = {};
  const seen = new Map<string, number>();
  for (const row of body) {
    const raw = row.cells[column] ?? '';
    if (!raw) continue;
    const vin = normalizeVin(raw);
    const problem = explainVinProblem(vin);
    if (problem) {
      refuse({ line: row.line, value: raw, reason: problem });
      continue;
    }
    const earlier = seen.get(vin);
    if (earlier !== undefined) {
      refuse({ line: row.line, value: raw, reason: `Duplicate of line ${earlier}` });
      continue;
    }
    if (vins.length >= SWEEP_MAX_VINS) {
      refuse({
        line: row.line,
        value: raw,
        reason: `A sweep checks at most ${SWEEP_MAX_VINS.toLocaleString('en-US')} VINs`,
      });
      continue;
    }
    seen.set(vin, row.line);
    vins.push(vin);
    const stock = stockColumn === null ? '' : (row.cells[stockColumn] ?? '').slice(0, STOCK_NUMBER_MAX).trim();
    if (stock) stockNumbers[vin] = stock;
  }
  const list: VinList = { vins, refused, refusedCount, stockNumbers };
  return header ? { ...list, column: header } : list;
}
