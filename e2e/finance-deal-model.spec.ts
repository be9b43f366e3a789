import type { Locator, Page } from '@playwright/test';
import { expectNoSeriousA11yViolations, screenshot } from './harness/checks';
import { openDeal } from './harness/deal-form';
import { expect, test, type Harness } from './harness/fixtures';
import { pdfText } from './harness/pdf-text';
import { sandboxJson, sandboxSamples } from './harness/sandbox-fetch';

// Issue 36: one deal from price to payment. Random deals are typed in as a person would, and
// every total on the screen is read back and worked out again here: the taxes from the
// sandbox's own /payments answer, the rest by this file's arithmetic, in whole cents.

/** "$1,234.56", "−$12.00" or "+$3.10" → signed cents. */
const centsOf = (text: string) =>
  Math.round(Number(text.replace(/[^0-9.]/g, '')) * 100) * (/^\s*[−-]/.test(text) ? -1 : 1);
const usd = (cents: number) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(cents / 100);

/** The textbook payment P·r / (1 − (1 + r)^−n), r = APR / 1200, in cents. */
function paymentCents(principalCents: number, apr: number, months: number): number {
  if (principalCents <= 0) return 0;
  if (apr === 0) return Math.round(principalCents / months);
  const r = apr / 1200;
  return Math.round((principalCents * r) / (1 - (1 + r) ** -months));
}

/** A small seeded generator (mulberry32), so a failing deal can be typed in again by hand. */
function seeded(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

interface RandomDeal {
  price: number;
  rebates: number;
  down: number;
  tradeIn: number;
  payoff: number;
  docFee: number;
  term: number;
  financed: boolean;
}

function randomDeal(next: () => number): RandomDeal {
  const whole = (max: number) => Math.floor(next() * max);
  const price = 18_000 + whole(40_000);
  const tradeIn = next() < 0.7 ? whole(12_000) : 0;
  return {
    price,
    rebates: next() < 0.5 ? whole(2_000) : 0,
    down: whole(6_000),
    tradeIn,
    // Now and then more is owed than the trade is worth: negative equity.
    payoff: next() < 0.5 ? whole(tradeIn + 4_000) : 0,
    docFee: 100 + whole(600),
    term: [36, 48, 60, 72, 84][whole(5)]!,
    financed: next() < 0.5,
  };
}

async function rowsCents(table: Locator): Promise<number[]> {
  const cells = await table.locator('tbody tr td').allTextContents();
  return cells.map(centsOf);
}

async function footCents(table: Locator): Promise<number> {
  return centsOf((await table.locator('tfoot td').first().textContent()) ?? '');
}

/** A figure of the summary kept in view, by its label. */
function summaryFigure(page: Page, label: string): Locator {
  return page
    .getByRole('region', { name: 'Quote summary' })
    .locator('div', { has: page.locator('dt', { hasText: new RegExp(`^${label}$`) }) })
    .locator('dd');
}

async function aprFor(page: Page, term: number): Promise<number> {
  const row = page.getByRole('region', { name: 'APR by term' }).getByRole('row', { name: new RegExp(`^${term} mo`) });
  await expect(row).toContainText('%');
  return Number((await row.locator('td').nth(1).textContent())!.replace('%', ''));
}

async function typeDeal(page: Page, harness: Harness, vin: string, deal: RandomDeal): Promise<Locator> {
  const form = await openDeal(page, harness, vin, {
    salePrice: String(deal.price),
    zip: '30301',
    downPayment: String(deal.down),
    tradeIn: String(deal.tradeIn),
    docFee: String(deal.docFee),
    term: String(deal.term),
  });
  await form.getByLabel('Rebates and incentives').fill(String(deal.rebates));
  await form.getByLabel('Payoff owed on the trade-in').fill(String(deal.payoff));
  await form.getByRole('radio', { name: deal.financed ? 'Add to loan' : 'Pay at signing' }).check();
  return form;
}

for (const size of [
  { width: 1024, height: 768 },
  { width: 1920, height: 1080 },
]) {
  test.describe(`the deal at ${size.width} × ${size.height}`, () => {
    test.use({ viewport: size });

    test('random deals: every total read back from the screen matches this test’s arithmetic', async ({
      page,
      harness,
    }) => {
      const { priced } = await sandboxSamples(harness);
      const next = seeded(size.width);
      for (let round = 0; round < 2; round++) {
        const deal = randomDeal(next);
        // Down plus trade equity never above the price here; the form refuses that case on its own.
        if (deal.price - deal.rebates - deal.tradeIn + deal.payoff < 0) deal.tradeIn = 0;
        deal.down = Math.min(deal.down, deal.price - deal.rebates - deal.tradeIn + deal.payoff);
        await typeDeal(page, harness, priced, deal);
        const answer = await sandboxJson<{ paymentsData: { totalTaxesAndFees: number } }>(
          harness,
          `/payments/${priced}?price=${deal.price}&zip=30301&docFee=${deal.docFee}&tradeIn=${deal.tradeIn}&downPayment=${deal.down}&loanTerm=${deal.term}`,
        );
        // The sandbox's total leaves the dealer's doc fee out (README of the sandbox); the deal holds it.
        const taxes = Math.round(answer.paymentsData.totalTaxesAndFees * 100) + deal.docFee * 100;
        const financed =
          (deal.price - deal.rebates - deal.tradeIn + deal.payoff - deal.down) * 100 + (deal.financed ? taxes : 0);
        const outTheDoor = (deal.price - deal.rebates) * 100 + taxes;
        const dueAtSigning = deal.down * 100 + (deal.financed ? 0 : taxes);
        const apr = await aprFor(page, deal.term);
        const monthly = paymentCents(financed, apr, deal.term);
        const context = JSON.stringify(deal);

        await expect(summaryFigure(page, 'Out the door'), context).toHaveText(usd(outTheDoor));
        await expect(summaryFigure(page, 'Amount financed'), context).toHaveText(usd(financed));
        await expect(summaryFigure(page, 'Payment'), context).toHaveText(`${usd(monthly)}/mo`);
        await expect(summaryFigure(page, 'Price'), context).toHaveText(usd(deal.price * 100));
        await expect(summaryFigure(page, 'Term'), context).toHaveText(`${deal.term} months`);

        const payment = page.getByRole('region', { name: 'Monthly payment' });
        for (const [caption, total] of [
          ['What is financed', financed],
          ['Out-the-door price', outTheDoor],
          ['Due at signing', dueAtSigning],
        ] as const) {
          const table = payment.getByRole('table', { name: caption });
          await expect(table.locator('tfoot td').first(), `${caption} ${context}`).toHaveText(usd(total));
          const lines = await rowsCents(table);
          expect(
            lines.reduce((sum, line) => sum + line, 0),
            `${caption}: its lines add to its total`,
          ).toBe(await footCents(table));
        }
        const taxTable = page.getByRole('region', { name: 'Taxes and fees' }).getByRole('table');
        await expect(taxTable.locator('tfoot td').first(), context).toHaveText(usd(taxes));
        expect((await rowsCents(taxTable)).reduce((sum, line) => sum + line, 0)).toBe(taxes);
        if (deal.payoff > deal.tradeIn) {
          await expect(payment).toContainText(`Negative equity of ${usd((deal.payoff - deal.tradeIn) * 100)}`);
        }
      }
      await screenshot(page, `finance-deal-${size.width}`);
      await expectNoSeriousA11yViolations(page, `finance deal at ${size.width}`);
    });

    test('the summary stays in view while the trade-in field has focus, and follows what is typed', async ({
      page,
      harness,
    }) => {
      const { priced } = await sandboxSamples(harness);
      const form = await openDeal(page, harness, priced, { salePrice: '31500', zip: '30301', downPayment: '3000' });
      const payment = summaryFigure(page, 'Payment');
      await expect(payment).toContainText('/mo');
      const tradeIn = form.getByLabel('Trade-in value');
      await tradeIn.focus();
      await tradeIn.fill('5000');
      await expect(tradeIn).toBeFocused();
      await expect(tradeIn).toBeInViewport({ ratio: 1 });
      const summary = page.getByRole('region', { name: 'Quote summary' });
      await expect(summary).toBeInViewport({ ratio: 1 });
      // 31,500 − 3,000 − 5,000 = 23,500 financed, shown while the field still has focus.
      await expect(summaryFigure(page, 'Amount financed')).toHaveText('$23,500.00');
      // Scrolled to the last field of the form, the summary is still all there.
      const lastField = form.getByRole('radio', { name: 'Add to loan' });
      await lastField.focus();
      await expect(lastField).toBeInViewport();
      await expect(summary).toBeInViewport({ ratio: 1 });
      await screenshot(page, `finance-summary-in-view-${size.width}`);
    });
  });
}

test.describe('the desk', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('the grid’s nine payments match this test’s amortization, and a click adopts a cell', async ({
    page,
    harness,
  }) => {
    const { priced } = await sandboxSamples(harness);
    const form = await openDeal(page, harness, priced, {
      salePrice: '31500',
      zip: '30301',
      downPayment: '3000',
      tradeIn: '2500',
    });
    await form.getByLabel('Payoff owed on the trade-in').fill('4000');
    const grid = page.getByRole('region', { name: 'Payment grid' });
    await grid.getByLabel('First term').selectOption('36');
    await grid.getByLabel('Third term').selectOption('84');
    await grid.getByLabel('First down payment').fill('0');
    await grid.getByLabel('Second down payment').fill('2500');
    await grid.getByLabel('Third down payment').fill('6000');
    const terms = [36, 60, 84];
    const downs = [0, 2_500, 6_000];
    const rates = await Promise.all(terms.map((term) => aprFor(page, term)));
    const table = grid.getByRole('table', { name: 'Monthly payment by down payment and term' });
    for (const [row, down] of downs.entries()) {
      for (const [column, term] of terms.entries()) {
        // 31,500 − 2,500 + 4,000 − the down, taxes paid at signing.
        const expected = paymentCents((31_500 - 2_500 + 4_000 - down) * 100, rates[column]!, term);
        const cell = table.locator('tbody tr').nth(row).locator('td').nth(column);
        await expect(cell, `${down} down, ${term} months`).toHaveText(usd(expected));
      }
    }
    await table.locator('tbody tr').nth(2).locator('td').nth(2).getByRole('button').click();
    await expect(form.getByLabel('Down payment')).toHaveValue('6000');
    await expect(form.getByRole('radio', { name: '84' })).toBeChecked();
    await expect(summaryFigure(page, 'Payment')).toHaveText(
      `${usd(paymentCents((31_500 - 2_500 + 4_000 - 6_000) * 100, rates[2]!, 84))}/mo`,
    );
    await expectNoSeriousA11yViolations(page, 'finance desk grid');
  });

  test('target payment → price: the highest price that meets it, to the cent, and using it gives that payment', async ({
    page,
    harness,
  }) => {
    const { priced } = await sandboxSamples(harness);
    await openDeal(page, harness, priced, { salePrice: '31500', zip: '30301', downPayment: '4000', term: '72' });
    const apr = await aprFor(page, 72);
    const grid = page.getByRole('region', { name: 'Payment grid' });
    await grid.getByLabel('Target monthly payment').fill('450');
    // The highest financed amount whose rounded payment is at most $450.00, found by this test's own walk.
    const r = apr / 1200;
    const factor = r / (1 - (1 + r) ** -72);
    let financed = Math.floor(45_000.5 / factor);
    while (paymentCents(financed + 1, apr, 72) <= 45_000) financed += 1;
    while (paymentCents(financed, apr, 72) > 45_000) financed -= 1;
    const price = financed + 4_000_00;
    await expect(grid.getByRole('status')).toContainText(`Up to ${usd(price)}`);
    await grid.getByRole('button', { name: 'Use this price' }).click();
    await expect(page.getByRole('region', { name: 'Deal' }).getByLabel('Sale price')).toHaveValue(
      (price / 100).toFixed(2),
    );
    await expect(summaryFigure(page, 'Payment')).toHaveText(`${usd(paymentCents(financed, apr, 72))}/mo`);
  });
});

test('a Georgia deal is taxed with TAVT, the trade-in lowering its base, and no sales tax line', async ({
  page,
  harness,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  const { priced } = await sandboxSamples(harness);
  await openDeal(page, harness, priced, { salePrice: '31500', zip: '30301', tradeIn: '2500', docFee: '599' });
  const card = page.getByRole('region', { name: 'Taxes and fees' });
  // Georgia's title ad valorem tax is 7% of the fair market value, which for a dealer sale
  // includes the doc fee and is reduced by the trade-in (O.C.G.A. § 48-5C-1; Georgia DOR's
  // TAVT FAQ): 7% × (31,500 + 599 − 2,500) = 7% × 29,599 = $2,071.93.
  const tavt = card.getByRole('row', { name: /^Title ad valorem tax \(TAVT\)/ });
  await expect(tavt).toContainText('$2,071.93');
  await expect(card.getByRole('row', { name: /sales tax/i })).toHaveCount(0);
  await expect(card).toContainText('Georgia taxes the price less the trade-in: the $2,500.00 trade-in lowered');
  await screenshot(page, 'finance-georgia-tavt');
});

test('the grid and the target payment are on the deal sheet only when chosen', async ({ page, harness }) => {
  const { priced } = await sandboxSamples(harness);
  await openDeal(page, harness, priced, { salePrice: '31500', zip: '30301', downPayment: '3000' });
  const grid = page.getByRole('region', { name: 'Payment grid' });
  // The grid's downs start from the deal's down when the grid first shows, which may be
  // before the $3,000 was typed: set the first one, so the deal's own cell is in the grid.
  await grid.getByLabel('First down payment').fill('3000');
  await expect(grid.locator('[aria-pressed="true"]')).toHaveCount(1);
  await grid.getByLabel('Target monthly payment').fill('450');
  await expect(grid.getByRole('status')).toContainText('Up to');
  const save = async () => {
    await page.getByRole('button', { name: 'Save deal sheet (PDF)' }).click();
    await expect(page.getByText('Deal sheet saved')).toBeVisible({ timeout: 20_000 });
    const { text } = await pdfText(`${harness.exportDir}/Deal sheet ${priced}.pdf`);
    await harness.dismissNotices();
    return text;
  };
  const without = await save();
  expect(without).not.toContain('Payment grid');
  expect(without).not.toContain('Target monthly payment');

  await grid.getByLabel('Print the grid and target payment on the deal sheet').check();
  const withGrid = await save();
  expect(withGrid).toContain('Payment grid');
  const target = (await grid.getByRole('status').textContent())!.match(/Up to (\$[\d,.]+)/)![1]!;
  expect(withGrid).toContain(target);
  // The adopted cell's payment, as the screen shows it, is on the sheet too.
  const chosen = (await grid.locator('[aria-pressed="true"]').textContent())!;
  expect(withGrid).toContain(chosen);
});
