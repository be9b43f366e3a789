import { expect, test } from './harness/fixtures';
import { useTheme, recordState, THEMES } from './harness/theme';
import { sandboxJson } from './harness/sandbox-fetch';

// The cards whose lists are read from this computer, when main cannot read them (issue #38 item
// 17): the Lot's alerts and watchlist, Search's saved searches and a VIN page's price history.
// Each says the list could not be read, never that there is nothing in it; photographed in both
// themes at 1024 × 768 (states-<card>-error-<theme>) and checked by axe.

/** Main's refusal, as a damaged store file would give it. */
const UNREADABLE = {
  kind: 'internal',
  code: 'STORE_UNREADABLE',
  message: 'VinDesk could not read this from its files on this computer.',
} as const;

test.use({ viewport: { width: 1024, height: 768 } });

test('lists that cannot be read say so, with a retry, on the Lot, Search and a VIN page, light and dark', async ({
  page,
  harness,
}) => {
  test.setTimeout(180_000);
  const [car] = (await sandboxJson<{ data: { vin: string }[] }>(harness, '/listings?limit=1')).data;
  if (!car) throw new Error('The demo data lists no car');
  for (const channel of ['alerts.list', 'watchlist.list', 'savedSearches.list', 'market.history'])
    harness.failChannels.set(channel, UNREADABLE);

  for (const theme of THEMES) {
    await harness.open('#/lot');
    await harness.dismissNotices();
    await useTheme(page, harness, theme);
    const alerts = page.getByRole('region', { name: 'Alerts' });
    await expect(alerts.getByRole('heading', { name: 'Your alerts could not be read' })).toBeVisible();
    await expect(alerts.getByRole('button', { name: 'Try again' })).toBeVisible();
    await expect(alerts).not.toContainText('No alerts yet.');
    const watchlist = page.getByRole('region', { name: 'Recall watchlist' });
    await expect(watchlist.getByRole('heading', { name: 'The watchlist could not be read' })).toBeVisible();
    await expect(watchlist).not.toContainText('No vehicles watched yet');
    await watchlist.scrollIntoViewIfNeeded();
    await recordState(page, `states-lot-lists-error-${theme}`);

    await harness.open('#/search');
    const saved = page.getByRole('region', { name: 'Saved searches' });
    await expect(saved.getByRole('heading', { name: 'Your saved searches could not be read' })).toBeVisible({
      timeout: 30_000,
    });
    await expect(saved).not.toContainText('No saved searches yet');
    await saved.scrollIntoViewIfNeeded();
    await recordState(page, `states-saved-searches-error-${theme}`);

    await harness.open(`#/vehicle/${car.vin}`);
    const history = page.getByRole('region', { name: 'Price history' });
    await expect(history).toContainText('The price history could not be read on this computer.', { timeout: 30_000 });
    await history.scrollIntoViewIfNeeded();
    await recordState(page, `states-price-history-error-${theme}`);
  }

  // Readable again: Try again shows the list as it is, here empty.
  await harness.open('#/lot');
  const alerts = page.getByRole('region', { name: 'Alerts' });
  const retry = alerts.getByRole('button', { name: 'Try again' });
  await expect(retry).toBeVisible();
  harness.failChannels.delete('alerts.list');
  await retry.click();
  await expect(alerts).toContainText('No alerts yet.');
});
