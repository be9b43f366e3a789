import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import type { SandboxSamples } from '../sandbox/start-sandbox';
import { expectNoSeriousA11yViolations, screenshot } from './harness/checks';
import { expect, settle, test, type Harness } from './harness/fixtures';

interface SandboxPage {
  data: {
    vin: string;
    vehicle: { year: number; make: string; model: string };
    retailListing: { price: number | null; zip?: string };
  }[];
  total?: number;
  links?: { next?: string | null };
}

async function sandbox<T>(harness: Harness, path: string): Promise<T> {
  const response = await fetch(`${harness.ctx.sandboxUrl}${path}`, { headers: { Authorization: 'Bearer demo-scale' } });
  return (await response.json()) as T;
}

const count = (value: number) => new Intl.NumberFormat('en-US').format(value);

async function visibleVins(page: Page): Promise<string[]> {
  return page.locator('.results__item .result__meta .mono').allTextContents();
}

/**
 * Waits until rows are drawn and they are the answer's first rows, in its order. The list
 * draws only the rows in view, so the drawn ones are compared with that many of the answer's;
 * an empty list never passes, so this cannot be met before the results arrive.
 */
async function expectDrawnInOrder(page: Page, answer: { vin: string }[]): Promise<void> {
  await expect
    .poll(async () => {
      const drawn = await visibleVins(page);
      return drawn.length > 0 && drawn.every((vin, i) => vin === answer[i]?.vin) ? 'the answer’s first rows' : drawn;
    })
    .toBe('the answer’s first rows');
}

/** Each drawn row that does not start where the row above it ends, as "index: top vs bottom above". */
async function rowOverlaps(page: Page): Promise<string[]> {
  const rows = await page.locator('.results__item').evaluateAll((items) =>
    items.map((item) => {
      const box = item.getBoundingClientRect();
      return { index: Number((item as HTMLElement).dataset.index), top: box.top, bottom: box.bottom };
    }),
  );
  rows.sort((a, b) => a.index - b.index);
  return rows.flatMap((row, at) => {
    const above = rows[at - 1];
    if (!above || above.index !== row.index - 1 || Math.abs(row.top - above.bottom) < 1) return [];
    return [`${row.index}: ${row.top} vs ${above.bottom}`];
  });
}

test.describe('listing search', () => {
  test('a buyer’s search shows the rows and total the service returns for the same query', async ({
    page,
    harness,
  }) => {
    const samples = await sandbox<SandboxSamples>(harness, '/_sandbox/samples');
    const { data: target } = await sandbox<{ data: SandboxPage['data'][number] }>(
      harness,
      `/listings/${samples.priced}`,
    );
    const { year, make, model } = target.vehicle;
    const zip = target.retailListing.zip!;
    const maxPrice = (target.retailListing.price ?? 30_000) + 10_000;

    await harness.open('#/search');
    await harness.dismissNotices();
    const filters = page.getByRole('form', { name: 'Filters' });
    for (const [legend, value] of [
      ['Make', make],
      ['Model', model],
    ] as const) {
      const group = filters.getByRole('group', { name: legend });
      const showAll = group.getByRole('button', { name: /^Show all/ });
      if (await showAll.isVisible()) await showAll.click();
      // A checkbox is named by its value and its count: "Ford 412".
      const escaped = value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      await group.getByRole('checkbox', { name: new RegExp(`^${escaped} [\\d,]+$`) }).check();
    }
    await filters.getByLabel('From year').fill(String(year - 2));
    await filters.getByLabel('To year').fill(String(year + 1));
    await filters.getByLabel('Maximum price').fill(String(maxPrice));
    await filters.getByLabel('ZIP code').fill(zip);
    // Each committed change is one history entry: wait for the ZIP's before choosing the radius.
    await expect(page).toHaveURL(new RegExp(`zip=${zip}`));
    await filters.getByLabel('Within').selectOption('100');

    const query = new URLSearchParams({
      'vehicle.year': `${year - 2}-${year + 1}`,
      'vehicle.make': make,
      'vehicle.model': model,
      'retailListing.price': `0-${maxPrice}`,
      zip,
      distance: '100',
      limit: '50',
      includes: 'total',
    });
    const expected = await sandbox<SandboxPage>(harness, `/listings?${query.toString()}`);
    expect(expected.total).toBeGreaterThan(0);
    const noun = expected.total === 1 ? 'listing matches' : 'listings match';
    await expect(page.getByRole('heading', { level: 1 }).locator('..')).toContainText(
      `${count(expected.total!)} ${noun}`,
    );
    await expect(page).toHaveURL(/vehicle\.make=/);
    await expectDrawnInOrder(page, expected.data);
    // Each result says how far it is from the ZIP, and none is beyond the radius.
    // The cell may carry a label for narrow layouts ("Distance: 12 mi away"): read the number of miles.
    const distances = (await page.locator('.result__distance').allTextContents()).map((text) =>
      Number((/([\d,]+) mi away/.exec(text)?.[1] ?? 'NaN').replace(/,/g, '')),
    );
    expect(distances.length).toBeGreaterThan(0);
    for (const miles of distances) expect(miles).toBeLessThanOrEqual(101);
    // The Make and Model lists name each value with its count. A dimension's counts come from
    // the same search without its own filter (what ticking another value would add), asked of
    // the sandbox here directly.
    for (const [legend, key, value] of [
      ['Make', 'vehicle.make', make],
      ['Model', 'vehicle.model', model],
    ] as const) {
      const without = new URLSearchParams(query);
      without.delete(key);
      without.set('includes', 'facets');
      without.set('limit', '1');
      const buckets = (
        await sandbox<{ facets: Record<string, { value: string; count: number }[]> }>(
          harness,
          `/listings?${without.toString()}`,
        )
      ).facets[key]!;
      const bucket = buckets.find((candidate) => candidate.value === value)!;
      expect(bucket, `${value} among the ${legend} counts`).toBeDefined();
      await expect(
        filters.getByRole('group', { name: legend }).getByRole('checkbox', { name: `${value} ${count(bucket.count)}` }),
      ).toBeChecked();
    }
    // The picture shows those lists, under Year at the top of the column, beside the results.
    await expect(filters.getByRole('group', { name: 'Make' })).toBeInViewport();
    await settle(page);
    await screenshot(page, 'search-buyer');
    await expectNoSeriousA11yViolations(page, 'search results');

    // Back returns to the search before the last change; the hash holds the search.
    await page.goBack();
    await expect(page).not.toHaveURL(/distance=100/);
    await expect(page).toHaveURL(new RegExp(`zip=${zip}`));
    await expect(page.getByRole('form', { name: 'Filters' }).getByLabel('Within')).toHaveValue('50');
  });

  test('a facet drill-down narrows to the count the facet showed', async ({ page, harness }) => {
    await harness.open('#/search');
    await harness.dismissNotices();
    const body = page.getByRole('group', { name: 'Body style' });
    const first = body.locator('.facet__option').first();
    const value = (await first.locator('.facet__value').textContent())!;
    const facetCount = (await first.locator('.facet__count').textContent())!;
    await first.getByRole('checkbox').check();
    await expect(page.getByRole('heading', { level: 1 }).locator('..')).toContainText(`${facetCount} listing`);
    await expect(page).toHaveURL(new RegExp(`vehicle\\.bodyStyle=${encodeURIComponent(value)}`));
    // Rows kept from the page before sit at new places: each still starts where the one above ends.
    await expect.poll(() => rowOverlaps(page)).toEqual([]);
    await screenshot(page, 'search-facet');
  });

  test('a sort by price holds across pages', async ({ page, harness }) => {
    await harness.open('#/search?sort=price.asc&limit=20');
    const prices = async () =>
      (await page.locator('.result__price').allTextContents()).map((text) => Number(text.replace(/[^\d]/g, '')));
    await expect(page.locator('.result__price').first()).toBeVisible();
    const firstPage = await prices();
    expect(firstPage).toEqual([...firstPage].sort((a, b) => a - b));
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page).toHaveURL(/page=2/);
    await expect(page.getByRole('navigation', { name: 'Pages' })).toContainText('Page 2');
    // The previous page stays on screen until the next one arrives: wait for the new rows.
    await expect.poll(async () => (await prices())[0]).toBeGreaterThanOrEqual(firstPage.at(-1)!);
    const secondPage = await prices();
    expect(secondPage).toEqual([...secondPage].sort((a, b) => a - b));
  });

  test('page 51 is reached through the cursor the service issued', async ({ page, harness }) => {
    await harness.open('#/search?limit=20&page=50');
    await expect(page.getByRole('navigation', { name: 'Pages' })).toContainText('Page 50');
    const page50 = await sandbox<SandboxPage>(harness, '/listings?limit=20&page=50&includes=total,facets');
    expect(page50.links?.next).toBeTruthy();
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByRole('navigation', { name: 'Pages' })).toContainText('Page 51');
    const cursorCalls = harness.ipcCalls.filter((call) => call.channel === 'listings.next');
    expect(cursorCalls).toHaveLength(1);
    expect((cursorCalls[0]!.input as { url: string }).url).toContain('cursor');
    const page51 = await sandbox<SandboxPage>(
      harness,
      new URL((cursorCalls[0]!.input as { url: string }).url).pathname +
        new URL((cursorCalls[0]!.input as { url: string }).url).search,
    );
    await expectDrawnInOrder(page, page51.data);
    await screenshot(page, 'search-page-51');
  });

  test('on the Starter plan the page size never exceeds the plan’s cap', async ({ page, harness }) => {
    await harness.open();
    await harness.ctx.router.dispatch(
      'settings.update',
      { input: { plan: 'starter' } },
      { url: page.url(), isMainFrame: true },
    );
    await harness.open('#/search?limit=100');
    await harness.dismissNotices();
    const perPage = page.getByLabel('Per page');
    await expect(perPage.locator('option')).toHaveText(['20']);
    // The service lowered the 100 asked for; with more matches than a page holds, the note says why.
    await expect(page.getByRole('status').filter({ hasText: 'Showing 20 per page' })).toHaveText(
      'Showing 20 per page: the Starter plan’s limit (100 were asked for).',
    );
    await expect(page.locator('.results__item').first()).toBeVisible();
    expect(await page.locator('.results__item').count()).toBeLessThanOrEqual(20);
    await screenshot(page, 'search-starter');
  });

  test('a saved search is restored after a reload', async ({ page, harness }) => {
    await harness.open('#/search?vehicle.bodyStyle=SUV&sort=price.asc');
    await harness.dismissNotices();
    const saved = page.getByRole('region', { name: 'Saved searches' });
    await saved.getByLabel('Name for this search').fill('SUVs by price');
    await saved.getByRole('button', { name: 'Save search' }).click();
    await expect(saved.getByRole('button', { name: 'SUVs by price', exact: true })).toBeVisible();

    await harness.open('#/search');
    await page.reload();
    await expect(
      page.getByRole('region', { name: 'Saved searches' }).getByRole('button', { name: 'SUVs by price', exact: true }),
    ).toBeVisible();
    await page
      .getByRole('region', { name: 'Saved searches' })
      .getByRole('button', { name: 'SUVs by price', exact: true })
      .click();
    await expect(page).toHaveURL(/vehicle\.bodyStyle=SUV/);
    await expect(page).toHaveURL(/sort=price\.asc/);
    await expect(
      page.getByRole('group', { name: 'Body style' }).getByRole('checkbox', { name: /^SUV / }),
    ).toBeChecked();
    await screenshot(page, 'search-saved');
  });

  test('the CSV export holds every listing of the search', async ({ page, harness }) => {
    const query = 'vehicle.make=Honda';
    const expected = await sandbox<SandboxPage>(harness, `/listings?${query}&limit=500&includes=total`);
    await harness.open(`#/search?${query}`);
    await harness.dismissNotices();
    await page.getByRole('button', { name: 'Export CSV' }).click();
    await expect(page.getByText(`Exported ${count(expected.total!)} listings`)).toBeVisible({ timeout: 30_000 });
    const csv = await readFile(join(harness.exportDir, 'VinDesk listings.csv'), 'utf8');
    const lines = csv.trim().split(/\r?\n/);
    expect(lines[0]).toBe('vin,year,make,model,trim,price,miles,condition,dealer,city,state,zip,listedAt,listingUrl');
    expect(lines).toHaveLength(expected.total! + 1);
    const vins = new Set(lines.slice(1).map((line) => line.split(',')[0]));
    for (const row of expected.data) expect(vins.has(row.vin)).toBe(true);
  });

  test('the keyboard moves through the results and Enter opens a vehicle', async ({ page, harness }) => {
    await harness.open('#/search?sort=price.asc&limit=50');
    const links = page.locator('[data-result-link]');
    await expect(links.first()).toBeVisible();
    await links.first().focus();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await expect(page.locator('.results__item [data-index="2"] [data-result-link]')).toBeFocused();
    // A held key on a busy machine: presses faster than frames, all within one task here. Each
    // moves on from the last, none lost, whether its row is drawn yet (down) or not (page down).
    await page.evaluate(() => {
      for (const key of ['ArrowDown', 'ArrowDown', 'ArrowDown', 'PageDown', 'PageDown', 'PageDown']) {
        document.activeElement!.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true }));
      }
    });
    await expect(page.locator('.results__item [data-index="29"] [data-result-link]')).toBeFocused();
    await page.keyboard.press('End');
    await expect(page.locator('.results__item [data-index="49"] [data-result-link]')).toBeFocused();
    const vin = (await page.locator('.results__item [data-index="49"] .result__meta .mono').textContent())!;
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`#/vehicle/${vin}$`));
  });
});
