import { existsSync } from 'node:fs';
import type { Page } from '@playwright/test';
import type { SandboxSamples } from '../sandbox/start-sandbox';
import { expectNoSeriousA11yViolations, screenshot } from './harness/checks';
import { expect, settle, test, type Harness } from './harness/fixtures';
import { pdfText } from './harness/pdf-text';

async function samplesOf(harness: Harness): Promise<SandboxSamples> {
  return (await (await fetch(`${harness.ctx.sandboxUrl}/_sandbox/samples`)).json()) as SandboxSamples;
}

/** Asks the sandbox itself, with the Scale demo key, for a VIN's retail photo URLs. */
async function photosOf(harness: Harness, vin: string): Promise<string[]> {
  const response = await fetch(`${harness.ctx.sandboxUrl}/photos/${vin}`, {
    headers: { Authorization: 'Bearer demo-scale' },
  });
  return ((await response.json()) as { data: { retail: string[] } }).data.retail;
}

interface OpenRecallDates {
  reportReceivedDate: string;
  expectedRemediationDate?: string | null;
}

/** Asks the sandbox itself, with the Scale demo key, what a VIN's open recalls are. */
async function openRecallsOf(harness: Harness, vin: string): Promise<{ openRecalls: number; data: OpenRecallDates[] }> {
  const response = await fetch(`${harness.ctx.sandboxUrl}/openrecalls/${vin}`, {
    headers: { Authorization: 'Bearer demo-scale' },
  });
  return (await response.json()) as { openRecalls: number; data: OpenRecallDates[] };
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** "13/08/2026" or "2026-08-13" as a person reads it on the card: "Aug 13, 2026". */
function asShown(date: string): string {
  const [year, month, day] = date.includes('/') ? date.split('/').reverse() : date.split('-');
  return `${MONTHS[Number(month) - 1]} ${Number(day)}, ${year}`;
}

async function usePlan(page: Page, harness: Harness, plan: 'starter' | 'growth' | 'scale') {
  const result = await harness.ctx.router.dispatch(
    'settings.update',
    { input: { plan } },
    { url: page.url(), isMainFrame: true },
  );
  expect(result.ok).toBe(true);
}

/** Asks the sandbox for a VIN's open recalls, with the Scale demo key. */
async function openRecallListOf(harness: Harness, vin: string): Promise<{ recallStatus?: string }[]> {
  const response = await fetch(`${harness.ctx.sandboxUrl}/openrecalls/${vin}`, {
    headers: { Authorization: 'Bearer demo-scale' },
  });
  return ((await response.json()) as { data: { recallStatus?: string }[] }).data;
}

/** Green as a person sees it: the green channel clearly above red and blue. */
function isGreen(color: string): boolean {
  const [r = 0, g = 0, b = 0] = (color.match(/\d+(\.\d+)?/g) ?? []).map(Number);
  return g > r + 30 && g > b + 10;
}

test.describe('VIN detail', () => {
  test('a park-it VIN shows the DO NOT DRIVE banner and the open-recall count', async ({ page, harness }) => {
    const samples = await samplesOf(harness);
    const expected = await openRecallsOf(harness, samples.parkIt);
    expect(expected.openRecalls).toBeGreaterThan(0);
    await harness.open(`#/vehicle/${samples.parkIt}`);
    await harness.dismissNotices();

    const banner = page.getByRole('alert').filter({ hasText: 'DO NOT DRIVE' });
    await expect(banner).toBeVisible();
    const count = expected.openRecalls === 1 ? '1 open recall' : `${expected.openRecalls} open recalls`;
    await expect(page.locator('.vehicle-header')).toContainText(count);
    const recalls = page.getByRole('region', { name: 'Recalls' });
    await expect(recalls.getByRole('heading', { name: count })).toBeVisible();
    await expect(recalls.getByText('Do not drive').first()).toBeVisible();

    await settle(page);
    await screenshot(page, 'vehicle-park-it');
    // The regulator's text is folded away and opens on demand.
    await recalls.locator('.recall summary').first().click();
    await expect(recalls.getByText('Summary').first()).toBeVisible();
    await screenshot(page, 'vehicle-park-it-recall-open');
    // Both dates on a card read alike, whichever way the service wrote them.
    for (const recall of expected.data) {
      await expect(recalls).toContainText(`Reported ${asShown(recall.reportReceivedDate)}`);
      if (recall.expectedRemediationDate) {
        await expect(recalls).toContainText(`Remedy expected ${asShown(recall.expectedRemediationDate)}`);
      }
    }
    await expect(recalls).not.toContainText(/\d{4}-\d{2}-\d{2}/);
    await expectNoSeriousA11yViolations(page, 'park-it vehicle');
  });

  test('a VIN with no recalls says so plainly, and photos open in a lightbox', async ({ page, harness }) => {
    const samples = await samplesOf(harness);
    expect((await openRecallsOf(harness, samples.noRecalls)).openRecalls).toBe(0);
    await harness.open(`#/vehicle/${samples.noRecalls}`);
    await harness.dismissNotices();
    await expect(page.getByRole('region', { name: 'Recalls' })).toContainText('No open recalls');
    await expect(page.getByRole('alert').filter({ hasText: 'DO NOT DRIVE' })).toHaveCount(0);

    // How many photos the sandbox itself has for this VIN: the lightbox must count the same.
    const photoCount = (await photosOf(harness, samples.noRecalls)).length;
    expect(photoCount, 'the no-recalls sample needs two photos to page through').toBeGreaterThanOrEqual(2);
    const photos = page.getByRole('region', { name: 'Photos' });
    const primary = photos.getByRole('button', { name: `Open photo 1 of ${photoCount}` });
    await expect(primary).toBeVisible();
    await expect(photos.locator('img').first()).toHaveAttribute('src', /^data:image\/webp;base64,/);
    await primary.click();
    const dialog = page.getByRole('dialog', { name: /^Photos of / });
    await expect(dialog).toContainText(`Photo 1 of ${photoCount}`);
    await page.keyboard.press('ArrowRight');
    await expect(dialog).toContainText(`Photo 2 of ${photoCount}`);
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await settle(page);
    await screenshot(page, 'vehicle-no-recalls');
    await expectNoSeriousA11yViolations(page, 'vehicle without recalls');
  });

  test('a VIN without photos shows the No photos state', async ({ page, harness }) => {
    const samples = await samplesOf(harness);
    await harness.open(`#/vehicle/${samples.noPhotos}`);
    await harness.dismissNotices();
    await expect(page.getByRole('region', { name: 'Photos' })).toContainText('No photos');
    await expectNoSeriousA11yViolations(page, 'vehicle without photos');
  });

  test('on the Starter plan, build, specs and recalls show locks naming their plans', async ({ page, harness }) => {
    const samples = await samplesOf(harness);
    // Not the search screen: its requests, paced to Starter's 4.5 a second, would queue ahead of the page's.
    await harness.open('#/settings');
    await usePlan(page, harness, 'starter');
    await harness.open(`#/vehicle/${samples.parkIt}`);
    await harness.dismissNotices();
    await expect(page.getByRole('heading', { name: 'The build sheet needs the Scale plan' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Specifications needs the Growth plan' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Recalls needs the Growth plan' })).toBeVisible();
    // Never silent: the page says in words that no recall was checked, and which plan checks them.
    await expect(
      page.getByText('Recall status was not checked: recalls need the Growth plan', { exact: true }),
    ).toBeVisible();
    await expect(page.locator('.vehicle-header')).toContainText('Recalls not checked');
    await expect(page.locator('.vehicle-header')).not.toContainText('No open recalls');
    // Locked panels never call their endpoints.
    const channels = harness.ipcCalls.map((call) => call.channel);
    for (const locked of ['vehicle.build', 'vehicle.specs', 'vehicle.recalls', 'vehicle.openRecalls'])
      expect(channels).not.toContain(locked);
    await settle(page);
    await screenshot(page, 'vehicle-starter-locks');
    await expectNoSeriousA11yViolations(page, 'vehicle on Starter');
  });

  test('an invalid VIN in the command bar is refused, with the rule, before any request', async ({ page, harness }) => {
    await harness.open('#/vehicle');
    const before = harness.ipcCalls.length;
    await page.keyboard.press('Control+K');
    const field = page
      .getByRole('dialog')
      .getByRole('combobox')
      .or(page.getByRole('dialog').getByRole('textbox'))
      .first();
    await field.fill('1HGCM82633A00435O');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('dialog')).toContainText(/I, O (and|or) Q/);
    expect(
      harness.ipcCalls
        .slice(before)
        .filter((call) => call.channel.startsWith('vehicle.') || call.channel.startsWith('listings.')),
    ).toEqual([]);
  });

  test('an unlisted but decodable VIN shows its decode and that it is not listed', async ({ page, harness }) => {
    const samples = await samplesOf(harness);
    await harness.open(`#/vehicle/${samples.unlistedDecodable}`);
    await harness.dismissNotices();
    await expect(page.getByText('No dealer lists this VIN for sale right now.')).toBeVisible();
    const decode = page.getByRole('region', { name: 'Decode' });
    await expect(decode.locator('dt', { hasText: /^Check digit$/ }).first()).toBeVisible();
    await expect(decode.getByText('Valid', { exact: true })).toBeVisible();
    await expect(decode.locator('dt', { hasText: /^Make$/ }).locator('+ dd')).not.toHaveText(/Not stated|—/);
    await screenshot(page, 'vehicle-unlisted');
    await expectNoSeriousA11yViolations(page, 'unlisted vehicle');
  });

  test('the VIN report is saved as a one-page PDF with the VIN on it', async ({ page, harness }) => {
    const samples = await samplesOf(harness);
    await harness.open(`#/vehicle/${samples.priced}`);
    await harness.dismissNotices();
    await expect(page.getByRole('region', { name: 'Decode' }).getByText('Valid', { exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Save VIN report (PDF)' }).click();
    await expect(page.getByText('VIN report saved')).toBeVisible({ timeout: 20_000 });
    const path = `${harness.exportDir}/VIN report ${samples.priced}.pdf`;
    expect(existsSync(path)).toBe(true);
    const { text, pages } = await pdfText(path);
    expect(pages).toBe(1);
    expect(text).toContain(samples.priced);
    expect(text).toContain('Recalls');
  });

  test('an open recall is never green, even when its status says a remedy is available', async ({ page, harness }) => {
    const samples = await samplesOf(harness);
    const candidates = [samples.parkIt, samples.parkOutside, samples.overTheAir, ...samples.recallSweep];
    let vin: string | undefined;
    for (const candidate of candidates) {
      const list = await openRecallListOf(harness, candidate);
      if (list.some((recall) => recall.recallStatus === 'Remedy Available')) {
        vin = candidate;
        break;
      }
    }
    expect(vin, 'a sample VIN with an open recall whose status is Remedy Available').toBeDefined();
    await harness.open(`#/vehicle/${vin}`);
    await harness.dismissNotices();
    const recalls = page.getByRole('region', { name: 'Recalls' });
    const status = recalls.locator('.recall').getByText('Remedy Available', { exact: true }).first();
    await expect(status).toBeVisible();
    const seen = await status.evaluate((node) => ({
      background: getComputedStyle(node).backgroundColor,
      color: getComputedStyle(node).color,
    }));
    expect(isGreen(seen.color), seen.color).toBe(false);
    expect(isGreen(seen.background), seen.background).toBe(false);
    // And it says which service checked it.
    await expect(recalls.getByText(/^Demo data, checked /)).toBeVisible();
    await recalls.scrollIntoViewIfNeeded();
    await screenshot(page, 'vehicle-open-recall-remedy-available');
  });

  test('spec rows are compact: one line of a spec table is at most 30 px high', async ({ page, harness }) => {
    const samples = await samplesOf(harness);
    await harness.open(`#/vehicle/${samples.priced}`);
    await harness.dismissNotices();
    const specs = page.getByRole('region', { name: 'Specifications' });
    const firstTable = specs.getByRole('table').first();
    await expect(firstTable).toBeVisible();
    const heights = await firstTable
      .getByRole('row')
      .evaluateAll((rows) => rows.map((row) => row.getBoundingClientRect().height));
    expect(heights.length).toBeGreaterThan(1);
    // Rows of one line of text; a wrapped value may make a single row taller.
    const sorted = [...heights].sort((a, b) => a - b);
    expect(sorted[Math.floor(sorted.length / 2)]!).toBeLessThanOrEqual(30);
    // US English on the build sheet and specs.
    await expect(page.getByText(/colour/i)).toHaveCount(0);
  });
});
