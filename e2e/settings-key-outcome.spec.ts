import type { Server } from 'node:http';
import type { Locator, Page } from '@playwright/test';
import { expectNoSeriousA11yViolations, screenshot } from './harness/checks';
import { expect, test as base } from './harness/fixtures';
import { freePort, proxyToSandbox } from './harness/sandbox-proxy';
import { sandboxListings } from './harness/sandbox-fetch';

// Settings right after a key is saved (issue 38 item 13): one status block says what VinDesk
// shows now (live data, answers saved on this computer and from when, nothing saved at all,
// or demo data), the top bar's badge agrees with it, and no notice covers the card. The "service" is the demo sandbox behind a proxy
// at a fixed loopback address: stopping the proxy makes the service unreachable while the
// offline cache keeps what it answered. The sandbox takes its Scale demo key, demo-scale.

const SANDBOX_KEY = 'demo-scale';

const MINUTE = 60_000;

/**
 * "Nov 27, 4:12 PM" in the window's time zone (playwright.config.ts sets one) for every minute
 * from `from` to `to`: the newest saved answer arrived in between.
 */
async function minutesBetween(page: Page, from: number, to: number): Promise<string[]> {
  const timeZone = await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone);
  const format = new Intl.DateTimeFormat('en-US', {
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZone,
  });
  const words: string[] = [];
  for (let at = Math.floor(from / MINUTE) * MINUTE; at <= to; at += MINUTE) words.push(format.format(at));
  return words;
}

async function closeProxy(server: Server): Promise<void> {
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
}

const test = base.extend<{ servicePort: number }>({
  // eslint-disable-next-line no-empty-pattern
  servicePort: async ({}, use) => use(await freePort()),
  // A loopback address already in settings.json at start is trusted as is.
  userDataFiles: async ({ servicePort }, use) =>
    use({ 'settings.json': JSON.stringify({ baseUrl: `http://127.0.0.1:${servicePort}` }) }),
});

async function saveKey(card: Locator, key: string): Promise<void> {
  const field = card.getByLabel(/^(API key|Replace the key)$/);
  await field.fill(key);
  await card.getByRole('button', { name: /^(Save|Replace) key$/ }).click();
}

/** Every notice whose box meets the card's: none may cover it. */
async function noticesOverCard(page: Page, card: Locator): Promise<string[]> {
  const cardBox = await card.boundingBox();
  expect(cardBox).not.toBeNull();
  const overlaps: string[] = [];
  for (const notice of await page.getByRole('region', { name: 'Notifications' }).getByRole('listitem').all()) {
    const box = await notice.boundingBox();
    if (!box || !cardBox) continue;
    const apart =
      box.x >= cardBox.x + cardBox.width ||
      cardBox.x >= box.x + box.width ||
      box.y >= cardBox.y + cardBox.height ||
      cardBox.y >= box.y + box.height;
    if (!apart) overlaps.push((await notice.textContent()) ?? '');
  }
  return overlaps;
}

test.describe('settings after a key save', () => {
  test.use({ viewport: { width: 1024, height: 768 } });

  test('a key the service takes: one block says live data, the badge says Live', async ({
    page,
    harness,
    servicePort,
  }) => {
    const proxy = await proxyToSandbox(harness, servicePort);
    try {
      await harness.open('#/settings');
      await harness.dismissNotices();
      const card = page.getByRole('region', { name: 'API key' });
      await saveKey(card, SANDBOX_KEY);
      const block = card.getByRole('status');
      await expect(block).toContainText('Showing live data');
      await expect(block).toContainText('The Vehicle Data Service answered with your key ending in cale');
      await expect(block).toHaveCount(1);
      await expect(page.locator('.topbar')).toContainText('Live');
      await expect(page.locator('.topbar')).not.toContainText('Offline');
      expect(await noticesOverCard(page, card)).toEqual([]);
      await expectNoSeriousA11yViolations(page, 'settings, key works');
    } finally {
      await closeProxy(proxy);
    }
  });

  test('the service unreachable after answers were saved: one block says saved answers, and search shows them', async ({
    page,
    harness,
    servicePort,
  }) => {
    // Main's retries against an address where nothing listens, then axe twice.
    test.setTimeout(240_000);
    const proxy = await proxyToSandbox(harness, servicePort);
    // The first page of the screen's search, asked of the sandbox directly.
    const expected = await sandboxListings(harness, { limit: '50', sort: 'updatedAt.desc' });
    // Every answer the cache keeps arrives between now and the proxy's closing.
    const firstAnswer = Date.now();
    let closed = false;
    try {
      await harness.open('#/settings');
      await harness.dismissNotices();
      const card = page.getByRole('region', { name: 'API key' });
      await saveKey(card, SANDBOX_KEY);
      await expect(card.getByRole('status')).toContainText('Showing live data');
      // A search while the service answers: its answer is kept in the offline cache.
      await harness.open('#/search');
      await expect(page.locator('.results__item .result__meta .mono').first()).toHaveText(expected.data[0]!.vin);

      const lastAnswer = Date.now();
      await closeProxy(proxy);
      closed = true;
      await harness.open('#/settings');
      await harness.dismissNotices();
      await saveKey(card, SANDBOX_KEY);
      const block = card.getByRole('status');
      const title = block.locator('.status-line__title');
      await expect(title).toContainText('Offline: showing answers saved on this computer, the newest from ', {
        timeout: 30_000,
      });
      const newest = (await title.textContent())!.replace(
        'Offline: showing answers saved on this computer, the newest from ',
        '',
      );
      expect(await minutesBetween(page, firstAnswer, lastAnswer)).toContain(newest);
      await expect(block).toContainText('your key ending in cale is not checked yet');
      await expect(block).toHaveCount(1);
      // The badge says the same thing in one word, and nothing claims Live or Demo data.
      await expect(page.locator('.topbar')).toContainText('Offline');
      await expect(page.locator('.topbar')).not.toContainText('Live');
      await expect(page.getByRole('link', { name: 'Demo data' })).toHaveCount(0);
      await expect(card.getByText(/Key works|Could not reach the service/)).toHaveCount(0);
      expect(await noticesOverCard(page, card)).toEqual([]);
      await screenshot(page, 'issue38-settings-offline-after');
      await expectNoSeriousA11yViolations(page, 'settings, service unreachable');
      await page.emulateMedia({ colorScheme: 'dark' });
      await screenshot(page, 'issue38-settings-offline-after-dark');
      await expectNoSeriousA11yViolations(page, 'settings, service unreachable, dark');
      await page.emulateMedia({ colorScheme: null });

      // What the block promised: the search looked up before still shows its saved answer.
      await harness.open('#/search');
      await expect(page.locator('.results__item .result__meta .mono').first()).toHaveText(expected.data[0]!.vin, {
        timeout: 30_000,
      });
      await expect(page.locator('.topbar')).toContainText('Offline');
    } finally {
      if (!closed) await closeProxy(proxy);
    }
  });

  test('the service unreachable with nothing saved from it: one block says so, and a search fails as it says', async ({
    page,
    harness,
  }) => {
    // Main's retries against an address where nothing listens, then axe twice.
    test.setTimeout(240_000);
    // The proxy never opens: nothing was ever answered from the service address in force.
    await harness.open('#/settings');
    await harness.dismissNotices();
    const card = page.getByRole('region', { name: 'API key' });
    await saveKey(card, SANDBOX_KEY);
    const block = card.getByRole('status');
    await expect(block).toContainText('Offline: nothing is saved on this computer yet', { timeout: 30_000 });
    await expect(block).toContainText(
      'Nothing from this service is saved on this computer yet, so searches and vehicle lookups will fail until it answers.',
    );
    await expect(block).not.toContainText('answers saved');
    await expect(block).toHaveCount(1);
    await expect(page.locator('.topbar')).toContainText('Offline');
    expect(await noticesOverCard(page, card)).toEqual([]);
    await screenshot(page, 'issue38-settings-offline-none-after');
    await expectNoSeriousA11yViolations(page, 'settings, unreachable, nothing saved');
    await page.emulateMedia({ colorScheme: 'dark' });
    await screenshot(page, 'issue38-settings-offline-none-after-dark');
    await expectNoSeriousA11yViolations(page, 'settings, unreachable, nothing saved, dark');
    await page.emulateMedia({ colorScheme: null });

    // What the block said: a search has nothing to show.
    await harness.open('#/search');
    await expect(
      page
        .getByRole('alert')
        .filter({ hasText: /could not reach/i })
        .first(),
    ).toBeVisible({
      timeout: 60_000,
    });
    await expect(page.locator('.results__item')).toHaveCount(0);
  });

  test('no key, and a key removed: one block says demo data, as the badge does', async ({ page, harness }) => {
    await harness.open('#/settings');
    await harness.dismissNotices();
    const card = page.getByRole('region', { name: 'API key' });
    const block = card.getByRole('status');
    await expect(block).toContainText('No API key yet: showing demo data');
    await expect(page.getByRole('link', { name: 'Demo data' })).toBeVisible();

    await saveKey(card, SANDBOX_KEY);
    await expect(block).not.toContainText('No API key yet: showing demo data', { timeout: 30_000 });
    await card.getByRole('button', { name: 'Remove key' }).click();
    await card.getByRole('button', { name: 'Yes, remove' }).click();
    await expect(block).toContainText('No API key yet: showing demo data');
    await expect(block).toHaveCount(1);
    await expect(page.getByRole('link', { name: 'Demo data' })).toBeVisible();
    expect(await noticesOverCard(page, card)).toEqual([]);
    await expectNoSeriousA11yViolations(page, 'settings, demo data');
  });
});
