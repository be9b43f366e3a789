import { openDeal } from './harness/deal-form';
import { expect, settle, test } from './harness/fixtures';
import { sandboxSamples } from './harness/sandbox-fetch';

for (const [w, h] of [
  [1280, 800],
  [1024, 768],
] as const) {
  test(`look: finance ${w}`, async ({ page, harness }) => {
    await page.setViewportSize({ width: w, height: h });
    const { priced } = await sandboxSamples(harness);
    await openDeal(page, harness, priced, { salePrice: '31500', zip: '30301', downPayment: '3000', tradeIn: '2500' });
    await page.getByRole('region', { name: 'Deal' }).getByLabel('Payoff owed on the trade-in').fill('4000');
    await expect(page.getByRole('region', { name: 'Taxes and fees' })).toContainText('Total');
    await settle(page);
    await page.screenshot({ path: `/work/shots/finance-${w}-after.png` });
    await page.getByRole('region', { name: 'Deal' }).getByLabel('Trade-in value').focus();
    await page.mouse.wheel(0, 700);
    await settle(page);
    await page.screenshot({ path: `/work/shots/finance-${w}-after-scrolled.png` });
    await page.getByRole('region', { name: 'Payment grid' }).scrollIntoViewIfNeeded();
    await page.screenshot({ path: `/work/shots/finance-${w}-after-grid.png` });
  });
}
