import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { expectNoSeriousA11yViolations } from './harness/checks';
import { expect, test } from './harness/fixtures';
import { dollars, LABELS, listings, worked, type Row } from './harness/deal-rating-truth';

// Deal rating as a buyer meets it: a badge per result and on the vehicle page, and the
// method one click away. The expected band is worked from the sandbox's own listings
// (harness/deal-rating-truth.ts).

const SHOTS = join(process.env.VINDESK_E2E_ARTIFACTS ?? 'test-results/artifacts', 'shots');

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
  // No rating is a plain sentence beside the price, not a pill (issue 38 item 4).
  await expect(group).toContainText('Too few similar listings to rate this price');
  await expect(group).not.toContainText(/Great deal|Good deal|Fair price|High price/);
  await group.getByRole('button', { name: 'How is this rated?' }).click();
  await expect(page.getByRole('dialog', { name: 'How is this rated?' }).getByRole('status')).toHaveText(
    'Fewer than 8 similar cars are listed for sale, so VinDesk does not rate this price.',
  );
});
