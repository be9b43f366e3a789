import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEMO_KEYS, startSandbox, type RunningSandbox } from '../sandbox/start-sandbox';
import { expectNoSeriousA11yViolations, screenshot } from './harness/checks';
import { expect, test } from './harness/fixtures';

// Watching a sweep's 20 VINs on a live Growth key against the sandbox playing auto.dev: the
// cost is shown before any watchlist call, and its GET /_sandbox/usage counts what was billed.

interface BilledCalls {
  calls: Record<string, number>;
  total: number;
}

async function billed(sandbox: RunningSandbox): Promise<BilledCalls> {
  const response = await fetch(`${sandbox.url}/_sandbox/usage`, {
    headers: { Authorization: `Bearer ${DEMO_KEYS.growth}` },
  });
  return (await response.json()) as BilledCalls;
}

const liveTest = test.extend<{ growthService: RunningSandbox }>({
  // eslint-disable-next-line no-empty-pattern
  growthService: async ({}, use) => {
    const sandbox = await startSandbox({
      dialect: 'autodev',
      listings: 3000,
      cacheDir: join(tmpdir(), 'vindesk-e2e-sandbox'),
      rateLimit: false,
    });
    await use(sandbox);
    await sandbox.close();
  },
  userDataFiles: async ({ growthService }, use) =>
    use({
      'settings.json': JSON.stringify({
        baseUrl: growthService.url,
        v1BaseUrl: growthService.v1Url,
        dialect: 'autodev',
        plan: 'growth',
      }),
    }),
  // eslint-disable-next-line no-empty-pattern
  mainEnv: async ({}, use) => use({ VINDESK_API_KEY: DEMO_KEYS.growth }),
});

liveTest(
  'watching 20 swept VINs shows the cost first, then checks them from the sweep’s answers for free',
  async ({ page, harness, growthService }) => {
    test.setTimeout(120_000);
    const vins = growthService.samples.recallSweep.slice(0, 20);
    await harness.open('#/lot');
    await harness.dismissNotices();
    const sweep = page.getByRole('region', { name: 'Inventory recall sweep' });
    await sweep.getByLabel('VINs, one a line, or a CSV with a VIN column').fill(vins.join('\n'));
    await sweep.getByRole('button', { name: 'Start sweep' }).click();
    // Ten VINs or more show their cost first (docs/real-service.md row 26): 20 × $0.01 = $0.20,
    // under the $1 asked about, so the step's own Start starts it.
    const cost = sweep.getByRole('region', { name: 'What this sweep costs' });
    await expect(cost.getByTestId('sweep-cost')).toContainText('20 VINs × $0.01 = $0.20');
    await cost.getByRole('button', { name: 'Start sweep' }).click();
    await expect(sweep.getByRole('status')).toContainText('20 of 20 checked · done', { timeout: 60_000 });
    // The sweep asked Growth's recalls once a VIN: 20 × $0.01 (docs/real-service.md row 26).
    await expect.poll(async () => (await billed(growthService)).calls).toEqual({ recalls: 20 });
    const before = harness.ipcCalls.length;

    await sweep.getByRole('button', { name: 'Watch these 20' }).click();
    const confirm = sweep.getByRole('alertdialog', { name: 'Watch 20 VINs?' });
    await expect(confirm).toContainText('After that: Watching 20 VINs:');
    // Shown before anything was added: the only watchlist call so far is the estimate.
    const asked = harness.ipcCalls.slice(before).map((call) => call.channel);
    expect(asked.filter((channel) => channel.startsWith('watchlist.'))).not.toContain('watchlist.add');
    expect(asked).toContain('watchlist.estimateAdd');
    await screenshot(page, 'watchlist-add-estimate');
    await expectNoSeriousA11yViolations(page, 'watchlist add estimate');

    // The yes has the focus.
    await page.keyboard.press('Enter');
    const card = page.getByRole('region', { name: 'Recall watchlist' });
    // 20 × $0.01 = $0.20 a day, × 30 = $6.00 a month.
    await expect(card).toContainText('Watching 20 VINs: about $0.20 a day, $6.00 a month on Growth (checked daily)', {
      timeout: 30_000,
    });
    await expect(card.locator('tbody tr')).toHaveCount(20);
    // Each first check was the sweep's cached answer: nothing more was billed.
    expect((await billed(growthService)).calls).toEqual({ recalls: 20 });

    await card.getByLabel('Check watched VINs').selectOption({ label: 'Every week' });
    // 20 × $0.01 / 7 = $0.0286 a day, to the cent $0.03; × 30 = $0.857… a month, $0.86.
    await expect(card).toContainText('Watching 20 VINs: about $0.03 a day, $0.86 a month on Growth (checked weekly)');
  },
);
