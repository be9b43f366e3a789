import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { Locator, Page } from '@playwright/test';
import type { SandboxSamples } from '../sandbox/start-sandbox';
import { SCREENSHOT_DIR } from './harness/checks';
import { expect, settle, test, type Harness } from './harness/fixtures';
import { pdfText } from './harness/pdf-text';

// The pictures the README and the closing notes show: search facets, the results
// table at 1024 px, taxes and fees, the five-year cost, and the VIN report as printed.
// Each shot first checks that the screen shows what the picture claims.

async function samplesOf(harness: Harness): Promise<SandboxSamples> {
  return (await (await fetch(`${harness.ctx.sandboxUrl}/_sandbox/samples`)).json()) as SandboxSamples;
}

async function shoot(target: Page | Locator, name: string): Promise<void> {
  await mkdir(SCREENSHOT_DIR, { recursive: true });
  const page = 'page' in target ? target.page() : target;
  await settle(page);
  await target.screenshot({ path: join(SCREENSHOT_DIR, `${name}.png`), animations: 'disabled' });
}

test.describe('screenshots of the screens people use all day', () => {
  test('search with facets at 1280 px', async ({ page, harness }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await harness.open('#/search?vehicle.make=Toyota');
    await harness.dismissNotices();
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Search');
    await expect(page.getByRole('main')).toContainText('Toyota');
    await shoot(page, 'search-facets-1280');
  });

  test('the results table at 1024 × 768', async ({ page, harness }) => {
    await page.setViewportSize({ width: 1024, height: 768 });
    await harness.open('#/search');
    await harness.dismissNotices();
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Search');
    await expect(page.getByRole('main')).toContainText(/\d/);
    await shoot(page, 'search-table-1024');
  });

  test('taxes and fees, and the five-year cost, for a priced vehicle', async ({ page, harness }) => {
    await page.setViewportSize({ width: 1280, height: 1000 });
    const { priced } = await samplesOf(harness);
    await harness.open(`#/finance/${priced}`);
    await harness.dismissNotices();
    // Finance prices for the dealership ZIP or the one typed; the demo has no dealership ZIP set.
    await page.getByRole('region', { name: 'Deal' }).getByLabel('ZIP code').fill('30301');
    const taxes = page.getByRole('region', { name: 'Taxes and fees' });
    await expect(taxes).toContainText('$');
    await shoot(taxes, 'finance-taxes-and-fees');
    const tco = page.getByRole('region', { name: 'Five-year cost of ownership' });
    await expect(tco.getByRole('table')).toBeVisible();
    await shoot(tco, 'finance-five-year-cost');
  });

  test('the VIN report as printed', async ({ page, harness }) => {
    const { priced } = await samplesOf(harness);
    await harness.open(`#/vehicle/${priced}`);
    await harness.dismissNotices();
    await expect(page.getByRole('main')).toContainText(priced);
    await settle(page);
    const pdfPath = join(harness.exportDir, 'vin-report-shot.pdf');
    await mkdir(harness.exportDir, { recursive: true });
    await page.pdf({ path: pdfPath, format: 'Letter', printBackground: true });
    const { pages } = await pdfText(pdfPath);
    test.info().annotations.push({ type: 'VIN report pages', description: String(pages) });
    // Letter at 96 dpi is 816 px wide; the full-page shot shows how tall the report runs.
    await page.setViewportSize({ width: 816, height: 1056 });
    await page.emulateMedia({ media: 'print' });
    await settle(page);
    await mkdir(SCREENSHOT_DIR, { recursive: true });
    await page.screenshot({ path: join(SCREENSHOT_DIR, 'vin-report-print.png'), fullPage: true });
    expect(pages).toBeGreaterThan(0);
  });
});
