import type { Page } from '@playwright/test';
import { expectNoSeriousA11yViolations, screenshot } from './harness/checks';
import { expect, test, type Harness } from './harness/fixtures';
import { sandboxJson, sandboxListings } from './harness/sandbox-fetch';

// The Search screen's words (issue 38 items 9 and 11): the sort says the order the rows are
// in, no row says "0 mi away", the plan is named only when it keeps listings off the page,
// and Saved searches says how to save one. Expected rows come from the sandbox over HTTP.

interface ListingRow {
  vin: string;
  retailListing: { zip?: string };
}

const drawnVins = (page: Page) => page.locator('.results__item .result__meta .mono').allTextContents();

/** Waits until rows are drawn and they are the first of `answer`, in its order; an empty list never passes. */
async function expectDrawnInOrder(page: Page, answer: { vin: string }[]): Promise<void> {
  await expect
    .poll(async () => {
      const drawn = await drawnVins(page);
      return drawn.length > 0 && drawn.every((vin, i) => vin === answer[i]?.vin) ? 'in order' : drawn;
    })
    .toBe('in order');
}

/** The ZIP of a dealer in the demo data: its cars sit at that ZIP's centre, 0 miles from it. */
async function aDealerZip(harness: Harness): Promise<string> {
  const page = await sandboxJson<{ data: ListingRow[] }>(harness, '/listings?limit=1');
  const zip = page.data[0]?.retailListing.zip;
  expect(zip, 'a demo listing’s dealer ZIP').toMatch(/^\d{5}$/);
  return zip!;
}

async function usePlan(page: Page, harness: Harness, plan: 'starter' | 'scale'): Promise<void> {
  await harness.ctx.router.dispatch('settings.update', { input: { plan } }, { url: page.url(), isMainFrame: true });
}

test.describe('search words', () => {
  test('the sort names the order shown: the service’s own, then Nearest first once a ZIP is set and chosen', async ({
    page,
    harness,
  }) => {
    // The service's default order is updatedAt.desc (docs/vehicle-data-service.md, /listings `sort`).
    const newestUpdated = await sandboxListings(harness, { limit: '50', sort: 'updatedAt.desc' });
    await harness.open('#/search');
    await harness.dismissNotices();
    const sort = page.getByRole('combobox', { name: 'Sort by' });
    await expectDrawnInOrder(page, newestUpdated.data);
    await expect(sort.locator('option:checked')).toHaveText('Recently updated first');
    await expect(sort.getByRole('option', { name: 'Nearest first' })).toHaveCount(0);
    await expect(page.getByText('Service order')).toHaveCount(0);

    // A ZIP alone narrows to the radius; the service's order stands, and the sort still says so.
    const zip = await aDealerZip(harness);
    const nearby = await sandboxListings(harness, { zip, distance: '25', limit: '50', sort: 'updatedAt.desc' });
    await harness.open(`#/search?zip=${zip}&distance=25`);
    await expectDrawnInOrder(page, nearby.data);
    await expect(sort.locator('option:checked')).toHaveText('Recently updated first');

    // Chosen, the distance sort reads Nearest first.
    await sort.selectOption({ label: 'Nearest first' });
    await expect(page).toHaveURL(/sort=distance/);
    await expect(sort.locator('option:checked')).toHaveText('Nearest first');
    await expect(page.getByRole('status').filter({ hasText: `Nearest to ${zip} first` })).toBeVisible();
  });

  test('a car at the searched ZIP is under a mile away, never 0 mi away', async ({ page, harness }) => {
    const zip = await aDealerZip(harness);
    await harness.open(`#/search?zip=${zip}&distance=25&sort=distance`);
    await harness.dismissNotices();
    const results = page.getByRole('region', { name: 'Results' });
    await expect.poll(async () => (await drawnVins(page)).length).toBeGreaterThan(0);
    // Nearest first puts that dealer's cars on top: the case that used to read "0 mi away" is on screen.
    await expect(results.getByText('Under 1 mi away').first()).toBeVisible();
    const text = (await results.textContent()) ?? '';
    expect(text).not.toMatch(/(^|[^\d,])0 mi away/);
    await page.setViewportSize({ width: 1280, height: 800 });
    await expectNoSeriousA11yViolations(page, 'search words');
    await screenshot(page, 'issue38-search-after');
  });

  test('the plan is named on Search only when it keeps matching listings off the page', async ({ page, harness }) => {
    // Scale's page is the largest there is: nothing about the plan, though thousands match.
    await harness.open();
    await usePlan(page, harness, 'scale');
    await harness.open('#/search');
    await harness.dismissNotices();
    const screen = page.locator('.search-screen');
    await expect.poll(async () => (await drawnVins(page)).length).toBeGreaterThan(0);
    await expect(page.getByRole('heading', { level: 1 }).locator('..')).toContainText('listings match');
    await expect(screen).not.toContainText(/plan/i);

    // Starter, with fewer matches than its page of 20: still nothing about the plan.
    const models = (await sandboxListings(harness, { includes: 'facets', limit: '1' })).facets!['vehicle.model']!;
    const few = models.find((bucket) => bucket.count >= 1 && bucket.count <= 20);
    expect(few, 'a model with 1 to 20 listings in the demo data').toBeDefined();
    await usePlan(page, harness, 'starter');
    await harness.open(`#/search?vehicle.model=${encodeURIComponent(few!.value)}`);
    await expect.poll(async () => (await drawnVins(page)).length).toBeGreaterThan(0);
    await expect(page.getByRole('heading', { level: 1 }).locator('..')).toContainText(
      `${few!.count} ${few!.count === 1 ? 'listing matches' : 'listings match'}`,
    );
    await expect(screen).not.toContainText(/plan/i);

    // Starter, with more matches than a page: the Per page control says why it stops at 20.
    await harness.open('#/search?limit=20');
    await expect.poll(async () => (await drawnVins(page)).length).toBeGreaterThan(0);
    await expect(page.getByRole('combobox', { name: 'Per page' })).toHaveAccessibleDescription(
      'Up to 20 a page on your plan',
    );
  });

  test('Saved searches with none saved says how to save one', async ({ page, harness }) => {
    await harness.open('#/search');
    await harness.dismissNotices();
    const saved = page.getByRole('region', { name: 'Saved searches' });
    await expect(saved.getByRole('button', { name: 'Save search' })).toBeVisible();
    await expect(saved).toContainText(
      'No saved searches yet. Set the filters you use often, give the search a name, then choose Save search.',
    );

    // Saved once, the list takes the place of the words.
    await saved.getByRole('textbox', { name: 'Name for this search' }).fill('Trucks near the lot');
    await saved.getByRole('button', { name: 'Save search' }).click();
    await expect(saved.getByRole('button', { name: 'Trucks near the lot', exact: true })).toBeVisible();
    await expect(saved).not.toContainText('No saved searches yet');
  });
});
