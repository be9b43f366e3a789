import { expectNoSeriousA11yViolations, screenshot } from './harness/checks';
import { expect, test } from './harness/fixtures';

const VIN = '1HGCM82633A004352';

test.describe('command bar', () => {
  test('refuses a VIN that breaks the rule, explains the rule, and makes no IPC call', async ({ page, harness }) => {
    await harness.open();
    await harness.dismissNotices();
    // Let start-up calls finish so that any later call can only come from the command bar:
    // the search screen's results, and the export's cost asked once their count is known.
    await page.waitForLoadState('networkidle');
    await expect(page.locator('.results')).toHaveAttribute('aria-busy', 'false', { timeout: 30_000 });
    await expect(page.locator('.export-cost')).toBeVisible({ timeout: 30_000 });
    const before = harness.ipcCalls.length;

    await page.keyboard.press('Control+K');
    const dialog = page.getByRole('dialog', { name: /Look up a vehicle/ });
    await expect(dialog).toBeVisible();
    const input = dialog.getByLabel('VIN or license plate');
    await expect(input).toBeFocused();
    await input.fill('1HGCM82633A00435O');
    await input.press('Enter');

    const alert = dialog.getByRole('alert');
    await expect(alert).toContainText('That is not a valid VIN');
    await expect(alert).toContainText('VINs never contain the letters I, O or Q (found O)');
    await expect(alert).toContainText('A VIN is exactly 17 letters and digits and never contains I, O or Q.');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(dialog).toBeVisible();
    await expect(page).not.toHaveURL(/#\/vehicle/);

    await screenshot(page, 'command-bar-vin-error');
    await expectNoSeriousA11yViolations(page, 'command bar with a VIN error');
    expect(harness.ipcCalls.slice(before)).toEqual([]);
  });

  test('says, as the user types, which position holds a letter VINs never use', async ({ page, harness }) => {
    await harness.open();
    await harness.dismissNotices();
    await page.waitForLoadState('networkidle');
    const before = harness.ipcCalls.length;

    await page.keyboard.press('Control+K');
    const dialog = page.getByRole('dialog', { name: /Look up a vehicle/ });
    const input = dialog.getByLabel('VIN or license plate');
    // 1HGCM82633A004352 with its 9th character typed as the letter O, key by key, no Enter.
    await input.pressSequentially('1HGCM826O3A004352');
    const status = dialog.getByRole('status');
    await expect(status).toContainText('Position 9: the letter O is not used in VINs — did you mean 0?');
    await expect(input).toHaveAccessibleDescription(/Position 9: the letter O/);
    await expect(dialog.getByRole('button', { name: 'Open vehicle' })).toHaveCount(0);
    // Nothing is asked for a VIN the rule refuses.
    expect(harness.ipcCalls.slice(before)).toEqual([]);

    // Fixing the letter clears the message and offers the lookup.
    await input.press('End');
    for (let i = 0; i < 8; i++) await input.press('ArrowLeft');
    await input.press('Backspace');
    await input.press('3');
    await expect(input).toHaveValue('1HGCM82633A004352');
    await expect(status).toHaveText('');
    await expect(dialog.getByRole('button', { name: 'Open vehicle' })).toBeVisible();
    // Complete, with a valid check digit: its page's requests start before Enter.
    await expect
      .poll(() => harness.ipcCalls.slice(before).some((call) => call.channel === 'vehicle.decode'))
      .toBe(true);

    // Too short: it says how many characters are missing, before Enter too.
    await input.fill('1HGCM8263');
    await expect(dialog.getByText('9 of 17 characters: 8 to go.')).toBeVisible();
    await screenshot(page, 'command-bar-live-hint');
    await expectNoSeriousA11yViolations(page, 'command bar with a live hint');
    // Only the complete VIN was ever asked for.
    const vinsAsked = harness.ipcCalls
      .slice(before)
      .map((call) => (call.input as { vin?: string } | undefined)?.vin)
      .filter((vin) => vin !== undefined);
    expect(new Set(vinsAsked)).toEqual(new Set(['1HGCM82633A004352']));
  });

  test('closes on Escape and gives focus back', async ({ page, harness }) => {
    await harness.open();
    await harness.dismissNotices();
    const trigger = page.getByRole('button', { name: /Look up a VIN or plate/ });
    await trigger.click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(trigger).toBeFocused();
  });

  test('keeps Tab inside the dialog', async ({ page, harness }) => {
    await harness.open();
    await page.keyboard.press('Control+K');
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('VIN or license plate').fill('7ABC123');
    for (let i = 0; i < 5; i++) {
      await page.keyboard.press('Tab');
      expect(await dialog.evaluate((node) => node.contains(document.activeElement))).toBe(true);
    }
  });

  test('opens the vehicle page for a valid VIN', async ({ page, harness }) => {
    await harness.open();
    await page.keyboard.press('Control+K');
    await page.getByLabel('VIN or license plate').fill(VIN.toLowerCase());
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`#/vehicle/${VIN}$`));
    await expect(page.getByLabel('VIN', { exact: true })).toHaveText(VIN);
    await expect(page.getByRole('dialog')).toHaveCount(0);

    // It is now a recent lookup, one keystroke away.
    await page.keyboard.press('Control+K');
    await expect(page.getByRole('dialog').getByRole('button', { name: new RegExp(VIN) })).toBeVisible();
  });

  test('a lookup that opens a page leaves focus on that page, not on the button that opened the lookup', async ({
    page,
    harness,
  }) => {
    await harness.open();
    await harness.dismissNotices();
    const trigger = page.getByRole('button', { name: /Look up a VIN or plate/ });
    await trigger.click();
    await page.getByLabel('VIN or license plate').fill(VIN);
    await page.keyboard.press('Enter');
    await expect(page.getByLabel('VIN', { exact: true })).toHaveText(VIN);
    // Keyboard and screen reader users start at the screen they asked for, as after any navigation.
    await expect(page.locator('main')).toBeFocused();
    await expect(trigger).not.toBeFocused();
  });

  test('asks for the state of a plate, then opens the plate lookup', async ({ page, harness }) => {
    await harness.open();
    await harness.dismissNotices();
    await page.keyboard.press('Control+K');
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('VIN or license plate').fill('7abc-123');
    await page.keyboard.press('Enter');
    await expect(dialog.getByText('Choose the state that issued the plate.')).toBeVisible();
    await dialog.getByLabel('State that issued the plate').selectOption('CA');
    await screenshot(page, 'command-bar-plate');
    await dialog.getByRole('button', { name: 'Look up plate' }).click();
    await expect(page).toHaveURL(/#\/lot\/plate\/CA\/7ABC123$/);
    await expect(page.getByRole('region', { name: 'CA 7ABC123' })).toBeVisible();
  });
});
