import { expectNoSeriousA11yViolations, screenshot } from './harness/checks';
import { expect, settle, test, type Harness } from './harness/fixtures';
import { sandboxJson, sandboxSamples } from './harness/sandbox-fetch';

// Compare prices every car for one buyer: three cars listed in three states, all priced at
// the buyer's ZIP (the dealership ZIP from Settings, as on Finance), never at their dealers'.
// The expected figures come from the sandbox's own answers, asked directly over HTTP.

interface Listed {
  vin: string;
  retailListing: { price: number; state: string; zip: string };
}

interface PaymentsAnswer {
  paymentsData: {
    totalTaxesAndFees: number;
    taxes?: Taxes;
    fees?: Fees;
  };
  taxes?: Taxes;
  fees?: Fees;
}
interface Taxes {
  combinedSalesTax: number;
  gasGuzzlerTax: number;
}
interface Fees {
  dmvFee: number;
  docFee: number;
}

/** Chicago: a buyer in Illinois, so no car below is listed in the buyer's state. */
const BUYER_ZIP = '60601';
const BUYER_STATE = 'IL';

const cents = (value: number) => Math.round(value * 100);
const money = (value: number) => new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(value);
const dollarsOf = (text: string) => Number(text.replace(/[^0-9.]/g, ''));

/** The park-outside sample, then cars from two more states, none of them the buyer's. */
async function threeStates(harness: Harness, parkOutsideVin: string): Promise<Listed[]> {
  const first = (await sandboxJson<{ data: Listed }>(harness, `/listings/${parkOutsideVin}`)).data;
  const picked: Listed[] = [first];
  const page = await sandboxJson<{ data: Listed[] }>(harness, '/listings?limit=200&retailListing.price=12000-60000');
  for (const listing of page.data) {
    const states = picked.map((car) => car.retailListing.state);
    if (
      picked.length < 3 &&
      listing.retailListing.state !== BUYER_STATE &&
      !states.includes(listing.retailListing.state)
    )
      picked.push(listing);
  }
  expect(new Set(picked.map((car) => car.retailListing.state)).size, 'three cars in three states').toBe(3);
  expect(first.retailListing.state).not.toBe(BUYER_STATE);
  return picked;
}

/**
 * The buyer's taxes and fees for one car, from the sandbox's /payments at the buyer's ZIP,
 * by the sandbox's own rules (sandbox/README.md, "Payments, taxes, fees"): its dmvFee holds
 * every government fee, combinedFees = dmvFee + docFee, and its total leaves the doc fee
 * out (it is in the loan). The buyer pays every one: the taxes, the government fees and the
 * dealer's doc fee.
 */
function taxesAndFeesOf(answer: PaymentsAnswer): number {
  const taxes = answer.paymentsData.taxes ?? answer.taxes!;
  const fees = answer.paymentsData.fees ?? answer.fees!;
  const total = cents(answer.paymentsData.totalTaxesAndFees);
  expect(total, 'the sandbox total is taxes and government fees').toBe(
    cents(taxes.combinedSalesTax) + cents(taxes.gasGuzzlerTax) + cents(fees.dmvFee),
  );
  expect(cents(fees.docFee)).toBeGreaterThan(0);
  return (total + cents(fees.docFee)) / 100;
}

test('three cars from three states priced for one buyer ZIP, with the assumptions, recall severity and miles a year', async ({
  page,
  harness,
}) => {
  const samples = await sandboxSamples(harness);
  const cars = await threeStates(harness, samples.parkOutside);
  const vins = cars.map((car) => car.vin);
  const parkOutside = await sandboxJson<{ openRecalls: number }>(harness, `/openrecalls/${samples.parkOutside}`);

  await harness.open();
  await harness.ctx.router.dispatch(
    'settings.update',
    { input: { defaultZip: BUYER_ZIP } },
    { url: page.url(), isMainFrame: true },
  );
  await page.evaluate((list) => {
    localStorage.setItem('vindesk.compare', JSON.stringify({ state: { vins: list }, version: 0 }));
    localStorage.removeItem('vindesk.compare-assumptions');
  }, vins);
  await page.reload();
  await harness.open('#/compare');
  await harness.dismissNotices();

  const buyer = page.getByRole('region', { name: 'The buyer' });
  // The dealership ZIP from Settings, whatever ZIPs the cars are listed at.
  await expect(buyer.getByLabel('ZIP code')).toHaveValue(BUYER_ZIP);
  await expect(buyer.getByLabel('Miles a year')).toHaveValue('15,000');
  await buyer.getByLabel('Down payment').fill('3000');
  await buyer.getByLabel('Credit').selectOption('good');

  await expect(page.locator('p', { hasText: /^Assumptions:/ })).toHaveText(
    `Assumptions: $3,000 down · Good credit (661–780), APR per car as shown · 60 months · taxes and fees for ZIP ${BUYER_ZIP} · 15,000 miles a year`,
  );

  const table = page.getByRole('table', { name: 'Vehicles compared' });
  await expect(table.locator('thead th')).toHaveCount(4);
  const cells = (label: RegExp) => table.getByRole('row', { name: label }).locator('td');
  await expect(table.getByRole('row', { name: /^Payment, \$3,000 down, 60 months/ })).toBeVisible();

  // Out the door: each car's price plus the buyer ZIP's taxes and fees, by the sandbox's own answer.
  const outTheDoor = cells(/^Out the door/);
  for (const [index, car] of cars.entries()) {
    const answer = await sandboxJson<PaymentsAnswer>(
      harness,
      `/payments/${car.vin}?price=${car.retailListing.price}&zip=${BUYER_ZIP}`,
    );
    const expected = (cents(car.retailListing.price) + cents(taxesAndFeesOf(answer))) / 100;
    await expect(outTheDoor.nth(index)).toHaveText(money(expected));
    await expect(cells(/^APR/).nth(index)).toHaveText(/^\d+\.\d\d%$/);
    await expect(cells(/^Payment,/).nth(index)).toHaveText(/^\$[\d,]+\.\d\d a month$/);
  }

  // Every car's payments and five-year cost were asked at the buyer's ZIP, never at its dealer's.
  for (const car of cars) {
    const asked = (channel: string) =>
      harness.ipcCalls
        .filter((call) => call.channel === channel && (call.input as { vin?: string }).vin === car.vin)
        .map((call) => (call.input as { zip?: string }).zip);
    expect(asked('finance.payments'), `payments for ${car.vin}`).toContain(BUYER_ZIP);
    expect(asked('finance.payments')).not.toContain(car.retailListing.zip);
    expect(asked('finance.tco'), `five-year cost for ${car.vin}`).toContain(BUYER_ZIP);
    expect(asked('finance.apr')).toContain(BUYER_ZIP);
  }

  // The park-outside car says so first, in the amber of the vehicle page's park-outside banner.
  const recall = cells(/^Open recalls/).nth(0);
  await expect(recall).toHaveText(`Park outside · ${parkOutside.openRecalls} open`);
  await expect(recall.locator('.badge')).toHaveClass(/badge--warning/);

  // Twice the miles, twice the fuel; depreciation does not move.
  const fuel = cells(/^Fuel /);
  const depreciation = cells(/^Depreciation /);
  await expect(fuel.nth(2)).not.toHaveText('—');
  const fuelBefore = (await fuel.allTextContents()).map(dollarsOf);
  const depreciationBefore = await depreciation.allTextContents();
  await buyer.getByLabel('Miles a year').fill('30,000');
  await expect(table.getByRole('row', { name: /^Five-year cost, 30,000 miles a year/ })).toBeVisible();
  for (const [index, before] of fuelBefore.entries()) {
    await expect(fuel.nth(index)).toHaveText(money(before * 2).replace(/\.00$/, ''));
  }
  expect(await depreciation.allTextContents()).toEqual(depreciationBefore);

  // Out of range is said in words beside the field; the table stays at the last whole miles.
  await buyer.getByLabel('Miles a year').fill('90000');
  await expect(buyer).toContainText('Enter between 1,000 and 60,000 miles a year.');
  await expect(table.getByRole('row', { name: /^Five-year cost, 30,000 miles a year/ })).toBeVisible();
  await buyer.getByLabel('Miles a year').fill('30000');

  await settle(page);
  await screenshot(page, 'compare-buyer-zip');
  await expectNoSeriousA11yViolations(page, 'compare priced for one buyer');

  // The assumptions are kept across a restart.
  await page.reload();
  await harness.open('#/compare');
  await expect(page.getByRole('region', { name: 'The buyer' }).getByLabel('Down payment')).toHaveValue('3000');
  await expect(page.getByRole('region', { name: 'The buyer' }).getByLabel('Miles a year')).toHaveValue('30000');
});
