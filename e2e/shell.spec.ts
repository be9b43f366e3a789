import { BRIDGE_KEYS } from '../shared/ipc/bridge';
import { expectNoSeriousA11yViolations, screenshot } from './harness/checks';
import { expect, test } from './harness/fixtures';

test.describe('app frame', () => {
  test('shows the navigation landmark, the look-up field and the Demo data badge', async ({ page, harness }) => {
    await harness.open();
    const nav = page.getByRole('navigation', { name: 'Main' });
    for (const name of ['Search', 'Vehicle', 'Finance', 'Lot', 'Settings']) {
      await expect(nav.getByRole('link', { name, exact: true })).toBeVisible();
    }
    await expect(nav.getByRole('link', { name: 'Search', exact: true })).toHaveAttribute('aria-current', 'page');
    await expect(page.getByRole('button', { name: /Look up a VIN or plate/ })).toBeVisible();
    // No key is set, so main runs on the embedded sandbox and says so.
    await expect(page.getByRole('link', { name: 'Demo data' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Search listings');
    // First run: main's settings notice is shown in the corner.
    await expect(page.getByRole('region', { name: 'Notifications' })).toContainText('No settings are saved yet');
    await screenshot(page, 'shell');
    await expectNoSeriousA11yViolations(page, 'shell (light)');
  });

  // What the app's own built preload (out/preload/preload.js) puts in the page. That window.vds
  // is frozen and cannot be replaced is the harness's stand-in for contextBridge at work here
  // (preload-init-script.ts), not the app's, so it is not checked here; the bridge in a real
  // Electron window is checked in electron-smoke.spec.ts (harness/app-journey.ts).
  test('the built preload exposes exactly the bridge’s functions, refuses unknown channels itself, and leaks no Node', async ({
    page,
    harness,
  }) => {
    await harness.open();
    const infoCalls = () => harness.ipcCalls.filter((call) => call.channel === 'app.info').length;
    const infoCallsBefore = infoCalls();
    const exposed = await page.evaluate(async () => {
      const globals = window as unknown as Record<string, unknown>;
      const vds = window.vds as unknown as Record<string, unknown>;
      const invoke = window.vds.invoke as (channel: string, input: unknown) => Promise<unknown>;
      return {
        keys: Object.keys(vds),
        types: Object.values(vds).map((value) => typeof value),
        leaked: ['ipcRenderer', 'require', 'process', 'Buffer', 'electron', 'module', 'exports'].filter(
          (name) => name in globals,
        ),
        unknown: await invoke('fs.readFile', '/etc/passwd'),
        info: await invoke('app.info', undefined),
      };
    });
    expect(exposed.keys).toEqual([...BRIDGE_KEYS]);
    expect(exposed.types).toEqual(BRIDGE_KEYS.map(() => 'function'));
    expect(exposed.leaked).toEqual([]);
    // A channel outside the contract is answered by the preload and never reaches main.
    expect(exposed.unknown).toMatchObject({ ok: false, error: { kind: 'invalid-input', code: 'UNKNOWN_CHANNEL' } });
    expect(harness.ipcCalls.map((call) => call.channel)).not.toContain('fs.readFile');
    // A contract channel goes through to main's router and comes back as its Result.
    expect(exposed.info).toMatchObject({ ok: true, data: { mode: 'demo' } });
    expect(infoCalls()).toBeGreaterThan(infoCallsBefore);
  });

  test('answers every first-paint call through the real router', async ({ harness }) => {
    await harness.open();
    const channels = new Set(harness.ipcCalls.map((call) => call.channel));
    expect([...channels].sort()).toEqual(expect.arrayContaining(['app.info', 'settings.get']));
  });

  test('a skip link leads keyboard users past the navigation', async ({ page, harness }) => {
    await harness.open();
    await harness.dismissNotices();
    await page.locator('body').focus();
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to content' });
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
    await page.keyboard.press('Enter');
    await expect(page.locator('main')).toBeFocused();
  });

  test('moves between screens with the navigation and the keyboard', async ({ page, harness }) => {
    await harness.open();
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('link', { name: 'Lot', exact: true }).focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/#\/lot$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Lot');
    await expect(nav.getByRole('link', { name: 'Lot', exact: true })).toHaveAttribute('aria-current', 'page');
    await expect(page).toHaveTitle('Lot — VinDesk');
  });

  test('a new screen starts at its top, with keyboard focus on it', async ({ page, harness }) => {
    // Two listed VINs: each page is long enough to scroll, so the second cannot start at the top by being short.
    const listed = (await (
      await fetch(`${harness.ctx.sandboxUrl}/listings?limit=2`, { headers: { Authorization: 'Bearer demo-scale' } })
    ).json()) as { data: { vin: string }[] };
    const [first, second] = listed.data.map((row) => row.vin);
    await harness.open(`#/vehicle/${first}`);
    await harness.dismissNotices();
    const main = page.locator('main');
    await expect(page.getByRole('region', { name: 'Specifications' })).toBeVisible();
    // Scrolled down the long vehicle page as a person does, with the wheel.
    await main.hover();
    await page.mouse.wheel(0, 1200);
    await expect.poll(() => main.evaluate((node) => node.scrollTop)).toBeGreaterThan(0);
    await page.keyboard.press('Control+K');
    await page.getByRole('dialog').getByLabel('VIN or license plate').fill(second!);
    await page.keyboard.press('Enter');
    await expect(page.locator('.vehicle-header__vin')).toContainText(second!);
    await expect(page.getByRole('region', { name: 'Specifications' })).toBeVisible();
    await expect(main).toBeFocused();
    expect(await main.evaluate((node) => node.scrollTop)).toBe(0);
    expect(await main.evaluate((node) => node.scrollHeight > node.clientHeight + 1200)).toBe(true);
  });
});

test.describe('app frame, dark', () => {
  test.use({ colorScheme: 'dark' });

  test('follows the OS dark preference', async ({ page, harness }) => {
    await harness.open();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    expect(background).toBe('rgb(15, 18, 22)');
    await screenshot(page, 'shell-dark');
    await expectNoSeriousA11yViolations(page, 'shell (dark)');
  });
});
