import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { Locator, Page } from '@playwright/test';
import type { SandboxSamples } from '../sandbox/start-sandbox';
import { SCREENSHOT_DIR } from './harness/checks';
import { openDeal } from './harness/deal-form';
import { expect, settle, test, type Harness } from './harness/fixtures';
import { pdfText } from './harness/pdf-text';
import { sandboxJson, sandboxListings } from './harness/sandbox-fetch';

// The pictures the README and the closing notes show: search facets, the results
// table at 1024 px, taxes and fees, the five-year cost, and the VIN report as printed.
// Each shot first checks that the screen shows what the picture claims, with the values the
// demo sandbox gives when asked directly (harness/sandbox-fetch.ts), not through the app.

const countText = (value: number) => new Intl.NumberFormat('en-US').format(value);
const usd = (value: number) => new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(value);
const matches = (total: number) => `${countText(total)} ${total === 1 ? 'listing matches' : 'listings match'}`;

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
    const toyotas = await sandboxListings(harness, { 'vehicle.make': 'Toyota', includes: 'total', limit: '1' });
    expect(toyotas.total).toBeGreaterThan(0);
    await harness.open('#/search?vehicle.make=Toyota');
    await harness.dismissNotices();
    await expect(page.getByRole('heading', { level: 1 }).locator('..')).toContainText(matches(toyotas.total));
    await expect(page.getByRole('checkbox', { name: /Toyota/ })).toBeChecked();
    await shoot(page, 'search-facets-1280');
  });

  test('the results table at 1024 × 768', async ({ page, harness }) => {
    await page.setViewportSize({ width: 1024, height: 768 });
    const everything = await sandboxListings(harness, { includes: 'total', limit: '1' });
    await harness.open('#/search');
    await harness.dismissNotices();
    await expect(page.getByRole('heading', { level: 1 }).locator('..')).toContainText(matches(everything.total));
    // The first row drawn is the service's first listing for the same (unfiltered) search.
    await expect(page.locator('.results__item .result__meta .mono').first()).toHaveText(everything.data[0]!.vin);
    await shoot(page, 'search-table-1024');
  });

  test('taxes and fees, and the five-year cost, for a priced vehicle', async ({ page, harness }) => {
    await page.setViewportSize({ width: 1280, height: 1000 });
    const { priced } = await samplesOf(harness);
    // Finance prices for the dealership ZIP or the one typed; the demo has no dealership ZIP set.
    await openDeal(page, harness, priced, {
      salePrice: '31500',
      zip: '30301',
      downPayment: '3000',
      tradeIn: '2500',
      docFee: '85',
      term: '72',
    });
    const expected = await sandboxJson<{ paymentsData: { totalTaxesAndFees: number } }>(
      harness,
      `/payments/${priced}?price=31500&zip=30301&docFee=85&downPayment=3000&tradeIn=2500&loanTerm=72`,
    );
    // The service's total leaves the dealer's $85 doc fee out; the card's total holds it.
    const total = (Math.round(expected.paymentsData.totalTaxesAndFees * 100) + 85_00) / 100;
    const taxes = page.getByRole('region', { name: 'Taxes and fees' });
    await expect(taxes.getByRole('table').locator('tfoot')).toContainText(usd(total));
    await shoot(taxes, 'finance-taxes-and-fees');
    const tco = page.getByRole('region', { name: 'Five-year cost of ownership' });
    await expect(tco.getByRole('table')).toBeVisible();
    // By hand: 31,500 − 3,000 down − 2,500 trade-in = 26,000 financed, over the 72 months chosen.
    const assumptions = tco.locator('.tco-assumptions');
    await expect(assumptions).toContainText('ZIP code 30301');
    await expect(assumptions).toContainText('$26,000.00 financed at');
    await expect(assumptions).toContainText('for 72 months');
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
