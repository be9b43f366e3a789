import { expect, type Harness } from './fixtures';

// A listing's deal rating worked here from the sandbox's own listings, independently of the
// app: comparables, an independent least-squares solve (normal equations, Gaussian
// elimination), the expected price and the band (the method the rating dialog states).

export const LABELS = { great: 'Great deal', good: 'Good deal', fair: 'Fair price', high: 'High price' } as const;
export const dollars = (value: number) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 }).format(value);

export interface Row {
  vin: string;
  vehicle: { year: number; make: string; model: string; trim?: string };
  retailListing: { price: number | null; miles?: number };
}

export async function listings(harness: Harness, query: string): Promise<Row[]> {
  const response = await fetch(`${harness.ctx.sandboxUrl}/listings?${query}`, {
    headers: { Authorization: 'Bearer demo-scale' },
  });
  expect(response.status, `the sandbox's listings for ${query}`).toBe(200);
  return ((await response.json()) as { data: Row[] }).data;
}

function solve(a: number[][], b: number[]): number[] {
  const n = b.length;
  const m = a.map((row, i) => [...row, b[i]!]);
  for (let col = 0; col < n; col++) {
    let pivot = col;
    for (let row = col + 1; row < n; row++) if (Math.abs(m[row]![col]!) > Math.abs(m[pivot]![col]!)) pivot = row;
    [m[col], m[pivot]] = [m[pivot]!, m[col]!];
    for (let row = 0; row < n; row++) {
      if (row === col) continue;
      const factor = m[row]![col]! / m[col]![col]!;
      for (let k = col; k <= n; k++) m[row]![k]! -= factor * m[col]![k]!;
    }
  }
  return m.map((row, i) => row[n]! / row[i]!);
}

/** The method the dialog states, worked independently: comparables, fit, expected price and band. */
export function worked(target: Row, pool: Row[]) {
  const near = pool.filter(
    (other) =>
      other.vin !== target.vin &&
      Math.abs(other.vehicle.year - target.vehicle.year) <= 2 &&
      (other.retailListing.price ?? 0) > 0 &&
      typeof other.retailListing.miles === 'number',
  );
  const sameTrim = near.filter((other) => other.vehicle.trim === target.vehicle.trim);
  const rows = sameTrim.length >= 8 ? sameTrim : near;
  if (rows.length < 8) return { comparables: rows.length, band: null, expected: 0 };
  const xs = rows.map((row) => [1, row.retailListing.miles!, row.vehicle.year - 2000]);
  const xtx = [0, 1, 2].map((i) => [0, 1, 2].map((j) => xs.reduce((sum, x) => sum + x[i]! * x[j]!, 0)));
  const xty = [0, 1, 2].map((i) => xs.reduce((sum, x, k) => sum + x[i]! * rows[k]!.retailListing.price!, 0));
  const years = new Set(rows.map((row) => row.vehicle.year));
  // One model year only: the year column is constant and drops out (the fit is on miles alone).
  const [a, b, c] =
    years.size > 1 ? solve(xtx, xty) : [...solve([xtx[0]!.slice(0, 2), xtx[1]!.slice(0, 2)], xty.slice(0, 2)), 0];
  const expected = a! + b! * target.retailListing.miles! + c! * (target.vehicle.year - 2000);
  const difference = (target.retailListing.price! - expected) / expected;
  const band = difference <= -0.1 ? 'great' : difference <= -0.03 ? 'good' : difference > 0.03 ? 'high' : 'fair';
  const yearFrom = Math.min(...rows.map((row) => row.vehicle.year));
  const yearTo = Math.max(...rows.map((row) => row.vehicle.year));
  const yearsText = yearFrom === yearTo ? `model year ${yearFrom}` : `model years ${yearFrom}–${yearTo}`;
  return { comparables: rows.length, band, expected, trimMatched: sameTrim.length >= 8, yearsText } as const;
}
