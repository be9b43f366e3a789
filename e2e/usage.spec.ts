import { DEMO_KEYS, startSandbox, type RunningSandbox } from '../sandbox/start-sandbox';
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Papa from 'papaparse';
import { expectNoSeriousA11yViolations, screenshot } from './harness/checks';
import { expect, test } from './harness/fixtures';

// What VinDesk says it spent is what the service would bill: a Growth key against the sandbox
// playing auto.dev, whose GET /_sandbox/usage counts the calls it billed that key.

/**
 * docs/real-service.md row 26, Growth, per call, in millionths of a dollar ($1 = 1,000,000).
 * /listings/{vin} is billed as a listings call (row 26 names no separate price).
 */
const GROWTH_MICROS: Readonly<Record<string, number>> = {
  vin: 2_500, // VIN decode $0.0025
  listings: 1_500, // listings $0.0015
  listing: 1_500, // listings $0.0015
  photos: 900, // photos $0.0009
  specs: 1_500, // specs $0.0015
  recalls: 10_000, // recalls $0.01
  tco: 60_000, // TCO $0.06
  payments: 5_000, // payments $0.005
  apr: 5_000, // APR $0.005
  build: 100_000, // build $0.10
};

/** The Usage view's words for each endpoint Growth includes: a dealer's, never the service's keys. */
const LOOKUP_WORDS: Readonly<Record<string, string>> = {
  vin: 'VIN decodes',
  listings: 'Listing searches',
  listing: 'Listing details',
  photos: 'Photos',
  specs: 'Specs',
  recalls: 'Recalls',
  tco: 'Cost of ownership',
  payments: 'Monthly payments',
  apr: 'Interest rates',
  build: 'Build sheet',
};

interface BilledCalls {
  calls: Record<string, number>;
  total: number;
}

/** The dollars the sandbox's count comes to at Growth's prices; an endpoint Growth lacks fails the test. */
function billedMicros({ calls }: BilledCalls): number {
  return Object.entries(calls).reduce((sum, [endpoint, count]) => {
    const price = GROWTH_MICROS[endpoint];
    if (price === undefined) throw new Error(`the sandbox billed ${endpoint}, which Growth does not include`);
    return sum + price * count;
  }, 0);
}

/** Dollars as a dealer reads them: to the cent, or to the hundredth of a cent under a cent. */
function dollars(micros: number): string {
  if (micros > 0 && micros < 10_000) return `$${(Math.round(micros / 100) / 10_000).toString()}`;
  return `$${(Math.round(micros / 10_000) / 100).toFixed(2)}`;
}

/** Main's local date, 'YYYY-MM-DD': main runs in this process here, so its calendar is this one's. */
function localToday(): string {
  const now = new Date();
  const two = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${two(now.getMonth() + 1)}-${two(now.getDate())}`;
}

async function sandboxJson<T>(sandbox: RunningSandbox, path: string, key: string): Promise<T> {
  const response = await fetch(`${sandbox.url}${path}`, { headers: { Authorization: `Bearer ${key}` } });
  return (await response.json()) as T;
}

const liveTest = test.extend<{ growthService: RunningSandbox }>({
  // eslint-disable-next-line no-empty-pattern
  growthService: async ({}, use) => {
    // Its own sandbox per test: its count of billed calls starts at zero with the test.
    const sandbox = await startSandbox({
      dialect: 'autodev',
      listings: 3000,
      cacheDir: join(tmpdir(), 'vindesk-e2e-sandbox'),
      rateLimit: false,
    });
    await use(sandbox);
    await sandbox.close();
  },
  // A loopback base URL in settings.json at start is trusted as is; a key from the environment
  // needs no origin confirmation.
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
  'after a VIN page, Usage shows today’s spend at the prices of the calls the service billed',
  async ({ page, harness, growthService }) => {
    // A listed VIN, asked with another key so the Growth key's bill holds only what VinDesk asked.
    const listed = await sandboxJson<{ data: { vin: string }[] }>(growthService, '/listings?limit=1', DEMO_KEYS.scale);
    const vin = listed.data[0]!.vin;
    await harness.open(`#/vehicle/${vin}`);
    await harness.dismissNotices();
    await expect(page.getByRole('region', { name: 'Decode' })).toContainText(vin.slice(0, 3), { timeout: 30_000 });

    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Usage' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Usage' })).toBeVisible();
    const today = page.getByRole('region', { name: 'Today' });
    // The page's last answers may still be arriving: both counts must settle on the same figure.
    await expect(async () => {
      const billed = await sandboxJson<BilledCalls>(growthService, '/_sandbox/usage', DEMO_KEYS.growth);
      expect(billed.total).toBeGreaterThan(0);
      const expected = dollars(billedMicros(billed));
      await expect(today.getByTestId('usage-total-today')).toHaveText(expected, { timeout: 1_000 });
      await expect(today).toContainText(`${billed.total} call`, { timeout: 1_000 });
      await expect(page.locator('.topbar').getByRole('link', { name: `Today ${expected}` })).toBeVisible({
        timeout: 1_000,
      });
    }).toPass({ timeout: 30_000 });
    await expect(page.getByRole('table', { name: 'Spend by task' })).toContainText('Vehicle pages');
    // Each kind of lookup was counted as the service counted it: the dollars above are to the cent,
    // these calls are exact.
    const billed = await sandboxJson<BilledCalls>(growthService, '/_sandbox/usage', DEMO_KEYS.growth);
    const lookups = page.getByRole('table', { name: 'Spend by kind of lookup' });
    for (const [endpoint, count] of Object.entries(billed.calls)) {
      const row = lookups
        .getByRole('row')
        .filter({ has: page.getByRole('rowheader', { name: LOOKUP_WORDS[endpoint], exact: true }) });
      await expect(row.getByRole('cell').first()).toHaveText(String(count));
    }

    // Export CSV from the keyboard: the harness answers the save dialog with its export folder.
    const exportButton = page.getByRole('button', { name: 'Export CSV' });
    await exportButton.focus();
    await page.keyboard.press('Enter');
    const path = join(harness.exportDir, `VinDesk usage ${localToday()}.csv`);
    await expect(page.getByRole('status').filter({ hasText: 'Saved' })).toContainText(`to ${path}.`);
    const csv = Papa.parse<string[]>((await readFile(path, 'utf8')).trim()).data;
    expect(csv[0]).toEqual(['Section', 'Period', 'Item', 'Calls', 'Dollars', 'Note']);
    // Each kind of lookup the service billed today is in the file with its count, exactly.
    for (const [endpoint, count] of Object.entries(billed.calls)) {
      const line = csv.find((cells) => cells[0] === 'Today by lookup' && cells[2] === LOOKUP_WORDS[endpoint]);
      expect(line?.[3]).toBe(String(count));
    }
    const total = csv.find((cells) => cells[0] === 'Today by lookup' && cells[2] === 'Total');
    expect(total?.[3]).toBe(String(billed.total));
    // Dollars to the millionth, as the sandbox's count comes to at Growth's prices.
    expect(Math.round(Number(total?.[4]) * 1_000_000)).toBe(billedMicros(billed));
    await screenshot(page, 'usage-live');
    await expectNoSeriousA11yViolations(page, 'usage on a live key');
  },
);

test('in demo mode the Usage screen says demo data costs nothing, with no spend in dollars', async ({
  page,
  harness,
}) => {
  await harness.open('#/search');
  await harness.dismissNotices();
  // Reached from the keyboard: the side navigation's Usage link.
  const usage = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Usage', exact: true });
  await usage.focus();
  await page.keyboard.press('Enter');
  await expect(usage).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('heading', { name: 'Demo data costs nothing' })).toBeVisible();
  await expect(page.locator('main')).not.toContainText('$');
  await expect(page.locator('.topbar')).not.toContainText('Today');
  await expectNoSeriousA11yViolations(page, 'usage in demo mode');
});
