import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEMO_KEYS, startSandbox, type RunningSandbox } from '../sandbox/start-sandbox';
import { expectNoSeriousA11yViolations, screenshot } from './harness/checks';
import { expect, test } from './harness/fixtures';

// Every call the hosted service answers is billed (docs/real-service.md row 26). At the lot a
// person sees what a sweep costs before any call is made and confirms above $1, and sees a
// plate lookup's price before looking one up. The live key plays against the sandbox in
// auto.dev's dialect, whose GET /_sandbox/usage counts what it billed that key.

interface BilledCalls {
  calls: Record<string, number>;
  total: number;
}

async function sandboxJson<T>(sandbox: RunningSandbox, path: string, key: string): Promise<T> {
  const response = await fetch(`${sandbox.url}${path}`, { headers: { Authorization: `Bearer ${key}` } });
  return (await response.json()) as T;
}

function liveTest(plan: 'growth' | 'scale', spend: Record<string, unknown> = {}) {
  return test.extend<{ service: RunningSandbox }>({
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
    userDataFiles: async ({ service }, use) =>
      use({
        'settings.json': JSON.stringify({
          baseUrl: service.url,
          v1BaseUrl: service.v1Url,
          dialect: 'autodev',
          plan,
          spend,
        }),
      }),
    // eslint-disable-next-line no-empty-pattern
    mainEnv: async ({}, use) => use({ VINDESK_API_KEY: DEMO_KEYS[plan] }),
  });
}

const growthTest = liveTest('growth');
const scaleTest = liveTest('scale');
// The dealer asks to confirm anything above one cent.
const carefulTest = liveTest('growth', { confirmAbove: 0.01 });

growthTest(
  '200 pasted VINs show their cost before any call, and nothing is billed until confirmed',
  async ({ page, harness, service }) => {
    // Listed VINs, asked with another key so the Growth key's bill holds only what VinDesk asks.
    const listed = await sandboxJson<{ data: { vin: string }[] }>(service, '/listings?limit=200', DEMO_KEYS.scale);
    const vins = listed.data.map((row) => row.vin);
    expect(vins).toHaveLength(200);

    await harness.open('#/lot');
    await harness.dismissNotices();
    await page.getByLabel('VINs, one a line, or a CSV with a VIN column').fill(vins.join('\n'));
    await page.getByRole('button', { name: 'Start sweep' }).click();

    // Row 26: recalls on Growth cost $0.01 a call; 200 × $0.01 = $2.00, above the $1 default.
    const step = page.getByRole('region', { name: 'What this sweep costs' });
    await expect(step.getByTestId('sweep-cost')).toHaveText('200 VINs × $0.01 = $2.00');
    await expect(step).toContainText('This is more than the $1.00 you asked to confirm in Settings.');
    const confirm = step.getByRole('button', { name: 'Spend $2.00 and start the sweep' });
    await expect(confirm).toBeVisible();
    await expect(page.getByRole('heading', { name: 'What this sweep costs' })).toBeFocused();
    await screenshot(page, 'lot-sweep-estimate');
    await expectNoSeriousA11yViolations(page, 'sweep estimate');

    // Nothing was sent: no sweep started, and the service billed the key nothing.
    expect(harness.ipcCalls.some((call) => call.channel === 'sweep.start')).toBe(false);
    expect((await sandboxJson<BilledCalls>(service, '/_sandbox/usage', DEMO_KEYS.growth)).total).toBe(0);

    // From the keyboard: the confirm button is the next stop after the heading.
    await confirm.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('status').filter({ hasText: /of 200 checked/ })).toBeVisible();
    await expect
      .poll(
        async () => (await sandboxJson<BilledCalls>(service, '/_sandbox/usage', DEMO_KEYS.growth)).calls.recalls ?? 0,
        {
          timeout: 30_000,
        },
      )
      .toBeGreaterThan(0);
    await page.getByRole('button', { name: 'Cancel' }).click();
  },
);

scaleTest('the plate form says what a plate lookup costs before the lookup', async ({ page, harness, service }) => {
  await harness.open('#/lot');
  await harness.dismissNotices();
  const form = page.getByRole('form', { name: 'Plate lookup' });
  // Row 26: a plate lookup is $0.55 a call, Scale only; its card's open-recall check ($0.06) and
  // photo list ($0.0007) come to $0.0607, said to the cent.
  await expect(form.getByTestId('plate-price')).toHaveText(
    'Each plate lookup costs $0.55, and $0.06 more for the vehicle’s recalls and photos.',
  );
  await screenshot(page, 'lot-plate-price');
  expect((await sandboxJson<BilledCalls>(service, '/_sandbox/usage', DEMO_KEYS.scale)).calls.plate ?? 0).toBe(0);
});

test('on demo data the sweep and the plate form say checks cost nothing', async ({ page, harness }) => {
  const samples = (await (await fetch(`${harness.ctx.sandboxUrl}/_sandbox/samples`)).json()) as {
    recallSweep: string[];
  };
  await harness.open('#/lot');
  await harness.dismissNotices();
  await expect(page.getByTestId('plate-price')).toHaveText('Plate lookups are free on demo data.');
  const vins = samples.recallSweep.slice(0, 12);
  await page.getByLabel('VINs, one a line, or a CSV with a VIN column').fill(vins.join('\n'));
  await page.getByRole('button', { name: 'Start sweep' }).click();
  const step = page.getByRole('region', { name: 'What this sweep costs' });
  await expect(step.getByTestId('sweep-cost')).toHaveText('12 VINs: checks cost nothing on demo data.');
  await expect(step.getByRole('button', { name: 'Start sweep' })).toBeVisible();
  expect(harness.ipcCalls.some((call) => call.channel === 'sweep.start')).toBe(false);
});

growthTest(
  'a batch under 10 VINs within the confirmation amount starts at once',
  async ({ page, harness, service }) => {
    const listed = await sandboxJson<{ data: { vin: string }[] }>(service, '/listings?limit=3', DEMO_KEYS.scale);
    await harness.open('#/lot');
    await harness.dismissNotices();
    await page
      .getByLabel('VINs, one a line, or a CSV with a VIN column')
      .fill(listed.data.map((row) => row.vin).join('\n'));
    await page.getByRole('button', { name: 'Start sweep' }).click();
    // 3 × $0.01 = $0.03, under the $1 default: no step, the sweep runs.
    await expect(page.getByRole('status').filter({ hasText: /of 3 checked/ })).toBeVisible();
    expect(harness.ipcCalls.filter((call) => call.channel === 'sweep.estimate')).toHaveLength(1);
  },
);

carefulTest(
  'a batch under 10 VINs above the confirmation amount is asked about first',
  async ({ page, harness, service }) => {
    const listed = await sandboxJson<{ data: { vin: string }[] }>(service, '/listings?limit=5', DEMO_KEYS.scale);
    await harness.open('#/lot');
    await harness.dismissNotices();
    await page
      .getByLabel('VINs, one a line, or a CSV with a VIN column')
      .fill(listed.data.map((row) => row.vin).join('\n'));
    await page.getByRole('button', { name: 'Start sweep' }).click();
    // 5 × $0.01 = $0.05, above the $0.01 the dealer set.
    const step = page.getByRole('region', { name: 'What this sweep costs' });
    await expect(step.getByTestId('sweep-cost')).toHaveText('5 VINs × $0.01 = $0.05');
    await expect(step.getByRole('button', { name: 'Spend $0.05 and start the sweep' })).toBeVisible();
    await step.getByRole('button', { name: 'Change the list' }).click();
    await expect(step).toBeHidden();
    expect(harness.ipcCalls.some((call) => call.channel === 'sweep.start')).toBe(false);
    expect((await sandboxJson<BilledCalls>(service, '/_sandbox/usage', DEMO_KEYS.growth)).total).toBe(0);
  },
);
