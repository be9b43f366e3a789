import { explainVinProblem, normalizeVin } from '../vin/vin-rule';

export const SWEEP_MAX_VINS = 5_000;

export interface RefusedVin {
  /** 1-based line of the input. */
  line: number;
  value: string;
  reason: string;
}

export interface VinList {
  vins: string[];
  refused: RefusedVin[];
  /** The CSV column the VINs came from, when the input had a header row. */
  column?: string;
}

const VIN_LIKE = /^[A-Za-z0-9]{11,20}$/;

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
 * VINs from pasted text or an imported CSV/TXT: one per line, or a column found by its
 * header ("VIN", "vin_number" …) or, without a header, by which column holds VIN-like values.
 * Each duplicate and each VIN breaking the rule is listed with its reason and never sent.
 */
export function parseVinList(text: string): VinList {
  const lines = text
    .split(/\r?\n/)
    .map((line, index) => ({ line: index + 1, cells: splitRow(line) }))
    .filter((row) => row.cells.some(Boolean));
  if (lines.length === 0) return { vins: [], refused: [] };

  let column = 0;
  let header: string | undefined;
  let body = lines;
  const first = lines[0]!.cells;
  const headerIndex = first.findIndex(
    (cell) => /\bvin\b|vin[_ ]?(number|no)?$/i.test(cell) && !VIN_LIKE.test(cell.replace(/\s/g, '')),
  );
  if (headerIndex >= 0) {
    column = headerIndex;
    header = first[headerIndex];
    body = lines.slice(1);
  } else if (first.length > 1) {
    const scores = first.map(
      (_, index) => lines.slice(0, 50).filter((row) => VIN_LIKE.test(row.cells[index] ?? '')).length,
    );
    column = scores.indexOf(Math.max(...scores));
  }

  const vins: string[] = [];
  const refused: RefusedVin[] = [];
  const seen = new Map<string, number>();
  for (const row of body) {
    const raw = row.cells[column] ?? '';
    if (!raw) continue;
    const vin = normalizeVin(raw);
    const problem = explainVinProblem(vin);
    if (problem) {
      refused.push({ line: row.line, value: raw, reason: problem });
      continue;
    }
    const earlier = seen.get(vin);
    if (earlier !== undefined) {
      refused.push({ line: row.line, value: raw, reason: `Duplicate of line ${earlier}` });
      continue;
    }
    if (vins.length >= SWEEP_MAX_VINS) {
      refused.push({
        line: row.line,
        value: raw,
        reason: `A sweep checks at most ${SWEEP_MAX_VINS.toLocaleString('en-US')} VINs`,
      });
      continue;
    }
    seen.set(vin, row.line);
    vins.push(vin);
  }
  return header ? { vins, refused, column: header } : { vins, refused };
}
