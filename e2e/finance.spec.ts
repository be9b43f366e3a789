import { existsSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expectNoSeriousA11yViolations, screenshot } from './harness/checks';
import { openDeal } from './harness/deal-form';
import { expect, settle, test } from './harness/fixtures';
import { pdfText } from './harness/pdf-text';
import { sandboxJson, sandboxSamples } from './harness/sandbox-fetch';

const cents = (value: number) => new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(value);

/**
 * Fires every timer the page set for the next second (the 450 ms quote debounce among them), then
 * makes one round trip to the page: a request the debounce started reached the harness before it.
 */
async function runOutDebounce(page: Page): Promise<void> {
  await page.clock.runFor(1_000);
  await page.evaluate(() => new Promise<void>((resolve) => queueMicrotask(resolve)));
}

test.describe('finance', () => {
  test('a full quote: the service’s payment for the deal, taxes and fees, rates and five-year cost', async ({
    page,
    harness,
  }) => {
    const { priced } = await sandboxSamples(harness);
    await openDeal(page, harness, priced, {
      salePrice: '31500',
      zip: '30301',
      downPayment: '3000',
      tradeIn: '2500',
      term: '72',
    });

    const expected = await sandboxJson<{
      paymentsData: { totalTaxesAndFees: number; fees: { docFee: number } };
    }>(harness, `/payments/${priced}?price=31500&zip=30301&downPayment=3000&tradeIn=2500&loanTerm=72`);
    const summary = page.getByRole('region', { name: 'Monthly payment' });
    await expect(summary.locator('.payment-summary__amount')).toContainText('/mo');
    // One total, to the cent: the answer's taxes and fees and the state's usual doc fee it applied.
    const total = expected.paymentsData.totalTaxesAndFees + expected.paymentsData.fees.docFee;
    await expect(page.getByRole('region', { name: 'Taxes and fees' })).toContainText(cents(total));
    // Out the door: 31,500 plus that total, in the summary kept in view.
    await expect(page.getByRole('region', { name: 'Quote summary' })).toContainText(cents(31_500 + total));
    await expect(page.getByRole('region', { name: 'Five-year cost of ownership' }).getByRole('table')).toBeVisible();
    // The README's picture is the top of the quote: the summary, the deal and the payment.
    await page.locator('.content').evaluate((content) => content.scrollTo(0, 0));
    await settle(page);
    await screenshot(page, 'finance-quote');
    await expectNoSeriousA11yViolations(page, 'finance quote');
  });

  test('a change of term moves the highlight on the APR chart and changes the payment', async ({ page, harness }) => {
    const { priced } = await sandboxSamples(harness);
    const deal = await openDeal(page, harness, priced, { zip: '30301' });
    const rates = page.getByRole('region', { name: 'APR by term' });
    await expect(rates.locator('tr[aria-current="true"]')).toContainText('60 mo');
    await expect(rates.locator('[data-selected="true"]')).toHaveCount(1);
    const payment = page.locator('.payment-summary__amount');
    const before = await payment.textContent();
    await deal.getByRole('radio', { name: '36' }).check();
    await expect(rates.locator('tr[aria-current="true"]')).toContainText('36 mo');
    await expect(payment).not.toHaveText(before ?? '');
    await screenshot(page, 'finance-term-36');
  });

  test('bad input is flagged inline and sends nothing', async ({ page, harness }) => {
    // The page's clock is the test's: the quote's 450 ms debounce is run out on demand, not slept through.
    await page.clock.install();
    const { priced } = await sandboxSamples(harness);
    await harness.open(`#/finance/${priced}`);
    const deal = page.getByRole('region', { name: 'Deal' });
    await expect(deal.getByLabel('Sale price')).not.toHaveValue('');
    await runOutDebounce(page);
    const before = harness.ipcCalls.filter((call) => call.channel === 'finance.payments').length;
    await deal.getByLabel('Sale price').fill('-100');
    await deal.getByLabel('Down payment').fill('50000');
    await deal.getByLabel('ZIP code').fill('303');
    await expect(deal).toContainText('The price cannot be negative.');
    await expect(deal).toContainText('A ZIP code has 5 digits.');
    await deal.getByLabel('Sale price').fill('20000');
    await expect(deal).toContainText('The down payment is more than the price.');
    await runOutDebounce(page);
    expect(harness.ipcCalls.filter((call) => call.channel === 'finance.payments').length).toBe(before);
    await screenshot(page, 'finance-bad-input');
    await expectNoSeriousA11yViolations(page, 'finance with bad input');
  });

  test('on Growth the deal is priced from the payments answer alone, with no detailed-taxes call', async ({
    page,
    harness,
  }) => {
    const { priced } = await sandboxSamples(harness);
    await harness.open();
    await harness.ctx.router.dispatch(
      'settings.update',
      { input: { plan: 'growth' } },
      { url: page.url(), isMainFrame: true },
    );
    await openDeal(page, harness, priced, { zip: '30301' });
    await expect(page.getByRole('region', { name: 'Taxes and fees' })).toContainText('Total taxes and fees');
    await expect(page.getByRole('region', { name: 'Monthly payment' })).toContainText('/mo');
    expect(harness.ipcCalls.map((call) => call.channel)).not.toContain('finance.taxes');
    await screenshot(page, 'finance-growth-lock');
  });

  test('the deal sheet PDF holds the vehicle, the payment table, taxes and fees, the TCO and the estimates note', async ({
    page,
    harness,
  }) => {
    const { priced } = await sandboxSamples(harness);
    await openDeal(page, harness, priced, { zip: '30301' });
    await expect(page.getByRole('region', { name: 'Payment by term' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Five-year cost of ownership' }).getByRole('table')).toBeVisible();
    await page.getByRole('button', { name: 'Save deal sheet (PDF)' }).click();
    await expect(page.getByText('Deal sheet saved')).toBeVisible({ timeout: 20_000 });
    const path = `${harness.exportDir}/Deal sheet ${priced}.pdf`;
    expect(existsSync(path)).toBe(true);
    const { text } = await pdfText(path);
    for (const phrase of [
      priced,
      'Payment by term',
      '84 months',
      'Taxes and fees',
      'Five-year cost of ownership',
      'Estimates only',
    ]) {
      expect(text, phrase).toContain(phrase);
    }
  });

  test('a 503 SOURCE_ERROR from /payments is shown with a retry that recovers', async ({ page, harness }) => {
    const { priced } = await sandboxSamples(harness);
    await harness.open();
    // The service's payment source goes down (every try the client makes fails).
    harness.ctx.sandboxFaults!.add({ path: '/payments', kind: '503' });
    await openDeal(page, harness, priced, { zip: '30301' });
    const failure = page.getByRole('heading', { name: 'Taxes and fees could not be priced' });
    await expect(failure).toBeVisible({ timeout: 30_000 });
    await expect(
      page.getByText('The payment calculator is unavailable right now. Try again in a minute.'),
    ).toBeVisible();
    // Taxes paid at signing: the payment from the deal model still stands.
    await expect(page.locator('.payment-summary__amount')).toContainText('/mo');
    await screenshot(page, 'finance-source-error');
    await expectNoSeriousA11yViolations(page, 'finance with the payment source down');

    harness.ctx.sandboxFaults!.clear();
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(failure).toHaveCount(0, { timeout: 30_000 });
    await expect(page.getByRole('region', { name: 'Taxes and fees' })).toContainText('Total taxes and fees');
  });
});
