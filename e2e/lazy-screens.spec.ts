import type { Route } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './harness/checks';
import { expect, test } from './harness/fixtures';

// Screens other than the one in view, and the chart library, load only when needed.
const SCREEN_CHUNKS = ['vehicle-screen', 'finance-screen', 'compare-screen', 'lot-screen', 'settings-screen'];
const chunkOf = (url: string) => /\/assets\/(.+)-[\w-]{8}\.js$/.exec(url)?.[1];

test('the search opens without the other screens’ code; Settings shows a skeleton until its code arrives', async ({
  page,
  harness,
}) => {
  const loaded: string[] = [];
  page.on('request', (request) => {
    const chunk = chunkOf(request.url());
    if (chunk) loaded.push(chunk);
  });
  // Hold the Settings screen's code back until the skeleton has been seen.
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/settings-screen-[\w-]{8}\.js$/, async (route: Route) => {
    await released;
    await route.continue();
  });

  await harness.open('#/search');
  await harness.dismissNotices();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Search listings');
  expect(loaded).toContain('search-screen');
  expect(loaded.filter((chunk) => SCREEN_CHUNKS.includes(chunk) || chunk === 'charts')).toEqual([]);

  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Settings', exact: true }).click();
  const loading = page.getByRole('status', { name: 'Loading screen' });
  await expect(loading).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'screen skeleton');
  expect(loaded).toContain('settings-screen');

  release();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Settings');
  await expect(loading).toHaveCount(0);
  await expect(page.getByRole('main')).toContainText('No API key yet');
});

test('the chart library arrives with the Finance screen, not before', async ({ page, harness }) => {
  const loaded: string[] = [];
  page.on('request', (request) => {
    const chunk = chunkOf(request.url());
    if (chunk) loaded.push(chunk);
  });
  await harness.open('#/lot');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Lot');
  expect(loaded).not.toContain('charts');

  const charts = page.waitForRequest((request) => chunkOf(request.url()) === 'charts');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Finance', exact: true }).click();
  await charts;
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Price a vehicle');
});
