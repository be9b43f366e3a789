import type { Page } from '@playwright/test';
import { expectNoSeriousA11yViolations, screenshot } from './harness/checks';
import { expect, settle, test, type Harness } from './harness/fixtures';

// A VIN page's panels all show their data, and a revisit within ten minutes
// paints from this window's cache, saying how old that copy is. Timing lives in
// `npm run bench` (bench/vin-page-bench.ts); this checks what a person sees.

/** Two VINs the sandbox lists for sale, asked of the sandbox itself with the Scale demo key. */
async function listedVins(harness: Harness): Promise<[string, string]> {
  const response = await fetch(`${harness.ctx.sandboxUrl}/listings?limit=2`, {
    headers: { Authorization: 'Bearer demo-scale' },
  });
  const { data } = (await response.json()) as { data: { vin: string }[] };
  expect(data.length).toBe(2);
  return [data[0]!.vin, data[1]!.vin];
}

async function lookUp(page: Page, vin: string): Promise<void> {
  await page.keyboard.press('Control+K');
  const field = page.getByRole('dialog', { name: /Look up a vehicle/ }).getByLabel('VIN or license plate');
  await field.fill(vin);
  await field.press('Enter');
  await expect(page.locator('.vehicle-header [aria-label="VIN"]')).toHaveText(vin);
}

/** Every panel shows its data: no skeleton, no busy region, each panel's own content. */
async function expectEveryPanelPainted(page: Page): Promise<void> {
  const screen = page.locator('.vehicle-screen');
  await expect(screen.locator('[aria-busy="true"]')).toHaveCount(0);
  await expect(page.locator('.vehicle-header__price')).toHaveText(/^\$[\d,]+$|^Call for price$/);
  await expect(page.locator('.vehicle-header')).not.toContainText('Rating…');
  const region = (name: string) => page.getByRole('region', { name, exact: true });
  await expect(region('Photos').locator('img').first()).toHaveAttribute('src', /^data:image\/webp;base64,/);
  await expect(region('Recalls')).toContainText(/open recall|No open recalls/);
  await expect(region('Decode')).toContainText('Manufacturer code (WMI)');
  await expect(region('Build sheet')).toContainText(/Options \(\d+\)/);
  await expect(region('Specifications')).toContainText('Base MSRP');
  await expect(region('Market position')).toContainText(/Median asking price|No comparable priced listings/);
}

test.describe('VIN page from cache', () => {
  test('a revisit paints every panel from cache, calls nothing for it, and says how old the copy is', async ({
    page,
    harness,
  }) => {
    const [first, second] = await listedVins(harness);
    // The page's clock, moved forward by hand below to make the copy three minutes old.
    await page.clock.install();
    await harness.open('#/vehicle');
    await harness.dismissNotices();

    await lookUp(page, first);
    await expectEveryPanelPainted(page);
    // A first visit shows fresh answers: no age note.
    await expect(page.getByText(/^Saved /)).toHaveCount(0);

    // What a person opened on one VIN's page is not open on the next VIN's, which reuses the page.
    const allFeatures = page.getByRole('region', { name: 'Specifications', exact: true }).locator('details');
    await allFeatures.locator('summary').click();
    await expect(allFeatures).toHaveAttribute('open', '');
    await expect(allFeatures.locator('table').first()).toBeVisible();

    await lookUp(page, second);
    await expectEveryPanelPainted(page);
    await expect(allFeatures).not.toHaveAttribute('open');
    await expect(allFeatures.locator('table')).toHaveCount(0);

    await page.clock.fastForward('03:00');
    const before = harness.ipcCalls.length;
    await lookUp(page, first);
    await expectEveryPanelPainted(page);
    // 3 minutes: the time moved forward above, by hand.
    const note = page.getByText('Saved 3 minutes ago', { exact: true });
    await expect(note).toBeVisible();
    // From this window's cache: not one request about this VIN went to main.
    const aboutFirst = harness.ipcCalls
      .slice(before)
      .filter((call) => JSON.stringify(call.input ?? null).includes(first))
      .map((call) => call.channel);
    expect(aboutFirst).toEqual([]);

    await settle(page);
    await screenshot(page, 'vehicle-revisit-age-note');
    await expectNoSeriousA11yViolations(page, 'vehicle page revisited from cache');
  });
});
