import type { Page } from '@playwright/test';
import type { SandboxSamples } from '../sandbox/start-sandbox';
import { expectNoSeriousA11yViolations } from './harness/checks';
import { expect, test, type Harness } from './harness/fixtures';

// The core journeys with the demo sandbox playing the hosted auto.dev service: its
// plate path, 402 refusals, facet labels, nulls, string numbers and per-plan rate
// limits. The same screens must work as on the spec's service.
test.use({ sandboxDialect: 'autodev' });

async function samplesOf(harness: Harness): Promise<SandboxSamples> {
  return (await (await fetch(`${harness.ctx.sandboxUrl}/_sandbox/samples`)).json()) as SandboxSamples;
}

async function sandboxJson<T>(harness: Harness, path: string): Promise<T> {
  const response = await fetch(`${harness.ctx.sandboxUrl}${path}`, { headers: { Authorization: 'Bearer demo-scale' } });
  return (await response.json()) as T;
}

async function usePlan(page: Page, harness: Harness, plan: 'free' | 'starter' | 'growth' | 'scale') {
  const result = await harness.ctx.router.dispatch(
    'settings.update',
    { input: { plan } },
    { url: page.url(), isMainFrame: true },
  );
  expect(result.ok).toBe(true);
}

/** What the decode panel must show for a VIN: its make, or when auto.dev's decode is ambiguous, the year range. */
async function decodedAs(harness: Harness, vin: string): Promise<string> {
  const decode = await sandboxJson<{ make?: string; vehicle: { year: number | number[] } }>(harness, `/vin/${vin}`);
  const { year } = decode.vehicle;
  return decode.make ?? (Array.isArray(year) ? `${year[0]}–${year[1]}` : String(year));
}

const cents = (value: number) => new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(value);

test.describe('on auto.dev’s dialect', () => {
  test('search facets show the counts read from auto.dev’s labels, and a drill-down lands on that count', async ({
    page,
    harness,
  }) => {
    await harness.open('#/search');
    await harness.dismissNotices();
    const make = page.getByRole('group', { name: 'Make' });
    const first = make.locator('.facet__option').first();
    const value = (await first.locator('.facet__value').textContent())!;
    const count = (await first.locator('.facet__count').textContent())!;
    // The sandbox's own label for this make, "Ford (412)", read independently.
    const raw = await sandboxJson<{ facets: Record<string, Record<string, string>> }>(
      harness,
      '/listings?includes=facets&limit=1',
    );
    const label = Object.keys(raw.facets.makes ?? {}).find((key) => key.startsWith(`${value} (`));
    expect(label).toBe(`${value} (${count.replace(/,/g, '')})`);
    await first.getByRole('checkbox').check();
    await expect(page.getByRole('heading', { level: 1 }).locator('..')).toContainText(`${count} listing`);
    await expectNoSeriousA11yViolations(page, 'search on auto.dev');
  });

  test('a VIN page shows the decode and the DO NOT DRIVE banner from auto.dev’s recall answers', async ({
    page,
    harness,
  }) => {
    const { parkIt } = await samplesOf(harness);
    const open = await sandboxJson<{ data: { nhtsaCampaignNumber: string; parkIt: boolean }[] }>(
      harness,
      `/openrecalls/${parkIt}`,
    );
    const parkItCampaign = open.data.find((recall) => recall.parkIt)!.nhtsaCampaignNumber;
    await harness.open(`#/vehicle/${parkIt}`);
    await harness.dismissNotices();
    await expect(page.getByRole('alert').filter({ hasText: 'DO NOT DRIVE' })).toBeVisible();
    // nhtsaCampaignNumber on the wire, shown as the campaign number.
    await expect(page.getByRole('region', { name: 'Recalls' })).toContainText(parkItCampaign);
    await expect(page.getByRole('region', { name: 'Decode' })).toContainText(await decodedAs(harness, parkIt));
  });

  test('a plate is looked up at /plate/{state}/{plate}', async ({ page, harness }) => {
    const { plates } = await samplesOf(harness);
    const sample = plates[0]!;
    await harness.open('#/lot');
    await harness.dismissNotices();
    const form = page.getByRole('form', { name: 'Plate lookup' });
    await form.getByLabel('Plate').fill(sample.plate);
    await form.getByLabel('State').fill(sample.state);
    await form.getByRole('button', { name: 'Look up plate' }).click();
    await expect(page.getByRole('region', { name: `${sample.state} ${sample.plate}` })).toContainText(sample.vin);
  });

  test('finance prices the deal’s taxes and fees from auto.dev’s payments answer', async ({ page, harness }) => {
    const { priced } = await samplesOf(harness);
    await harness.open(`#/finance/${priced}`);
    await harness.dismissNotices();
    const deal = page.getByRole('region', { name: 'Deal' });
    await deal.getByLabel('Sale price').fill('28900');
    await deal.getByLabel('ZIP code').fill('30301');
    await deal.getByLabel('Down payment').fill('2000');
    await deal.getByLabel('Trade-in value').fill('0');
    await deal.getByRole('radio', { name: '60' }).check();
    const expected = await sandboxJson<{ paymentsData: { totalTaxesAndFees: number } }>(
      harness,
      `/payments/${priced}?price=28900&zip=30301&downPayment=2000&tradeIn=0&loanTerm=60`,
    );
    // auto.dev's total holds the doc fee (test-fixtures/autodev/payments.json), as the deal's
    // one total does; the out-the-door price is the sale price plus that total.
    const total = expected.paymentsData.totalTaxesAndFees;
    const taxes = page.getByRole('region', { name: 'Taxes and fees' });
    await expect(taxes).toContainText(cents(total));
    // Every fee has its own line: nothing left over as unnamed charges.
    await expect(taxes.getByRole('row', { name: /^Other charges/ })).toHaveCount(0);
    await expect(page.getByRole('region', { name: 'Quote summary' })).toContainText(cents(28_900 + total));
  });

  test('on Free, the locks name auto.dev’s plans (its Growth includes the build sheet)', async ({ page, harness }) => {
    const { parkIt } = await samplesOf(harness);
    // Settings, not the search screen: a page of results asks for its ratings and more,
    // which at Free's pace (5 a second) would still be queued ahead of the vehicle page's.
    await harness.open('#/settings');
    await usePlan(page, harness, 'free');
    await harness.open(`#/vehicle/${parkIt}`);
    await harness.dismissNotices();
    await expect(page.getByRole('heading', { name: 'The build sheet needs the Growth plan' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Specifications needs the Growth plan' })).toBeVisible();
    await expect(page.getByText('Your plan: Free').first()).toBeVisible();
    // The decode, which Free includes, still shows.
    await expect(page.getByRole('region', { name: 'Decode' })).toContainText(await decodedAs(harness, parkIt));
    await expectNoSeriousA11yViolations(page, 'vehicle on Free');
  });
});
