import { join } from 'node:path';
import type { Locator, Page } from '@playwright/test';
import zipcodes from 'zipcodes';
import { expectNoSeriousA11yViolations } from './harness/checks';
import { expect, settle, test } from './harness/fixtures';
import { countText, escapeRegExp, facetOption } from './harness/filter-form';
import { makeWithTwoModels, sandboxListings, type FacetBucket } from './harness/sandbox-fetch';

// Search's filters, chips and counts, the sidebar's Search keeping the search, and sorting by
// distance when a ZIP is set. Expected numbers come from the sandbox over HTTP
// and from sums and distances worked out here.

const SHOTS = join(process.env.VINDESK_E2E_ARTIFACTS ?? 'test-results/artifacts', 'shots');
async function shot(page: Page, name: string): Promise<void> {
  await settle(page);
  await page.screenshot({ path: join(SHOTS, `${name}.png`), animations: 'disabled' });
}

function summary(page: Page): Locator {
  return page.getByRole('heading', { level: 1 }).locator('..');
}

function matches(total: number): string {
  return `${countText(total)} ${total === 1 ? 'listing matches' : 'listings match'}`;
}

test.describe('search filters', () => {
  test('two models at once: each keeps its count, the total is their sum, chips remove one, Clear all clears', async ({
    page,
    harness,
  }) => {
    // Six screenshots and two axe runs on top of the journey.
    test.setTimeout(240_000);
    const {
      make,
      models: [first, second],
    } = await makeWithTwoModels(harness);
    const both = await sandboxListings(harness, {
      'vehicle.make': make,
      'vehicle.model': `${first.value},${second.value}`,
      includes: 'total',
      limit: '1',
    });
    // Hand check: models do not overlap, so two together match the sum of each.
    expect(both.total).toBe(first.count + second.count);

    await harness.open(`#/search?vehicle.make=${encodeURIComponent(make)}`);
    await harness.dismissNotices();
    await facetOption(page, 'Model', first.value, first.count).check();
    await expect(summary(page)).toContainText(matches(first.count));
    // The second model is still offered, with the count it adds.
    await facetOption(page, 'Model', second.value, second.count).check();
    await expect(summary(page)).toContainText(matches(first.count + second.count));
    await expect(facetOption(page, 'Model', first.value, first.count)).toBeChecked();
    await expect(page).toHaveURL(
      new RegExp(`vehicle\\.model=${escapeRegExp(encodeURIComponent(`${first.value},${second.value}`))}`),
    );

    // Two body styles at once as well, counted by the service for the same filters.
    const bodies = (
      await sandboxListings(harness, {
        'vehicle.make': make,
        'vehicle.model': `${first.value},${second.value}`,
        includes: 'facets',
        limit: '1',
      })
    ).facets!['vehicle.bodyStyle']!;
    const chips = page.getByRole('group', { name: 'Active filters' });
    if (bodies.length >= 2) {
      const [bodyA, bodyB] = bodies as [FacetBucket, FacetBucket];
      await facetOption(page, 'Body style', bodyA.value, bodyA.count).check();
      await expect(summary(page)).toContainText(matches(bodyA.count));
      await facetOption(page, 'Body style', bodyB.value, bodyB.count).check();
      await expect(summary(page)).toContainText(matches(bodyA.count + bodyB.count));
      await chips.getByRole('button', { name: `Remove filter: Body style ${bodyA.value}` }).click();
      await expect(summary(page)).toContainText(matches(bodyB.count));
      await chips.getByRole('button', { name: `Remove filter: Body style ${bodyB.value}` }).click();
      await expect(summary(page)).toContainText(matches(first.count + second.count));
    }

    await expect(chips.getByRole('button', { name: `Remove filter: Make ${make}` })).toBeVisible();
    await expect(chips.getByRole('button', { name: `Remove filter: Model ${first.value}` })).toBeVisible();
    await settle(page);
    await expectNoSeriousA11yViolations(page, 'search with two models');
    for (const scheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: scheme });
      for (const width of [1024, 1280, 1920]) {
        await page.setViewportSize({ width, height: 900 });
        await shot(page, `search-filters-chips-${width}-${scheme}`);
        // Nothing scrolls sideways, chips included.
        expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      }
    }
    await expectNoSeriousA11yViolations(page, 'search with two models, dark');
    await page.emulateMedia({ colorScheme: 'light' });

    await chips.getByRole('button', { name: `Remove filter: Model ${first.value}` }).click();
    await expect(summary(page)).toContainText(matches(second.count));
    await expect(facetOption(page, 'Model', first.value)).not.toBeChecked();

    const everything = await sandboxListings(harness, { includes: 'total', limit: '1' });
    await chips.getByRole('button', { name: 'Clear all' }).click();
    await expect(summary(page)).toContainText(matches(everything.total));
    await expect(chips).toHaveCount(0);
    await expect(page).toHaveURL(/#\/search$/);
  });

  test('ZIP 00000 and an unknown ZIP are refused in words before any request', async ({ page, harness }) => {
    await harness.open('#/search');
    await harness.dismissNotices();
    const zipField = page.getByRole('form', { name: 'Filters' }).getByLabel('ZIP code');
    for (const zip of ['00000', '99999']) {
      await zipField.fill(zip);
      await expect(page.getByRole('form', { name: 'Filters' })).toContainText(`${zip} is not a U.S. ZIP code`);
      await expect(zipField).toHaveAttribute('aria-invalid', 'true');
    }
    await page.setViewportSize({ width: 1024, height: 768 });
    await page.getByText('99999 is not a U.S. ZIP code').scrollIntoViewIfNeeded();
    await shot(page, 'search-filters-zip-refused-1024-light');
    // The radius beside it shows its whole label ("50 miles"), not a cut one.
    const within = page.getByRole('form', { name: 'Filters' }).getByLabel('Within');
    await within.selectOption('500');
    const [selectBox, zipBox] = [await within.boundingBox(), await zipField.boundingBox()];
    // Native selects do not expose their text width: measure the label in the page's font.
    const labelWidth = await within.evaluate((select: HTMLSelectElement) => {
      const probe = document.createElement('span');
      probe.textContent = select.selectedOptions[0]!.textContent;
      probe.style.font = getComputedStyle(select).font;
      document.body.append(probe);
      const width = probe.getBoundingClientRect().width;
      probe.remove();
      return width;
    });
    // Text plus the select's padding and arrow (about 40 px) fits inside it.
    expect(labelWidth + 40).toBeLessThanOrEqual(selectBox!.width);
    expect(zipBox!.width).toBeGreaterThan(0);
    await within.selectOption('50');
    const sent = harness.ipcCalls.filter((call) => JSON.stringify(call.input ?? null).includes('"zip":"'));
    expect(sent).toEqual([]);
    await expect(page).not.toHaveURL(/zip=/);
    // A real ZIP clears the message and searches.
    await zipField.fill('75201');
    await expect(page).toHaveURL(/zip=75201/);
    await expect(page.getByRole('form', { name: 'Filters' })).not.toContainText('is not a U.S. ZIP code');
    await expectNoSeriousA11yViolations(page, 'search with a refused ZIP');
  });

  test('the dealership ZIP is a fresh search’s ZIP', async ({ page, harness }) => {
    // Set in Settings as a person sets it, so the window holds the ZIP before Search opens (set
    // behind the window's back, a search could start before main's change event arrived).
    await harness.open('#/settings');
    await harness.dismissNotices();
    await page.getByLabel('Dealership ZIP').fill('60601');
    const save = page.getByRole('button', { name: 'Save settings' });
    await save.click();
    await expect(save).toBeDisabled();
    await harness.open('#/search');
    await harness.dismissNotices();
    const expected = await sandboxListings(harness, { zip: '60601', distance: '50', includes: 'total', limit: '1' });
    await expect(page.getByRole('form', { name: 'Filters' }).getByLabel('ZIP code')).toHaveValue('60601');
    await expect(
      page.getByRole('group', { name: 'Active filters' }).getByRole('button', { name: /^Remove filter: Near 60601/ }),
    ).toBeVisible();
    await expect(summary(page)).toContainText(matches(expected.total));
    // No search went out without the ZIP first. The screen's search has no make; a row's own
    // page prefetched on hover (Scale) asks for its model's listings, which are not this search.
    const searches = harness.ipcCalls.filter(
      (call) => call.channel === 'listings.search' && !JSON.stringify(call.input).includes('"vehicle.make"'),
    );
    expect(searches.length).toBeGreaterThan(0);
    const zipless = searches.filter(
      (call) => !JSON.stringify(call.input).includes('"zip":"60601"') && JSON.stringify(call.input).includes('"total"'),
    );
    expect(zipless).toEqual([]);
  });

  test('the sidebar’s Search returns to the current search; Back and Forward still work', async ({ page, harness }) => {
    const facets = (await sandboxListings(harness, { includes: 'facets', limit: '1' })).facets!;
    const make = facets['vehicle.make']![0]!;
    await harness.open('#/search');
    await harness.dismissNotices();
    await facetOption(page, 'Make', make.value, make.count).check();
    await expect(summary(page)).toContainText(matches(make.count));
    const searchUrl = page.url();

    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('link', { name: 'Lot', exact: true }).click();
    await expect(page).toHaveURL(/#\/lot$/);
    await nav.getByRole('link', { name: 'Search' }).click();
    await expect(page).toHaveURL(searchUrl);
    await expect(facetOption(page, 'Make', make.value)).toBeChecked();
    await expect(summary(page)).toContainText(matches(make.count));

    await page.goBack();
    await expect(page).toHaveURL(/#\/lot$/);
    await page.goForward();
    await expect(page).toHaveURL(searchUrl);
    await expect(facetOption(page, 'Make', make.value)).toBeChecked();
  });

  test('sort by distance lists the nearest first and says what it sorted', async ({ page, harness }) => {
    const zip = '75201';
    const all = await sandboxListings(harness, { zip, distance: '250', includes: 'total', limit: '500' });
    expect(all.total).toBeGreaterThan(5);
    expect(all.total).toBeLessThanOrEqual(500);
    const center = zipcodes.lookup(zip)!;
    const rad = Math.PI / 180;
    const nearest = all.data
      .map((row) => {
        // Latitude is the positive number of a U.S. location, whichever order the service sends.
        const [a, b] = row.location!;
        const [lat, lon] = a > 0 ? [a, b] : [b, a];
        const h =
          Math.sin(((lat - center.latitude) * rad) / 2) ** 2 +
          Math.cos(center.latitude * rad) * Math.cos(lat * rad) * Math.sin(((lon - center.longitude) * rad) / 2) ** 2;
        return { vin: row.vin, miles: 2 * 3958.8 * Math.asin(Math.sqrt(h)) };
      })
      .sort((x, y) => x.miles - y.miles || (x.vin < y.vin ? -1 : 1));

    await harness.open(`#/search?zip=${zip}&distance=250&limit=20`);
    await harness.dismissNotices();
    const sort = page.getByLabel('Sort by');
    await sort.selectOption({ label: 'Nearest first' });
    await expect(page).toHaveURL(/sort=distance/);
    await expect(page.getByRole('status').filter({ hasText: `Nearest to ${zip} first` })).toContainText(
      `all ${countText(all.total)} matches sorted by distance`,
    );
    const results = page.getByRole('region', { name: 'Results' });
    const vins = async () =>
      (
        await results
          .locator('a[href^="#/vehicle/"]')
          .evaluateAll((links) => links.map((link) => link.getAttribute('href')))
      )
        .map((href) => href!.replace('#/vehicle/', ''))
        .filter((vin, index, list) => list.indexOf(vin) === index);
    // The list may draw only the rows in view: those shown are the nearest, in order.
    await expect
      .poll(async () => {
        const shownVins = await vins();
        return (
          shownVins.length > 0 &&
          shownVins.join() ===
            nearest
              .slice(0, shownVins.length)
              .map((row) => row.vin)
              .join()
        );
      })
      .toBe(true);
    const shown = ((await results.textContent()) ?? '')
      .match(/[\d,]+ mi away/g)!
      .map((text) => Number(text.replace(/[^\d]/g, '')));
    expect(shown.length).toBeGreaterThan(0);
    for (let index = 1; index < shown.length; index++) expect(shown[index]!).toBeGreaterThanOrEqual(shown[index - 1]!);
    await expectNoSeriousA11yViolations(page, 'search sorted by distance');
    await page.setViewportSize({ width: 1280, height: 900 });
    await shot(page, 'search-filters-distance-1280-light');

    // Page 2 continues the same order; the page count is that of the sorted matches.
    const pager = page.getByRole('navigation', { name: 'Pages' });
    await pager.getByRole('button', { name: 'Next' }).click();
    await expect(pager).toContainText(`Page 2 of ${Math.ceil(all.total / 20)}`);
    await expect.poll(async () => (await vins())[0]).toBe(nearest[20]!.vin);
  });
});
