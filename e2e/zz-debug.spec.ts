import { openDeal } from './harness/deal-form';
import { expect, test } from './harness/fixtures';
import { sandboxSamples } from './harness/sandbox-fetch';

test('debug scroll', async ({ page, harness }) => {
  await page.setViewportSize({ width: 1024, height: 768 });
  const { priced } = await sandboxSamples(harness);
  await openDeal(page, harness, priced, { salePrice: '31500', zip: '30301' });
  await expect(page.getByRole('region', { name: 'Taxes and fees' })).toContainText('Total');
  const info = await page.evaluate(() => {
    const out: string[] = [`scrollH=${document.documentElement.scrollHeight} bodyH=${document.body.scrollHeight}`];
    for (const el of Array.from(document.querySelectorAll('body *'))) {
      const r = el.getBoundingClientRect();
      if (r.bottom > 780 && getComputedStyle(el).position !== 'static')
        out.push(`${el.tagName}.${el.className} pos=${getComputedStyle(el).position} bottom=${r.bottom}`);
    }
    for (const el of Array.from(document.body.children))
      out.push(`child ${el.tagName}#${el.id}.${el.className} h=${el.getBoundingClientRect().height}`);
    return out.slice(0, 30).join('\n');
  });
  console.log(info);
});
