import { join } from 'node:path';
import type { Page } from '@playwright/test';
import type { SandboxSamples } from '../sandbox/start-sandbox';
import { expectNoSeriousA11yViolations } from './harness/checks';
import { expect, settle, test, type Harness } from './harness/fixtures';

const SHOTS = join(process.env.VINDESK_E2E_ARTIFACTS ?? 'test-results/artifacts', 'shots');
async function shot(page: Page, name: string): Promise<void> {
  await settle(page);
  await page.screenshot({ path: join(SHOTS, `${name}.png`), animations: 'disabled' });
}

// Compare shows each vehicle's trim and an open-recall flag (never green
// when a recall is open, severity first), and a model name such as "CR-V" never breaks at its hyphen.

interface SandboxListing {
  vin: string;
  vehicle: { year: number; make: string; model: string; trim?: string };
}

async function sandboxGet<T>(harness: Harness, path: string): Promise<T> {
  const response = await fetch(`${harness.ctx.sandboxUrl}${path}`, { headers: { Authorization: 'Bearer demo-scale' } });
  expect(response.status, path).toBe(200);
  return (await response.json()) as T;
}

const listingOf = async (harness: Harness, vin: string) =>
  (await sandboxGet<{ data: SandboxListing }>(harness, `/listings/${vin}`)).data;

test('compare shows trim and open recalls, and keeps "CR-V" whole at 1024 px', async ({ page, harness }) => {
  await page.setViewportSize({ width: 1024, height: 768 });
  const samples = (await (await fetch(`${harness.ctx.sandboxUrl}/_sandbox/samples`)).json()) as SandboxSamples;
  const crv = (await sandboxGet<{ data: SandboxListing[] }>(harness, '/listings?vehicle.model=CR-V&limit=1')).data[0];
  expect(crv, 'the demo data lists a CR-V').toBeDefined();
  // The sandbox's own answers say which VINs have open recalls: the expectation comes from there.
  const open = await sandboxGet<{ openRecalls: number }>(harness, `/openrecalls/${samples.parkIt}`);
  const none = await sandboxGet<{ openRecalls: number }>(harness, `/openrecalls/${samples.noRecalls}`);
  expect(open.openRecalls).toBeGreaterThan(0);
  expect(none.openRecalls).toBe(0);
  const picked = [crv!.vin, samples.parkIt, samples.noRecalls];
  const more = (await sandboxGet<{ data: SandboxListing[] }>(harness, '/listings?limit=10')).data;
  const vins = [...picked, more.find((listing) => !picked.includes(listing.vin))!.vin];
  const listings = await Promise.all(vins.map((vin) => listingOf(harness, vin)));

  await harness.open();
  await page.evaluate(
    (list) => localStorage.setItem('vindesk.compare', JSON.stringify({ state: { vins: list }, version: 0 })),
    vins,
  );
  // A new window reads the kept list.
  await page.reload();
  await harness.open('#/compare');
  await harness.dismissNotices();
  const table = page.getByRole('table', { name: 'Vehicles compared' });
  await expect(table.locator('thead th')).toHaveCount(5);

  // Trim, per vehicle, as the service lists it.
  const trimRow = table.getByRole('row', { name: /^Trim/ });
  for (const listing of listings) if (listing.vehicle.trim) await expect(trimRow).toContainText(listing.vehicle.trim);

  // The open-recall flag: a count in a non-green badge where one is open, "None open" where none is.
  const recallCells = table.getByRole('row', { name: /^Open recalls/ }).locator('td');
  // The sample's open recall says not to drive it: that comes first, then the count.
  await expect(recallCells.nth(1)).toHaveText(`Do not drive · ${open.openRecalls} open`);
  await expect(recallCells.nth(2)).toHaveText('None open');
  const [red, green, blue] = await recallCells
    .nth(1)
    .locator('.badge')
    .evaluate((badge) => (getComputedStyle(badge).color.match(/\d+(\.\d+)?/g) ?? []).map(Number));
  expect(green!, `the open-recall flag is not green (rgb ${red}, ${green}, ${blue})`).toBeLessThan(
    Math.max(red!, blue!),
  );

  // "CR-V" sits on one line, and the header holds its name without spilling over.
  const header = table.locator('thead th').nth(1);
  await expect(header.getByRole('link')).toContainText('CR-V');
  await settle(page);
  const model = header.locator('.compare-table__name-part', { hasText: 'CR-V' });
  const { height, lineHeight } = await model.evaluate((node) => ({
    height: node.getBoundingClientRect().height,
    lineHeight: Number.parseFloat(getComputedStyle(node).lineHeight),
  }));
  expect(height).toBeLessThan(lineHeight * 1.5);
  for (let index = 1; index <= 4; index++) {
    const th = table.locator('thead th').nth(index);
    const fits = await th.evaluate((node) => node.scrollWidth <= node.clientWidth + 1);
    expect(fits, `header ${index} fits its column`).toBe(true);
  }

  await expectNoSeriousA11yViolations(page, 'compare with trim and recalls');
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    for (const width of [1024, 1280, 1920]) {
      await page.setViewportSize({ width, height: 900 });
      await shot(page, `compare-trim-recalls-${width}-${scheme}`);
    }
  }
  await expectNoSeriousA11yViolations(page, 'compare in the dark theme');
});
