import { expect, test, type Harness } from './harness/fixtures';

// A watched VIN's price drop across a simulated day (issue #39 item 3): the sandbox's own
// answers, fetched directly, say what the price was on day 0 and day 1; the app must tell the
// person of the drop as a desktop notification and in its Alerts list.

interface ListedRow {
  vin: string;
  vehicle: { year: number; make: string; model: string };
  retailListing: { price: number };
}

const sandboxFetch = (harness: Harness, path: string, init: RequestInit = {}) =>
  fetch(`${harness.ctx.sandboxUrl}${path}`, {
    ...init,
    headers: { Authorization: 'Bearer demo-scale', 'Content-Type': 'application/json' },
  });

async function listed(harness: Harness, vin: string): Promise<ListedRow> {
  const page = (await (await sandboxFetch(harness, `/listings?vin=${vin}`)).json()) as { data: ListedRow[] };
  const row = page.data.find((candidate) => candidate.vin === vin);
  if (!row) throw new Error(`${vin} is not listed in the sandbox`);
  return row;
}

async function setDay(harness: Harness, day: number): Promise<void> {
  const response = await sandboxFetch(harness, '/_sandbox/clock', { method: 'POST', body: JSON.stringify({ day }) });
  expect(response.ok).toBe(true);
}

const dollars = (value: number) =>
  value.toLocaleString('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });

test('a watched VIN’s price drop between two checks is a notification and an alert', async ({ page, harness }) => {
  test.setTimeout(120_000);
  const samples = (await (await sandboxFetch(harness, '/_sandbox/samples')).json()) as { priceDrop: { vin: string } };
  const { vin } = samples.priceDrop;
  try {
    const before = await listed(harness, vin);
    await harness.open(`#/vehicle/${vin}`);
    await harness.dismissNotices();
    await page.getByRole('button', { name: 'Watch for recalls' }).click();
    await expect(page.getByRole('button', { name: 'Stop watching recalls' })).toBeVisible({ timeout: 30_000 });

    await harness.open('#/lot');
    const card = page.getByRole('region', { name: 'Recall watchlist' });
    await expect(card.locator('tbody tr')).toHaveCount(1);
    await card.getByLabel(`Price alert for ${vin}`).selectOption({ label: 'Any price drop' });
    // What checking it costs is said before it is saved.
    await expect(card).toContainText('Price checks are free on the demo data.');
    await card.getByRole('button', { name: 'Save price alert' }).click();
    await expect(card).toContainText('(1 with a price alert)');

    // The first check sees day 0's price; awaited through the window's bridge so the day changes only after it.
    await page.evaluate(() => window.vds.invoke('watchlist.checkNow', undefined));
    expect(harness.notifications.filter((shown) => shown.title.startsWith('Price drop'))).toEqual([]);

    await setDay(harness, 1);
    const after = await listed(harness, vin);
    expect(after.retailListing.price).toBeLessThan(before.retailListing.price);
    await card.getByRole('button', { name: 'Check now' }).click();

    const drop = `down ${dollars(before.retailListing.price - after.retailListing.price)}`;
    const vehicle = `${before.vehicle.year} ${before.vehicle.make} ${before.vehicle.model}`;
    await expect
      .poll(() => harness.notifications.find((shown) => shown.title.startsWith('Price drop')), { timeout: 30_000 })
      .toEqual({
        title: `Price drop: ${vehicle} (${vin})`,
        body: `${dollars(before.retailListing.price)} → ${dollars(after.retailListing.price)}, ${drop}`,
      });
    const alerts = page.getByRole('list', { name: 'Alerts' });
    await expect(alerts).toContainText(vin);
    await expect(alerts).toContainText(vehicle);
    await expect(alerts).toContainText(drop);

    await page.getByRole('button', { name: 'Clear alerts' }).click();
    await expect(page.getByRole('region', { name: 'Alerts' })).toContainText('No alerts yet.');
  } finally {
    await setDay(harness, 0);
  }
});

test('a saved search that gains a listing on the next day raises a new-match alert', async ({ page, harness }) => {
  test.setTimeout(120_000);
  const moves = (await (await sandboxFetch(harness, '/_sandbox/market/moves?from=0&to=1')).json()) as {
    appeared: { vin: string; day: number }[];
  };
  const appeared = moves.appeared.find((move) => move.day === 1);
  expect(appeared).toBeDefined();
  const vin = appeared!.vin;
  try {
    // What the new listing is, read from the sandbox on the day it is listed.
    await setDay(harness, 1);
    const { vehicle } = await listed(harness, vin);
    await setDay(harness, 0);
    const query = new URLSearchParams({
      'vehicle.make': vehicle.make,
      'vehicle.model': vehicle.model,
      'vehicle.year': String(vehicle.year),
    }).toString();

    await harness.open(`#/search?${query}`);
    await harness.dismissNotices();
    await page.getByLabel('Name for this search').fill('New arrivals');
    await page.getByRole('button', { name: 'Save search' }).click();
    const alertsFor = page.getByLabel('Alerts for New arrivals');
    await alertsFor.selectOption({ label: 'New listings' });
    // What a check costs is said before the alerts are saved.
    await expect(page.getByText('Price checks are free on the demo data.')).toBeVisible();
    await page.getByRole('button', { name: 'Save alerts' }).click();
    await expect(page.getByRole('button', { name: 'Save alerts' })).toBeDisabled();

    // The first check is the baseline; awaited through the window's bridge so the day changes only after it.
    await page.evaluate(() => window.vds.invoke('watchlist.checkNow', undefined));
    expect(harness.notifications.filter((shown) => shown.title.startsWith('New for'))).toEqual([]);
    await setDay(harness, 1);
    await page.evaluate(() => window.vds.invoke('watchlist.checkNow', undefined));

    const shown = harness.notifications.find((notification) => notification.title.startsWith('New for'));
    expect(shown?.title).toMatch(/^New for “New arrivals”: \d+ listings?$/);
    expect(shown?.body).toContain(vin);
    await harness.open('#/lot');
    await expect(page.getByRole('list', { name: 'Alerts' })).toContainText(vin);
  } finally {
    await setDay(harness, 0);
  }
});
