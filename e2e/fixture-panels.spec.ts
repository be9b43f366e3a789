import { expectNoSeriousA11yViolations, screenshot } from './harness/checks';
import { DEFAULT_ROUTES, startFixtureService, type FixtureService } from './harness/fixture-service';
import { expect, test } from './harness/fixtures';

// The screens read the hosted service's documented answers (real-service-fixtures/),
// served on this machine: what a person with a real auto.dev key would see.

interface FixtureWorker {
  fixtureService: FixtureService;
}

// The app starts already pointed at the fixture service (a loopback address in
// settings.json at start), so no request ever leaves this machine.
const fixtureTest = test.extend<object, FixtureWorker>({
  fixtureService: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const service = await startFixtureService();
      await use(service);
      await service.close();
    },
    { scope: 'worker' },
  ],
  userDataFiles: async ({ fixtureService }, use) => {
    fixtureService.setRoutes(DEFAULT_ROUTES);
    await use({ 'settings.json': JSON.stringify({ baseUrl: fixtureService.url, dialect: 'autodev' }) });
  },
});

fixtureTest.use({ mainEnv: { VINDESK_API_KEY: 'sk_ad_fixture_key_0001' } });

fixtureTest.describe('screens on the hosted service’s documented answers', () => {
  fixtureTest(
    'the VIN panels: decode, specs, recalls and open recalls, and the badge turns Live only after answers',
    async ({ page, harness }) => {
      await harness.open('#/vehicle/3GCUDHEL3NG668790');
      await harness.dismissNotices();
      // vin-decode.json
      const decode = page.getByRole('region', { name: 'Decode' });
      await expect(decode).toContainText('Chevrolet');
      await expect(decode).toContainText('Silverado 1500');
      // openrecalls.json: one open recall, its campaign sent as nhtsaCampaignNumber.
      const recalls = page.getByRole('region', { name: 'Recalls' });
      await expect(recalls).toContainText('1 open recall');
      await expect(recalls).toContainText('25V239000');
      // specs.json
      await expect(page.getByRole('region', { name: 'Specifications' })).toContainText('GT3 RS');
      await expect(page.locator('.topbar')).toContainText('Live');
      await screenshot(page, 'fixture-vehicle');
      await expectNoSeriousA11yViolations(page, 'vehicle from fixtures');
    },
  );

  fixtureTest(
    'a 402 names the plan needed, the plan in force and links to the plans',
    async ({ page, harness, fixtureService }) => {
      fixtureService.setRoutes([[/^\/specs\//, 'plan-required-402.json'], ...DEFAULT_ROUTES]);
      await harness.open('#/vehicle/3GCUDHEL3NG668790');
      await harness.dismissNotices();
      const specs = page.getByRole('region', { name: 'Specifications' });
      await expect(specs).toContainText('Specifications needs the Growth plan');
      await expect(specs).toContainText('Your plan: Free');
      await expect(specs.getByRole('button', { name: 'See plans' })).toBeVisible();
      await expectNoSeriousA11yViolations(page, 'plan required from fixtures');
    },
  );

  fixtureTest('plate lookup reads plate-found.json at /plate/CA/ABC123', async ({ page, harness, fixtureService }) => {
    await harness.open('#/lot');
    await harness.dismissNotices();
    const form = page.getByRole('form', { name: 'Plate lookup' });
    await form.getByLabel('Plate').fill('ABC123');
    await form.getByLabel('State').fill('CA');
    await form.getByRole('button', { name: 'Look up plate' }).click();
    const result = page.getByRole('region', { name: 'CA ABC123' });
    await expect(result).toContainText('1N4BL4BV3LC205823');
    await expect(result).toContainText('Nissan');
    expect(fixtureService.asked).toContain('/plate/CA/ABC123');
  });

  fixtureTest('search facets show the counts inside auto.dev’s labels', async ({ page, harness }) => {
    await harness.open('#/search');
    await harness.dismissNotices();
    // listings-facets.json: "Ford (309520)".
    const make = page.getByRole('group', { name: 'Make' });
    await expect(make.getByRole('checkbox', { name: /^Ford 309,520$/ })).toBeVisible();
  });

  fixtureTest('taxes and fees show taxes.json’s total', async ({ page, harness }) => {
    await harness.open('#/finance/19UDE2F31MA000428');
    await harness.dismissNotices();
    const deal = page.getByRole('region', { name: 'Deal' });
    await deal.getByLabel('Sale price').fill('85000');
    await deal.getByLabel('ZIP code').fill('90210');
    // payments.json says it priced $25,000 at ZIP 55414, not this deal, so the deal's one total
    // is taxes.json's (9585.5, the doc fee in it), to the cent as the card shows it.
    const taxes = page.getByRole('region', { name: 'Taxes and fees' });
    await expect(taxes.locator('tfoot')).toContainText('$9,585.50');
  });
});
