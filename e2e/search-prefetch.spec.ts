import type { Page } from '@playwright/test';
import { join } from 'node:path';
import { expectNoSeriousA11yViolations } from './harness/checks';
import { expect, settle, test as base, type Harness } from './harness/fixtures';
import { recordingSandboxLauncher, type ServedRequest } from './harness/recording-sandbox';

// Resting on a search result fetches its VIN page's decode ahead, so opening it
// shows the decode without asking the service again; nearing the end of the results
// fetches the next page before the person gets there. On the Starter plan (5 requests a
// second), none of it may draw a 429. (That a mouse sweeping past rows asks for nothing is
// search-prefetch.test.tsx's, on a fake clock: a loaded machine moves Playwright's mouse too
// slowly to sweep past a row in under 150 ms.)

const SHOTS = join(process.env.VINDESK_E2E_ARTIFACTS ?? 'test-results/artifacts', 'shots');

const test = base.extend<{ served: ServedRequest[] }>({
  // eslint-disable-next-line no-empty-pattern
  served: async ({}, use) => use([]),
  sandboxLauncher: async ({ served }, use) => use(recordingSandboxLauncher(served)),
});

async function usePlan(page: Page, harness: Harness, plan: 'starter' | 'scale') {
  const result = await harness.ctx.router.dispatch(
    'settings.update',
    { input: { plan } },
    { url: page.url(), isMainFrame: true },
  );
  expect(result.ok).toBe(true);
  // The window has heard of the plan (and so refetched what it showed) before the test goes on:
  // a refetch landing mid-test would redraw the list under the test's feet.
  await expect(page.locator('.topbar')).toContainText(plan === 'starter' ? 'Starter plan' : 'Scale plan');
}

const pathOf = (request: ServedRequest) => new URL(request.url, 'http://sandbox').pathname;
const decodesOf = (served: ServedRequest[], vin: string) => served.filter((r) => pathOf(r).endsWith(`/vin/${vin}`));
/** Full searches (not the one-row facet counts) the sandbox answered for this page number. */
function searchesOfPage(served: ServedRequest[], page: number): ServedRequest[] {
  return served.filter((request) => {
    const url = new URL(request.url, 'http://sandbox');
    return (
      url.pathname.endsWith('/listings') &&
      url.searchParams.get('limit') !== '1' &&
      Number(url.searchParams.get('page') ?? '1') === page
    );
  });
}

test.describe('search prefetch', () => {
  // The Starter plan paces main to 4.5 requests a second: a search page and a VIN page take a while.
  test.describe.configure({ timeout: 120_000 });

  test('resting on a row fetches its decode, and its VIN page then shows it without asking again', async ({
    page,
    harness,
    served,
  }) => {
    await harness.open();
    await usePlan(page, harness, 'starter');
    await harness.open('#/search?vehicle.bodyStyle=SUV');
    await harness.dismissNotices();
    const rows = page.locator('.results__item');
    await expect(rows.first()).toBeVisible();
    // Checked at rest: while a page loads the list is dimmed on purpose. On Starter, main paces
    // this search behind the facet counts the plan change refetched.
    await expect(page.locator('.results')).toHaveAttribute('aria-busy', 'false', { timeout: 30_000 });
    await expectNoSeriousA11yViolations(page, 'search results');

    const row = rows.nth(1);
    const vin = (await row.locator('.result__meta .mono').textContent())!.trim();
    // The row's name starts "year make model": the decode names the same year and make.
    const [year, make] = (await row.locator('.result__title').textContent())!.trim().split(/\s+/) as [string, string];
    expect(decodesOf(served, vin)).toEqual([]);

    // The mouse rests on the row: main asks the service for that VIN's decode, once.
    await row.hover();
    // Answered at the first try: through main's plan pacer, the prefetch drew no 429.
    await expect.poll(() => decodesOf(served, vin).map((request) => request.status)).toEqual([200]);

    await row.getByRole('link').click();
    await expect(page).toHaveURL(new RegExp(`#/vehicle/${vin}$`));
    const decode = page.getByRole('region', { name: 'Decode' });
    await expect(decode.getByRole('definition').first()).toContainText(make);
    await expect(decode).toContainText(`Model year${year}`);
    await settle(page);
    // The page read the prefetched answer from the window's cache: it never asked main, and the service saw one decode.
    const decodeCalls = harness.ipcCalls.filter(
      (call) => call.channel === 'vehicle.decode' && (call.input as { vin: string }).vin === vin,
    );
    expect(decodeCalls).toHaveLength(1);
    expect(decodesOf(served, vin)).toHaveLength(1);
  });

  test('scrolling toward the end fetches the next page before it is reached', async ({ page, harness, served }) => {
    await harness.open();
    await usePlan(page, harness, 'starter');
    await harness.open('#/search?vehicle.bodyStyle=SUV&limit=20');
    await harness.dismissNotices();
    const rows = page.locator('.results__item');
    await expect(rows.first()).toBeVisible();
    // This search's own page, at rest: while a page loads, the list shows the one before. On
    // Starter, main paces this search behind the facet counts the plan change refetched.
    await expect(page.locator('.results')).toHaveAttribute('aria-busy', 'false', { timeout: 30_000 });
    const pager = page.getByRole('navigation', { name: 'Pages' });
    await expect(pager).toContainText('Page 1');
    expect(searchesOfPage(served, 2)).toEqual([]);

    // The person scrolls the list with the wheel, a row at a time, until page 2 is asked for.
    const list = page.locator('.results__scroll');
    const box = (await list.boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    const asked = () =>
      harness.ipcCalls.filter(
        (call) => call.channel === 'listings.search' && (call.input as { page?: number }).page === 2,
      ).length;
    const scrollTop = () => list.evaluate((element) => element.scrollTop);
    const lastRow = page.locator('.results__item[aria-posinset="20"]');
    const listBottom = box.y + box.height;
    // Where the last row of this page was before the wheel turn that brought the request (null: not drawn yet).
    let lastRowTopBefore: number | null = null;
    for (let step = 0; asked() === 0; step += 1) {
      expect(step, 'page 2 was never asked for while scrolling').toBeLessThan(40);
      lastRowTopBefore = (await lastRow.count()) > 0 ? (await lastRow.boundingBox())!.y : null;
      const before = await scrollTop();
      await page.mouse.wheel(0, 60);
      // The list moved, or it is at its end and the request is on its way.
      await expect
        .poll(async () => (await scrollTop()) !== before || asked() > 0, {
          message: 'the list neither scrolled nor asked for page 2',
        })
        .toBe(true);
      // Two frames: the virtualizer has drawn the rows now in view and its effects have run.
      await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
    }
    // Asked for while the last row of this page was still below the list's bottom edge: read before
    // the wheel turn that brought the request, since the scroll may glide on after it.
    if (lastRowTopBefore !== null) expect(lastRowTopBefore).toBeGreaterThan(listBottom - 10);
    // Answered at the first try: paced by main with everything else on the screen, it drew no 429.
    await expect.poll(() => searchesOfPage(served, 2).map((request) => request.status)).toEqual([200]);
    await expect(pager).toContainText('Page 1');
    await page.screenshot({ path: join(SHOTS, 'search-prefetch-near-end.png') });

    // Next shows page 2 from what was fetched ahead: the window asked main for it only once.
    expect(asked()).toBe(1);
    await pager.getByRole('button', { name: 'Next' }).click();
    await expect(pager).toContainText('Page 2');
    await expect(rows.first()).toBeVisible();
    await settle(page);
    expect(asked()).toBe(1);
    expect(searchesOfPage(served, 2)).toHaveLength(1);
  });
});
