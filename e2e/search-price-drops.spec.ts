import type { Locator, Page } from '@playwright/test';
import { screenshot } from './harness/checks';
import { expect, test, type Harness } from './harness/fixtures';
import { sandboxJson, sandboxSamples } from './harness/sandbox-fetch';

// Issue #39: a results row says when its price dropped, from VinDesk's own sightings. The
// sandbox moves a listing's price between its simulated days (`samples.priceDrop`); the
// expected drop is worked out here from the sandbox's own answers on day 0 and day 1.

interface SandboxListing {
  vin: string;
  vehicle: { year: number; make: string; model: string };
  retailListing: { price: number | null; zip?: string };
}

async function listingOf(harness: Harness, vin: string): Promise<SandboxListing> {
  return (await sandboxJson<{ data: SandboxListing }>(harness, `/listings/${vin}`)).data;
}

async function setDay(harness: Harness, day: number): Promise<void> {
  const response = await fetch(`${harness.ctx.sandboxUrl}/_sandbox/clock`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: 'Bearer demo-scale' },
    body: JSON.stringify({ day }),
  });
  expect(response.status, 'the sandbox moved its clock').toBe(200);
}

/** The drawn row of a VIN (the list draws the rows in view; this search has only a few). */
function rowOf(page: Page, vin: string): Locator {
  return page.locator('.results__item').filter({ has: page.locator('.result__meta .mono', { hasText: vin }) });
}

type Box = { x: number; y: number; width: number; height: number };
const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width - 0.5 && b.x < a.x + a.width - 0.5 && a.y < b.y + b.height - 0.5 && b.y < a.y + a.height - 0.5;
const inside = (inner: Box, outer: Box) =>
  inner.x >= outer.x - 0.5 &&
  inner.x + inner.width <= outer.x + outer.width + 0.5 &&
  inner.y >= outer.y - 0.5 &&
  inner.y + inner.height <= outer.y + outer.height + 0.5;

async function boxOf(locator: Locator): Promise<Box> {
  const box = await locator.boundingBox();
  expect(box, 'element is drawn').not.toBeNull();
  return box!;
}

const dollars = (value: number) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 }).format(value);

test('a row shows its price drop since the day VinDesk saw the higher price', async ({ page, harness }) => {
  await page.setViewportSize({ width: 1024, height: 768 });
  const { priceDrop } = await sandboxSamples(harness);
  const before = await listingOf(harness, priceDrop.vin);
  const { year, make, model } = before.vehicle;
  const search = new URLSearchParams({
    'vehicle.year': String(year),
    'vehicle.make': make,
    'vehicle.model': model,
  });
  // The same query the screen sends (default page size 50): the VIN must be on its first page.
  const page0 = await sandboxJson<{ data: SandboxListing[] }>(harness, `/listings?${search.toString()}&limit=50`);
  expect(page0.data.map((row) => row.vin)).toContain(priceDrop.vin);

  try {
    await harness.open(`#/search?${search.toString()}`);
    await harness.dismissNotices();
    const row = rowOf(page, priceDrop.vin);
    await expect(row).toBeVisible();
    // Seen once only: nothing has dropped yet.
    await expect(row.locator('[data-price-drop]')).toHaveCount(0);

    await setDay(harness, 1);
    const after = await listingOf(harness, priceDrop.vin);
    const from = before.retailListing.price!;
    const to = after.retailListing.price!;
    expect(to, 'the sandbox lowered the price on day 1').toBeLessThan(from);
    // A VIN of the same page whose price the sandbox left alone on day 1.
    const page1 = await sandboxJson<{ data: SandboxListing[] }>(harness, `/listings?${search.toString()}&limit=50`);
    const priceOn0 = new Map(page0.data.map((listing) => [listing.vin, listing.retailListing.price]));
    const steady = page1.data.find(
      (listing) =>
        listing.vin !== priceDrop.vin &&
        listing.retailListing.price !== null &&
        priceOn0.get(listing.vin) === listing.retailListing.price,
    );

    // A day later main's 10-minute cache of the answer has long run out; here it is cleared.
    await harness.open('#/settings');
    await page.getByRole('button', { name: 'Clear cache' }).click();
    await expect(page.getByText(/^Removed \d+ saved answers?\.$/)).toBeVisible();
    await harness.open(`#/search?${search.toString()}`);
    await harness.dismissNotices();

    // Both sightings were made today, so the higher price was first seen today.
    const today = await page.evaluate(() =>
      new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric' }).format(new Date()),
    );
    const words = `${dollars(from - to)} since ${today}`;
    const drop = rowOf(page, priceDrop.vin).locator('[data-price-drop]');
    await expect(drop.locator('[aria-hidden="true"]')).toHaveText(`↓ ${words}`);
    await expect(drop.locator('.result__label')).toHaveText(`Price dropped ${words}`);
    await expect(rowOf(page, priceDrop.vin).locator('.result__price')).toContainText(dollars(to));
    expect(steady, 'another listing of the page kept its price').toBeDefined();
    await expect(rowOf(page, steady!.vin)).toBeVisible();
    await expect(rowOf(page, steady!.vin).locator('[data-price-drop]')).toHaveCount(0);

    // Stacked at 1024 px, a table at 1920 px: the words stay in the row, over no other figure,
    // the name or the rating.
    for (const width of [1024, 1920]) {
      await page.setViewportSize({ width, height: 768 });
      await expect(drop).toBeVisible();
      await screenshot(page, `search-price-drop-${width}`);
      const target = rowOf(page, priceDrop.vin);
      const dropBox = await boxOf(drop);
      expect(inside(dropBox, await boxOf(target)), `at ${width} px the drop lies inside its row`).toBe(true);
      for (const cell of ['.result__main', '.result__miles', '.result__days', '.result__deal', '.result__photo']) {
        const clear = !overlaps(dropBox, await boxOf(target.locator(cell)));
        expect(clear, `at ${width} px the drop clears ${cell}`).toBe(true);
      }
    }
  } finally {
    await setDay(harness, 0);
  }
});
