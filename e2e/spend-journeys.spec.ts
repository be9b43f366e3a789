import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { DEMO_KEYS, startSandbox, type RunningSandbox } from '../sandbox/start-sandbox';
import { expectNoSeriousA11yViolations, screenshot } from './harness/checks';
import { expect, test } from './harness/fixtures';

// Issue #35's journeys, through the shipped preload and main, on a live key against the
// sandbox playing auto.dev, whose GET /_sandbox/usage counts what it billed the key. (The
// 200-VIN sweep's estimate before any call is e2e/lot-spend.spec.ts's.)

/**
 * docs/real-service.md row 26, per call, in millionths of a dollar ($1 = 1,000,000).
 * /listings/{vin} is billed as a listings call (row 26 names no separate price).
 */
const PRICES: Readonly<Record<'growth' | 'scale', Readonly<Record<string, number>>>> = {
  growth: {
    vin: 2_500,
    listings: 1_500,
    listing: 1_500,
    photos: 900,
    specs: 1_500,
    recalls: 10_000,
    build: 100_000,
  },
  scale: {
    vin: 1_500,
    listings: 1_000,
    listing: 1_000,
    photos: 700,
    specs: 1_000,
    recalls: 7_000,
    openrecalls: 60_000,
    build: 80_000,
  },
};

interface BilledCalls {
  calls: Record<string, number>;
  total: number;
}

async function sandboxJson<T>(sandbox: RunningSandbox, path: string, key: string): Promise<T> {
  const response = await fetch(`${sandbox.url}${path}`, { headers: { Authorization: `Bearer ${key}` } });
  return (await response.json()) as T;
}

/** What the sandbox billed the key, priced at the plan's row 26 figures; an endpoint not priced fails the test. */
async function billedMicros(sandbox: RunningSandbox, plan: 'growth' | 'scale'): Promise<number> {
  const { calls } = await sandboxJson<BilledCalls>(sandbox, '/_sandbox/usage', DEMO_KEYS[plan]);
  return Object.entries(calls).reduce((sum, [endpoint, count]) => {
    const price = PRICES[plan][endpoint];
    if (price === undefined) throw new Error(`the sandbox billed ${endpoint}, which this test does not price`);
    return sum + price * count;
  }, 0);
}

/** Dollars as the Usage view shows them: to the cent, or to the hundredth of a cent under a cent. */
function dollars(micros: number): string {
  if (micros > 0 && micros < 10_000) return `$${(Math.round(micros / 100) / 10_000).toString()}`;
  return `$${(Math.round(micros / 10_000) / 100).toFixed(2)}`;
}

/** Listed vehicles, asked with a key not under test (Starter by default), so that key's bill is only VinDesk's. */
async function listed(
  sandbox: RunningSandbox,
  query: string,
  key: string = DEMO_KEYS.starter,
): Promise<{ vin: string; make: string; model: string }[]> {
  const page = await sandboxJson<{ data: { vin: string; vehicle: { make: string; model: string } }[] }>(
    sandbox,
    `/listings?${query}`,
    key,
  );
  return page.data.map((row) => ({ vin: row.vin, make: row.vehicle.make, model: row.vehicle.model }));
}

/**
 * Waits until the Usage view's total for today is what the sandbox billed, priced by hand,
 * and returns it: the screen's count and the service's count settle on one figure.
 */
async function usageSettles(page: Page, sandbox: RunningSandbox, plan: 'growth' | 'scale'): Promise<number> {
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Usage' }).click();
  let settled = 0;
  await expect(async () => {
    settled = await billedMicros(sandbox, plan);
    await expect(page.getByTestId('usage-total-today')).toHaveText(dollars(settled), { timeout: 1_000 });
  }).toPass({ timeout: 30_000 });
  return settled;
}

const liveTest = test.extend<{ plan: 'growth' | 'scale'; service: RunningSandbox }>({
  plan: ['growth', { option: true }],
  // eslint-disable-next-line no-empty-pattern
  service: async ({}, use) => {
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
  userDataFiles: async ({ service, plan }, use) =>
    use({
      'settings.json': JSON.stringify({ baseUrl: service.url, v1BaseUrl: service.v1Url, dialect: 'autodev', plan }),
    }),
  mainEnv: async ({ plan }, use) => use({ VINDESK_API_KEY: DEMO_KEYS[plan] }),
});

liveTest(
  'on Growth the build sheet is offered with its price, and loading it adds exactly what the service billed',
  async ({ page, harness, service }) => {
    const { vin } = (await listed(service, 'limit=1'))[0]!;
    await harness.open(`#/vehicle/${vin}`);
    await harness.dismissNotices();
    const build = page.getByRole('region', { name: 'Build sheet' });
    // Row 26: a build is $0.10 on Growth, above the $0.03 a panel loads by itself for.
    const load = build.getByRole('button', { name: 'Load build sheet — $0.10' });
    await expect(load).toBeVisible({ timeout: 30_000 });
    await expectNoSeriousA11yViolations(page, 'VIN page with the build sheet waiting for a click');
    await screenshot(page, 'vin-page-build-offered');

    const before = await usageSettles(page, service, 'growth');
    // The first open spent under the issue's $0.025 on Growth, and nothing on the build.
    expect(before).toBeLessThanOrEqual(25_000);
    expect((await sandboxJson<BilledCalls>(service, '/_sandbox/usage', DEMO_KEYS.growth)).calls.build).toBeUndefined();

    await page.goBack();
    await build.getByRole('button', { name: 'Load build sheet — $0.10' }).click();
    await expect(build.getByRole('button', { name: /Load build sheet/ })).toHaveCount(0);
    await expect(build.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 30_000 });

    const after = await usageSettles(page, service, 'growth');
    expect((await sandboxJson<BilledCalls>(service, '/_sandbox/usage', DEMO_KEYS.growth)).calls.build).toBe(1);
    expect(after - before).toBe(100_000);
  },
);

liveTest(
  'a $0.20 daily budget stops the next paid lookup that would pass it, and says so',
  async ({ page, harness, service }) => {
    await harness.open('#/settings');
    await harness.dismissNotices();
    const card = page.getByRole('region', { name: 'Spending' });
    await card.getByLabel(/^Daily budget/).fill('0.20');
    await card.getByRole('button', { name: 'Save spending settings' }).click();
    await expect(page.getByRole('region', { name: 'Notifications' })).toContainText('Spending settings saved');

    const [first, second] = await listed(service, 'limit=2');
    if (!first || !second) throw new Error('the sandbox listed fewer than two vehicles');
    // First page and its build: about $0.02 + $0.10, under $0.20.
    await harness.open(`#/vehicle/${first.vin}`);
    const build = page.getByRole('region', { name: 'Build sheet' });
    await build.getByRole('button', { name: 'Load build sheet — $0.10' }).click({ timeout: 30_000 });
    await expect(build.getByRole('button', { name: /Load build sheet/ })).toHaveCount(0);
    await expect(build.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 30_000 });

    // The second page's own lookups fit; its build would pass $0.20.
    await harness.open(`#/vehicle/${second.vin}`);
    await build.getByRole('button', { name: 'Load build sheet — $0.10' }).click({ timeout: 30_000 });
    await expect(build).toContainText('would go over today’s budget of $0.20', { timeout: 30_000 });
    const spent = await billedMicros(service, 'growth');
    expect(spent + 100_000).toBeGreaterThan(200_000);
    await expect(build).toContainText(
      `This lookup costs $0.10. That would go over today’s budget of $0.20: ${dollars(spent)} spent so far.`,
    );
    await expect(build.getByRole('link', { name: /Settings/ })).toBeVisible();
    expect((await sandboxJson<BilledCalls>(service, '/_sandbox/usage', DEMO_KEYS.growth)).calls.build).toBe(1);
    await screenshot(page, 'vin-page-over-budget');
  },
);

for (const plan of ['growth', 'scale'] as const) {
  liveTest.describe(`on ${plan}`, () => {
    liveTest.use({ plan });

    liveTest('resting on 20 search rows spends nothing', async ({ page, harness, service, plan: key }) => {
      // One make and model with at least 20 listings, so scrolling to the 20th row brings no new
      // model into view (whose deal rating is a search of its own): only the rows' hovers act.
      // Sampled with the other plan's key (Starter pages hold only 20), so this key's bill stays VinDesk's.
      const sample = await listed(service, 'limit=500', DEMO_KEYS[key === 'growth' ? 'scale' : 'growth']);
      const counts = new Map<string, { make: string; model: string; n: number }>();
      for (const { make, model } of sample) {
        const entry = counts.get(`${make}|${model}`) ?? { make, model, n: 0 };
        counts.set(`${make}|${model}`, { ...entry, n: entry.n + 1 });
      }
      const common = [...counts.values()].sort((a, b) => b.n - a.n)[0]!;
      const { total } = await sandboxJson<{ total: number }>(
        service,
        `/listings?vehicle.make=${encodeURIComponent(common.make)}&vehicle.model=${encodeURIComponent(common.model)}&limit=1&includes=total`,
        DEMO_KEYS.starter,
      );
      expect(total).toBeGreaterThanOrEqual(20);
      const query = new URLSearchParams({ 'vehicle.make': common.make, 'vehicle.model': common.model, limit: '50' });
      await harness.open(`#/search?${query.toString()}`);
      await harness.dismissNotices();
      const rows = page.locator('.results__item');
      await expect(rows.first()).toBeVisible({ timeout: 30_000 });
      await expect(page.locator('.results')).toHaveAttribute('aria-busy', 'false', { timeout: 30_000 });
      const before = await usageSettles(page, service, key);
      await page.goBack();
      await expect(rows.first()).toBeVisible({ timeout: 30_000 });

      /** Main was asked to load this row ahead (a decode, or on Scale the whole page from its listing). */
      const askedAhead = (vin: string) =>
        harness.ipcCalls.some(
          (call) =>
            (call.channel === 'vehicle.decode' || call.channel === 'listings.get') &&
            (call.input as { vin?: string } | undefined)?.vin === vin,
        );
      const rested = new Set<string>();
      // The list draws only the rows near its view: rest on those in view, then scroll on.
      while (rested.size < 20) {
        const count = rested.size;
        for (const row of await rows.all()) {
          if (rested.size >= 20) break;
          if (!(await row.isVisible())) continue;
          const vin = (await row.locator('.result__meta .mono').textContent())!.trim();
          if (rested.has(vin)) continue;
          // Found by its VIN: the list reuses its elements as it scrolls, so a position names another row.
          const target = rows.filter({ hasText: vin }).first();
          await target.scrollIntoViewIfNeeded();
          // From outside the list, so the pointer enters the row (a scroll under a still pointer enters nothing).
          await page.mouse.move(0, 0);
          await target.hover();
          // The rest was long enough for the row to be loaded ahead: main was asked about it.
          await expect.poll(() => askedAhead(vin)).toBe(true);
          rested.add(vin);
        }
        if (rested.size === count) throw new Error(`only ${rested.size} rows could be rested on`);
        await page.locator('.results__scroll').hover();
        await page.mouse.wheel(0, 400);
      }

      expect(await usageSettles(page, service, key)).toBe(before);
      await expect(page.getByRole('table', { name: 'Spend by task' })).not.toContainText('Loaded ahead');
    });
  });
}
