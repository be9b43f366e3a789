import { expectNoSeriousA11yViolations, screenshot } from './harness/checks';
import { expect, test } from './harness/fixtures';

const KEY = 'vdsk_e2e_5f3a9c1b7d2e4a60';

test.describe('settings', () => {
  // A service address on this machine where nothing listens: saving a key is checked
  // with one real call, which fails as it would offline, and never leaves the machine.
  test.use({ userDataFiles: { 'settings.json': JSON.stringify({ baseUrl: 'http://127.0.0.1:9' }) } });

  test('saves an API key and shows its status without ever showing the key', async ({ page, harness }) => {
    await harness.open('#/settings');
    await harness.dismissNotices();
    const card = page.getByRole('region', { name: 'API key' });
    await expect(card).toContainText('No API key yet');

    const field = card.getByLabel('API key', { exact: true });
    await expect(field).toHaveAttribute('type', 'password');
    await field.fill(KEY);
    await card.getByRole('button', { name: 'Save key' }).click();

    // One block says what VinDesk shows now. Main has a key, so the app leaves demo mode;
    // nothing answered, so it is not Live but offline, as the top bar's badge says too.
    const block = card.getByRole('status');
    await expect(block).toHaveCount(1);
    // Nothing was ever answered from this address, so nothing is saved to show (issue 38 item 13).
    await expect(block).toContainText('Offline: nothing is saved on this computer yet');
    await expect(block).toContainText('your key ending in 4a60 is not checked yet');
    await expect(block).toContainText('It is saved in your system keychain');
    await expect(card.getByLabel('Replace the key', { exact: true })).toHaveValue('');
    await expect(page.locator('.topbar')).toContainText('Offline');
    await expect(page.locator('.topbar')).not.toContainText('Live');
    await expect(page.getByRole('link', { name: 'Demo data' })).toHaveCount(0);

    const shown = await page.evaluate(() => {
      const values = [...document.querySelectorAll('input')].map((input) => input.value);
      return `${document.body.innerText}\n${values.join('\n')}`;
    });
    expect(shown).not.toContain(KEY);
    expect(harness.ipcCalls.filter((call) => call.channel === 'keychain.setKey')).toHaveLength(1);
    expect(
      await harness.ctx.router.dispatch(
        'keychain.status',
        { input: undefined },
        {
          url: page.url(),
          isMainFrame: true,
        },
      ),
    ).toMatchObject({ ok: true, data: { hasKey: true, hint: '4a60' } });

    await screenshot(page, 'settings-key-saved');
    await expectNoSeriousA11yViolations(page, 'settings with a saved key');
  });

  test('removes the key after confirmation and returns to demo data', async ({ page, harness }) => {
    await harness.open('#/settings');
    await harness.dismissNotices();
    const card = page.getByRole('region', { name: 'API key' });
    await card.getByLabel('API key', { exact: true }).fill(KEY);
    await card.getByRole('button', { name: 'Save key' }).click();
    await card.getByRole('button', { name: 'Remove key' }).click();
    await card.getByRole('button', { name: 'Yes, remove' }).click();
    await expect(card).toContainText('No API key yet');
    await expect(page.getByRole('link', { name: 'Demo data' })).toBeVisible();
  });

  test('shows main’s validation messages under the fields', async ({ page, harness }) => {
    await harness.open('#/settings');
    await harness.dismissNotices();
    const form = page.getByRole('form', { name: 'Service settings' });
    const address = form.getByLabel('Service address', { exact: true });
    await address.fill('not a url');
    await form.getByLabel(/Dealership ZIP/).fill('1234');
    await form.getByRole('button', { name: 'Save settings' }).click();

    await expect(address).toHaveAttribute('aria-invalid', 'true');
    await expect(form).toContainText('Enter a full address, such as https://api.example.com');
    await expect(form).toContainText('A ZIP code has 5 digits');
    const call = harness.ipcCalls.find((c) => c.channel === 'settings.update');
    expect(call?.input).toMatchObject({ baseUrl: 'not a url', defaultZip: '1234' });

    await screenshot(page, 'settings-validation');
    await expectNoSeriousA11yViolations(page, 'settings with validation errors');

    await address.fill('https://vds.example.com/');
    await form.getByLabel(/Dealership ZIP/).fill('60601');
    await form.getByRole('button', { name: 'Save settings' }).click();
    await expect(page.getByRole('region', { name: 'Notifications' })).toContainText('Settings saved');
    // Main normalised the address (no trailing slash) and the form shows what was saved.
    await expect(address).toHaveValue('https://vds.example.com');
    await expect(address).not.toHaveAttribute('aria-invalid', 'true');
  });

  test('applies the theme choice at once and keeps it after a restart of the window', async ({ page, harness }) => {
    await harness.open('#/settings');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    await page.getByRole('radio', { name: 'Dark' }).check();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await expect(page.getByRole('radio', { name: 'Dark' })).toBeChecked();
    await harness.dismissNotices();
    await screenshot(page, 'settings-dark-choice');
    await expectNoSeriousA11yViolations(page, 'settings (dark by choice)');
  });
});

test('clears the offline cache from Settings', async ({ page, harness }) => {
  await harness.open('#/settings');
  await harness.dismissNotices();
  const own = { url: page.url(), isMainFrame: true };
  // Two answers main caches on disk: a listings page and a decode.
  const search = await harness.ctx.router.dispatch('listings.search', { input: { limit: 1 } }, own);
  if (!search.ok) throw new Error(search.error.message);
  const vin = (search.data as { data: { data: { vin: string }[] } }).data.data[0]!.vin;
  expect(await harness.ctx.router.dispatch('vehicle.decode', { input: { vin } }, own)).toMatchObject({ ok: true });

  const card = page.getByRole('region', { name: 'Offline cache' });
  await card.getByRole('button', { name: 'Clear cache' }).click();
  await expect(card.getByRole('status')).toHaveText(/^Removed [2-9]\d* saved answers\.$/);
  expect(harness.ipcCalls.map((call) => call.channel)).toContain('cache.clear');

  // A second clear finds nothing left.
  await card.getByRole('button', { name: 'Clear cache' }).click();
  await expect(card.getByRole('status')).toHaveText('Removed 0 saved answers.');
  await expectNoSeriousA11yViolations(page, 'settings after clearing the cache');
});
