import type { Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './harness/checks';
import { expect, test } from './harness/fixtures';
import { countText, escapeRegExp, facetOption } from './harness/filter-form';
import { makeWithTwoModels, sandboxListings } from './harness/sandbox-fetch';

// one search state: the hash is the search. Filters applied on screen, then a
// vehicle opened, Back, Forward and the bookmark loaded afresh must each show the same
// filters, chips and rows. Expected rows and totals come from the sandbox over HTTP.

async function visibleVins(page: Page): Promise<string[]> {
  return page.getByRole('region', { name: 'Results' }).locator('.results__item .result__meta .mono').allTextContents();
}

test.describe('search history', () => {
  test('filters survive opening a vehicle, Back, Forward and loading the bookmark afresh', async ({
    page,
    harness,
  }) => {
    test.setTimeout(180_000);
    const {
      make,
      models: [first, second],
    } = await makeWithTwoModels(harness);
    // The same search, asked of the service directly.
    const expected = await sandboxListings(harness, {
      'vehicle.make': make,
      'vehicle.model': `${first.value},${second.value}`,
      sort: 'price.asc',
      limit: '50',
      includes: 'total',
    });
    // Hand check: the two models do not overlap, so together they match the sum of each.
    expect(expected.total).toBe(first.count + second.count);

    await harness.open('#/search');
    await harness.dismissNotices();
    await facetOption(page, 'Make', make).check();
    await expect(page).toHaveURL(/vehicle\.make=/);
    await facetOption(page, 'Model', first.value).check();
    await expect(page).toHaveURL(/vehicle\.model=/);
    await facetOption(page, 'Model', second.value).check();
    await expect(page).toHaveURL(new RegExp(escapeRegExp(encodeURIComponent(`${first.value},${second.value}`))));
    await page.getByLabel('Sort by').selectOption({ label: 'Price, low to high' });
    await expect(page).toHaveURL(/sort=price\.asc/);
    const bookmark = page.url();

    const chips = page.getByRole('group', { name: 'Active filters' });
    async function expectTheSearch(when: string): Promise<void> {
      await expect(page, when).toHaveURL(bookmark);
      await expect(page.getByRole('heading', { level: 1 }).locator('..'), when).toContainText(
        `${countText(expected.total)} listings match`,
      );
      await expect(facetOption(page, 'Make', make), when).toBeChecked();
      await expect(facetOption(page, 'Model', first.value), when).toBeChecked();
      await expect(facetOption(page, 'Model', second.value), when).toBeChecked();
      await expect(page.getByLabel('Sort by'), when).toHaveValue('price.asc');
      await expect(chips.getByRole('button', { name: /^Remove filter:/ }), when).toHaveCount(3);
      for (const name of [`Make ${make}`, `Model ${first.value}`, `Model ${second.value}`])
        await expect(chips.getByRole('button', { name: `Remove filter: ${name}` }), when).toBeVisible();
      // The list may draw only the rows in view: those shown are the service's first rows, in order.
      await expect
        .poll(
          async () => {
            const shown = await visibleVins(page);
            return (
              shown.length > 0 &&
              shown.join() ===
                expected.data
                  .slice(0, shown.length)
                  .map((row) => row.vin)
                  .join()
            );
          },
          { message: when },
        )
        .toBe(true);
    }
    await expectTheSearch('after applying the filters');

    const firstVin = expected.data[0]!.vin;
    await page.getByRole('region', { name: 'Results' }).locator(`a[href="#/vehicle/${firstVin}"]`).first().click();
    await expect(page).toHaveURL(new RegExp(`#/vehicle/${firstVin}$`));
    await expect(page.getByText(firstVin).first()).toBeVisible();

    await page.goBack();
    await expectTheSearch('after Back from the vehicle');

    await page.goForward();
    await expect(page).toHaveURL(new RegExp(`#/vehicle/${firstVin}$`));
    await page.goBack();
    await expectTheSearch('after Forward and Back again');

    // The bookmark opened in a fresh page load: nothing comes from the session before.
    await page.goto('about:blank');
    await harness.open(new URL(bookmark).hash);
    await harness.dismissNotices();
    await expectTheSearch('after loading the bookmark');
    await expectNoSeriousA11yViolations(page, 'search loaded from a bookmark');

    // The sidebar's Search, from another screen, returns to the same search.
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('link', { name: 'Lot', exact: true }).click();
    await expect(page).toHaveURL(/#\/lot$/);
    await nav.getByRole('link', { name: 'Search' }).click();
    await expectTheSearch('after the sidebar’s Search');
  });
});
