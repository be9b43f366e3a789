import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { listingBody } from '../electron/service/test-support/sample-bodies';
import { expectNoSeriousA11yViolations } from './harness/checks';
import { expect, settle, test as base } from './harness/fixtures';

// Every notice can be dismissed, and dismisses itself when the problem clears: a made-up key with the service address pointing where nothing listens.

const FAKE_KEY = 'sk_fake_never_accepted_0001';
const VIN = '1HGCM82633A004352';
const SHOTS = join(process.env.VINDESK_E2E_ARTIFACTS ?? 'test-results/artifacts', 'shots');

async function shot(page: Page, name: string): Promise<void> {
  await settle(page);
  await page.screenshot({ path: join(SHOTS, `${name}.png`), animations: 'disabled' });
}

/** A loopback port with nothing listening on it (taken, then released). */
async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

const test = base.extend<{ servicePort: number }>({
  // eslint-disable-next-line no-empty-pattern
  servicePort: async ({}, use) => use(await freePort()),
  // A loopback address already in settings.json at start is trusted as is; the key comes from the environment.
  userDataFiles: async ({ servicePort }, use) =>
    use({ 'settings.json': JSON.stringify({ baseUrl: `http://127.0.0.1:${servicePort}`, dialect: 'autodev' }) }),
  // eslint-disable-next-line no-empty-pattern
  mainEnv: async ({}, use) => use({ VINDESK_API_KEY: FAKE_KEY }),
});

test('offline with a fake key: never Live, one counted notice, and it goes when the service answers', async ({
  page,
  harness,
  servicePort,
}) => {
  await harness.open(`#/search?vehicle.model=CR-V`);
  const topbar = page.locator('.topbar');
  const notices = page.getByRole('region', { name: 'Notifications' });

  // The badge says what the failed calls proved: the service cannot be reached.
  await expect(topbar.getByText('Offline')).toBeVisible({ timeout: 30_000 });
  await expect(topbar).not.toContainText('Live');
  await expect(notices).toContainText('Service unreachable');
  // The ticked model stays listed without a count: the failed search counted nothing, so no "0".
  const crv = page.getByRole('checkbox', { name: /CR-V/ });
  await expect(crv).toBeChecked();
  // First a positive sign that the counts can no longer come: the screen asked two searches
  // (the results and the facet counts), and the notice counts both failures.
  const searchesAsked = () => harness.ipcCalls.filter((call) => call.channel === 'listings.search').length;
  await expect
    .poll(async () => {
      const counted = (await notices.getByText(/×\s*\d+/).allTextContents()).join('').replace(/\D/g, '');
      return { asked: searchesAsked(), counted: Number(counted) };
    })
    .toEqual({ asked: 2, counted: 2 });
  // The label is the model's name alone: no count beside it (its text would be "CR-V0" with one).
  await expect(crv.locator('xpath=ancestor::label')).toHaveText('CR-V');

  // A vehicle page fans out into several calls: their identical failures make one notice with a count.
  await page.goto(page.url().replace(/#.*$/, `#/vehicle/${VIN}`));
  await expect(notices.getByText(/×\s*\d+/)).toBeVisible({ timeout: 30_000 });
  await expect(notices.getByRole('listitem').filter({ hasText: 'Service unreachable' })).toHaveCount(1);
  const count = Number((await notices.getByText(/×\s*\d+/).textContent())?.replace(/\D/g, ''));
  expect(count).toBeGreaterThanOrEqual(2);
  // The badge still shows what the failures proved (a positive sign), and so not Live.
  await expect(topbar.getByText('Offline')).toBeVisible();
  await expect(topbar).not.toContainText('Live');
  await expect(page.getByRole('button', { name: 'Dismiss: Service unreachable' })).toBeVisible();
  await shot(page, 'notices-offline-counted');
  await expectNoSeriousA11yViolations(page, 'offline notice with a count');

  // The service comes back at that address and takes the key: the notice goes by itself.
  const service: Server = createServer((request, response) => {
    const ok = request.headers.authorization === `Bearer ${FAKE_KEY}` && request.url?.startsWith('/listings');
    response.writeHead(ok ? 200 : 404, { 'content-type': 'application/json' });
    response.end(
      JSON.stringify(ok ? { data: [listingBody(VIN)], total: 1 } : { status: 404, error: { message: 'Not found' } }),
    );
  });
  await new Promise<void>((resolve) => service.listen(servicePort, '127.0.0.1', resolve));
  try {
    await harness.open('#/search');
    await expect(notices.getByRole('listitem')).toHaveCount(0, { timeout: 30_000 });
    await expect(topbar.getByText('Live')).toBeVisible();
    await shot(page, 'notices-cleared');
  } finally {
    await new Promise<void>((resolve) => service.close(() => resolve()));
  }
});

test('every notice has a labeled dismiss button that closes it', async ({ page, harness }) => {
  await harness.open('#/search');
  // The search's one call has failed for good (main's retries are over) before the notice is closed.
  await expect(page.getByRole('heading', { name: 'The search could not be run' })).toBeVisible({ timeout: 30_000 });
  const notices = page.getByRole('region', { name: 'Notifications' });
  await expect(notices).toContainText('Service unreachable');
  const dismiss = page.getByRole('button', { name: 'Dismiss: Service unreachable' });
  await dismiss.focus();
  await page.keyboard.press('Enter');
  await expect(notices.getByRole('listitem')).toHaveCount(0);
});
