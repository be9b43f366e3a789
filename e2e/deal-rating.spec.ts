import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { expectNoSeriousA11yViolations } from './harness/checks';
import { expect, test, type Harness } from './harness/fixtures';

// Deal rating as a buyer meets it: a badge per result and on the vehicle page, and the
// method one click away. The expected band is worked here from the sandbox's own listings
// with an independent least-squares solve (normal equations, Gaussian elimination).

const SHOTS = join(process.env.VINDESK_E2E_ARTIFACTS ?? 'test-results/artifacts', 'shots');
const LABELS = { great: 'Great deal', good: 'Good deal', fair: 'Fair price', high: 'High price' } as const;
const dollars = (value: number) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 }).format(value);

interface Row {
  vin: string;
  vehicle: { year: number; make: string; model: string; trim?: string };
  retailListing: { price: number | null; miles?: number };
}

async function listings(harness: Harness, query: string): Promise<Row[]> {
  const response = await fetch(`${harness.ctx.sandboxUrl}/listings?${query}`, {
    headers: { Authorization: 'Bearer demo-scale' },
  });
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
function worked(target: Row, pool: Row[]) {
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

test('each result and the vehicle page show a deal rating, with the method one click away', async ({
  page,
  harness,
}) => {
  test.setTimeout(120_000);
  // The most listed make and model in the sample, so its listings have comparables.
  const sample = await listings(harness, 'limit=500');
  const counts = new Map<string, number>();
  for (const row of sample) {
    const key = `${row.vehicle.make}|${row.vehicle.model}`;
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  const [make, model] = [...counts.entries()].sort((a, b) => b[1] - a[1])[0]![0].split('|') as [string, string];
  const filters = new URLSearchParams({ 'vehicle.make': make, 'vehicle.model': model });
  const pool = await listings(harness, `${filters.toString()}&limit=500`);
  const firstPage = await listings(harness, `${filters.toString()}&limit=50`);
  const target = firstPage.find((row) => (row.retailListing.price ?? 0) > 0 && worked(row, pool).band !== null);
  expect(target, `a ${make} ${model} with 8 or more comparables`).toBeDefined();
  const truth = worked(target!, pool);
  const label = LABELS[truth.band!];

  // In the results: the row's badge.
  await harness.open(`#/search?${filters.toString()}`);
  await harness.dismissNotices();
  const row = page.locator('.results__item').filter({ hasText: target!.vin });
  const name = [target!.vehicle.year, make, model, target!.vehicle.trim].filter(Boolean).join(' ');
  const badge = row.getByRole('button', { name: new RegExp(`^${label}: how is this rated\\?`) });
  await expect(badge).toBeVisible();
  await expect(badge).toHaveText(label);

  // One click: the method and this listing's numbers.
  await badge.click();
  const dialog = page.getByRole('dialog', { name: 'How is this rated?' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(name);
  await expect(dialog).toContainText(`Expected price${dollars(truth.expected)}`);
  await expect(dialog).toContainText(
    `${truth.comparables} listings of the same make and model${truth.trimMatched ? ' and trim' : ''}, ${truth.yearsText}`,
  );
  await expect(dialog).toContainText('least-squares fit');
  await expect(dialog).toContainText('10% or more below expected is a great deal');
  await expect(dialog).toContainText('With fewer than 8 comparables there is no rating.');
  await mkdir(SHOTS, { recursive: true });
  await page.screenshot({ path: join(SHOTS, 'deal-rating-dialog.png') });
  await expectNoSeriousA11yViolations(page, 'deal rating dialog');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(badge).toBeFocused();
  await page.screenshot({ path: join(SHOTS, 'deal-rating-results.png') });

  // On the vehicle page: the same rating, and the same explanation behind "How is this rated?".
  await harness.open(`#/vehicle/${target!.vin}`);
  await harness.dismissNotices();
  const group = page.getByRole('group', { name: 'Deal rating' });
  await expect(group).toContainText(label);
  await expect(group).toContainText(`the expected ${dollars(truth.expected)}`);
  await group.getByRole('button', { name: 'How is this rated?' }).click();
  await expect(page.getByRole('dialog', { name: 'How is this rated?' })).toContainText(
    `Expected price${dollars(truth.expected)}`,
  );
  await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();
  await page.screenshot({ path: join(SHOTS, 'deal-rating-vehicle.png') });
  await expectNoSeriousA11yViolations(page, 'vehicle page with its deal rating');
});

test('a listing with fewer than 8 comparables says so instead of guessing', async ({ page, harness }) => {
  const sample = await listings(harness, 'limit=300');
  let lonely: Row | undefined;
  for (const row of sample) {
    if ((row.retailListing.price ?? 0) <= 0) continue;
    const filters = new URLSearchParams({ 'vehicle.make': row.vehicle.make, 'vehicle.model': row.vehicle.model });
    const pool = await listings(harness, `${filters.toString()}&limit=500`);
    if (worked(row, pool).band === null) {
      lonely = row;
      break;
    }
  }
  expect(lonely, 'a listing with few comparables in the sandbox').toBeDefined();
  await harness.open(`#/vehicle/${lonely!.vin}`);
  await harness.dismissNotices();
  const group = page.getByRole('group', { name: 'Deal rating' });
  await expect(group).toContainText('Not enough comparable listings');
  await expect(group).not.toContainText(/Great deal|Good deal|Fair price|High price/);
  await group.getByRole('button', { name: 'How is this rated?' }).click();
  await expect(page.getByRole('dialog', { name: 'How is this rated?' })).toContainText(
    /Not enough comparable listings: \d found, 8 needed/,
  );
});
