import { expectNoSeriousA11yViolations, screenshot } from './harness/checks';
import { expect, settle, test, type Harness } from './harness/fixtures';

async function listedVins(harness: Harness, count: number): Promise<{ vin: string; price: number }[]> {
  const response = await fetch(`${harness.ctx.sandboxUrl}/listings?limit=${count}&retailListing.price=15000-60000`, {
    headers: { Authorization: 'Bearer demo-scale' },
  });
  const page = (await response.json()) as { data: { vin: string; retailListing: { price: number } }[] };
  return page.data.map((row) => ({ vin: row.vin, price: row.retailListing.price }));
}

const dollars = (value: number) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 }).format(value);

test('compare three vehicles side by side, keep the list after a restart, and show only differences', async ({
  page,
  harness,
}) => {
  const vehicles = await listedVins(harness, 3);
  // Compare prices every car for the buyer at the dealership ZIP unless another is typed.
  await harness.open();
  await harness.ctx.router.dispatch(
    'settings.update',
    { input: { defaultZip: '73301' } },
    { url: page.url(), isMainFrame: true },
  );
  // The search screen takes the new dealership ZIP into its address; only then move on, so
  // that rewrite cannot land after the next screen has opened.
  await expect(page).toHaveURL(/zip=73301/);
  for (const { vin } of vehicles) {
    await harness.open(`#/vehicle/${vin}`);
    await page.getByRole('button', { name: 'Add to compare' }).click();
    await expect(page.getByRole('button', { name: 'Remove from compare' })).toBeVisible();
  }
  await expect(page.getByRole('navigation', { name: 'Main' })).toContainText('Compare (3)');

  // A new window keeps the list.
  await page.reload();
  await harness.open('#/compare');
  await harness.dismissNotices();
  const table = page.getByRole('table', { name: 'Vehicles compared' });
  await expect(table.locator('thead th')).toHaveCount(4);
  const priceRow = table.getByRole('row', { name: /^Price/ });
  for (const { price } of vehicles) await expect(priceRow).toContainText(dollars(price));
  await expect(table.getByRole('row', { name: /^Five-year cost/ })).not.toContainText('—');
  await expect(table.getByRole('row', { name: /^Cost per mile/ })).toContainText('$');
  await settle(page);
  await screenshot(page, 'compare-three');
  await expectNoSeriousA11yViolations(page, 'compare');

  const rowsBefore = await table.locator('tbody tr').count();
  await page.getByLabel('Show only differences').check();
  expect(await table.locator('tbody tr').count()).toBeLessThanOrEqual(rowsBefore);
  await expect(priceRow).toBeVisible();

  await table
    .getByRole('button', { name: /^Remove / })
    .first()
    .click();
  await expect(table.locator('thead th')).toHaveCount(3);
});
