import { expect, type Page } from '@playwright/test';
import { BRIDGE_KEYS } from '../../shared/ipc/bridge';

/**
 * What both Electron smoke specs check in a real window: the page is served from
 * app://vindesk with no Node in it, window.vds answers on the embedded sandbox (no key),
 * and a search and a VIN page render. The first launch builds the demo data, hence the
 * long wait for the first result.
 */
export async function checkAppJourney(page: Page): Promise<void> {
  await page.waitForLoadState('domcontentloaded');
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();

  const globals = await page.evaluate(() => ({
    protocol: location.protocol,
    host: location.host,
    require: typeof (window as unknown as { require?: unknown }).require,
    process: typeof (window as unknown as { process?: unknown }).process,
    keys: Object.keys(window.vds),
  }));
  expect(globals).toEqual({
    protocol: 'app:',
    host: 'vindesk',
    require: 'undefined',
    process: 'undefined',
    keys: [...BRIDGE_KEYS],
  });
  const info = await page.evaluate(() => window.vds.invoke('app.info', undefined));
  expect(info).toMatchObject({ ok: true, data: { mode: 'demo' } });
  await expect(page.getByRole('link', { name: 'Demo data' })).toBeVisible();

  await page.evaluate(() => {
    location.hash = '#/search';
  });
  const firstVin = page.locator('.results__item .result__meta .mono').first();
  await expect(firstVin).toBeVisible({ timeout: 180_000 });
  const vin = (await firstVin.textContent())?.trim() ?? '';
  expect(vin).toMatch(/^[A-HJ-NPR-Z0-9]{17}$/);

  await page.evaluate((target) => {
    location.hash = `#/vehicle/${target}`;
  }, vin);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText(vin).first()).toBeVisible();
}
