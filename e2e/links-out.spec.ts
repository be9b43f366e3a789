import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import type { SandboxSamples } from '../sandbox/start-sandbox';
import { expectNoSeriousA11yViolations } from './harness/checks';
import { expect, test, type Harness } from './harness/fixtures';

// Links out: the dealer's page and the vehicle history report where the service
// gives them, and NHTSA's page of each recall campaign, all opened in the system browser by main.

async function samplesOf(harness: Harness): Promise<SandboxSamples> {
  return (await (await fetch(`${harness.ctx.sandboxUrl}/_sandbox/samples`)).json()) as SandboxSamples;
}

/** The sandbox's own answer, asked directly with the Scale demo key. */
async function fromSandbox<T>(harness: Harness, path: string): Promise<T> {
  const response = await fetch(`${harness.ctx.sandboxUrl}${path}`, { headers: { Authorization: 'Bearer demo-scale' } });
  expect(response.status, path).toBe(200);
  return (await response.json()) as T;
}

const SHOTS = join(process.env.VINDESK_E2E_ARTIFACTS ?? 'test-results/artifacts', 'shots');

const nhtsaPage = (campaign: string) => `https://www.nhtsa.gov/recalls?nhtsaId=${campaign}`;

async function openVehicle(page: Page, harness: Harness, vin: string) {
  await harness.open(`#/vehicle/${vin}`);
  await harness.dismissNotices();
  await expect(page.getByRole('region', { name: 'Decode' }).getByText('Valid', { exact: true })).toBeVisible();
}

test.describe('Links out (demo service, spec dialect)', () => {
  test('the dealer’s page and the history report open in the browser, as the service issued them', async ({
    page,
    harness,
  }) => {
    const samples = await samplesOf(harness);
    const listing = await fromSandbox<{ data: { retailListing: { vdp: string; historyReportUrl: string } } }>(
      harness,
      `/listings/${samples.priced}`,
    );
    await openVehicle(page, harness, samples.priced);

    const dealer = page.getByRole('button', { name: 'Dealer’s page, opens in your browser' });
    const history = page.getByRole('button', { name: 'Vehicle history report, opens in your browser' });
    await expect(dealer).toBeVisible();
    await expect(history).toBeVisible();

    await dealer.click();
    await expect.poll(() => harness.openedUrls).toEqual([listing.data.retailListing.vdp]);
    const notice = page.getByRole('status').or(page.locator('.toast')).filter({ hasText: 'Opened in your browser' });
    await expect(notice.first()).toBeVisible();

    // From the keyboard as well.
    await history.focus();
    await page.keyboard.press('Enter');
    await expect
      .poll(() => harness.openedUrls)
      .toEqual([listing.data.retailListing.vdp, listing.data.retailListing.historyReportUrl]);
    // The window never named an address: it asked for a kind of page about this VIN.
    const asked = harness.ipcCalls.filter((call) => call.channel === 'document.openLink').map((call) => call.input);
    expect(asked).toEqual([
      { kind: 'dealer', vin: samples.priced },
      { kind: 'history', vin: samples.priced },
    ]);
    await expectNoSeriousA11yViolations(page, 'vehicle with links out');
  });

  test('each recall links to NHTSA’s page of its campaign number', async ({ page, harness }) => {
    const samples = await samplesOf(harness);
    const recalls = await fromSandbox<{ data: { regulatorCampaignNumber: string }[] }>(
      harness,
      `/openrecalls/${samples.parkIt}`,
    );
    expect(recalls.data.length).toBeGreaterThan(0);
    await openVehicle(page, harness, samples.parkIt);
    await expect(
      page.getByRole('region', { name: 'Recalls' }).getByRole('heading', { name: /open recall/ }),
    ).toBeVisible();

    for (const { regulatorCampaignNumber: campaign } of recalls.data) {
      await page.getByRole('button', { name: `NHTSA recall page for ${campaign}, opens in your browser` }).click();
      await expect.poll(() => harness.openedUrls.at(-1)).toBe(nhtsaPage(campaign));
    }
    expect(harness.openedUrls).toEqual(recalls.data.map((recall) => nhtsaPage(recall.regulatorCampaignNumber)));
    await expectNoSeriousA11yViolations(page, 'recalls with NHTSA links');
  });

  test('the links fit the header at 1024, 1280 and 1920 px, in light and dark', async ({ page, harness }) => {
    const samples = await samplesOf(harness);
    await mkdir(SHOTS, { recursive: true });
    for (const theme of ['light', 'dark'] as const) {
      await harness.open();
      const result = await harness.ctx.router.dispatch(
        'settings.update',
        { input: { theme } },
        { url: page.url(), isMainFrame: true },
      );
      expect(result.ok).toBe(true);
      for (const width of [1024, 1280, 1920]) {
        await page.setViewportSize({ width, height: 900 });
        await openVehicle(page, harness, samples.parkIt);
        await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
        for (const name of ['Dealer’s page, opens in your browser', 'Vehicle history report, opens in your browser']) {
          const box = await page.getByRole('button', { name }).boundingBox();
          expect(box!.x + box!.width, `${name} at ${width} px`).toBeLessThanOrEqual(width);
        }
        const sideways = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
        expect(sideways, `sideways scroll at ${width} px`).toBe(false);
        await page.screenshot({ path: join(SHOTS, `vehicle-links-${theme}-${width}.png`) });
      }
    }
  });

  test('a forged request for a page that is not about a vehicle is refused in main, and nothing opens', async ({
    page,
    harness,
  }) => {
    await harness.open();
    const sender = { url: page.url(), isMainFrame: true };
    for (const input of [
      { kind: 'recall', campaign: 'javascript:alert(1)' },
      { kind: 'dealer', vin: '1HGCM82633A004352', url: 'file:///etc/passwd' },
      { url: 'https://evil.example/' },
    ]) {
      const result = await harness.ctx.router.dispatch('document.openLink', { input }, sender);
      expect(result.ok, JSON.stringify(input)).toBe(false);
    }
    expect(harness.openedUrls).toEqual([]);
  });
});

test.describe('Links out (auto.dev dialect)', () => {
  test.use({ sandboxDialect: 'autodev' });

  test('the history report is auto.dev’s carfaxUrl, and recalls link by nhtsaCampaignNumber', async ({
    page,
    harness,
  }) => {
    const samples = await samplesOf(harness);
    const listing = await fromSandbox<{ data: { retailListing: { vdp: string; carfaxUrl: string } } }>(
      harness,
      `/listings/${samples.parkIt}`,
    );
    const recalls = await fromSandbox<{ data: { nhtsaCampaignNumber: string }[] }>(
      harness,
      `/openrecalls/${samples.parkIt}`,
    );
    await openVehicle(page, harness, samples.parkIt);
    await page.getByRole('button', { name: 'Vehicle history report, opens in your browser' }).click();
    await expect.poll(() => harness.openedUrls).toEqual([listing.data.retailListing.carfaxUrl]);

    const campaign = recalls.data[0]!.nhtsaCampaignNumber;
    await page.getByRole('button', { name: `NHTSA recall page for ${campaign}, opens in your browser` }).click();
    await expect.poll(() => harness.openedUrls.at(-1)).toBe(nhtsaPage(campaign));
  });
});
