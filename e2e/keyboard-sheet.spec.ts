import { expectNoSeriousA11yViolations, screenshot } from './harness/checks';
import { expect, test } from './harness/fixtures';

// The keyboard sheet lists what the keys do in words a salesperson reads; the test names the
// keys a person presses on a Linux/Windows keyboard, as the harness's Chromium reports one.
test.describe('the keyboard sheet', () => {
  test('? opens it outside a text field, it lists the keys, traps focus and Esc gives focus back', async ({
    page,
    harness,
  }) => {
    await harness.open('#/search');
    await harness.dismissNotices();

    // Typed into a text field, "?" is text.
    const field = page.getByRole('main').getByRole('textbox').first();
    await field.focus();
    await page.keyboard.type('?');
    await expect(page.getByRole('dialog', { name: 'Keyboard shortcuts' })).toHaveCount(0);
    await field.fill('');

    const skip = page.getByRole('link', { name: 'Skip to content' });
    await skip.focus();
    await page.keyboard.press('?');
    const sheet = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
    await expect(sheet).toBeVisible();
    await expect(sheet.getByRole('heading', { name: 'Keyboard shortcuts' })).toBeVisible();

    const row = (name: string) => sheet.getByRole('row', { name: new RegExp(`^${name}`) });
    await expect(row('Look up a VIN or a plate')).toContainText('CtrlK');
    await expect(row('Print this screen')).toContainText('CtrlP');
    await expect(row('Save this screen as a PDF')).toContainText('CtrlShiftS');
    await expect(row('Go back to the last screen')).toContainText('Alt←');
    await expect(row('Go forward again')).toContainText('Alt→');
    await expect(row('Show these keyboard shortcuts')).toContainText('?');
    await expect(row('Next or previous car')).toContainText('↓ or ↑');
    await expect(row('Close the open window or list')).toContainText('Esc');
    for (const group of ['Anywhere', 'Search results', 'Recent VINs', 'Photos', 'Dialogs']) {
      await expect(sheet.getByRole('table', { name: group })).toBeVisible();
    }

    // Focus starts inside and Tab stays inside.
    const close = sheet.getByRole('button', { name: 'Close' });
    await expect(close).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(close).toBeFocused();

    await page.setViewportSize({ width: 1024, height: 768 });
    await screenshot(page, 'keyboard-sheet');
    await expectNoSeriousA11yViolations(page, 'the keyboard sheet (light)');

    await page.keyboard.press('Escape');
    await expect(sheet).toHaveCount(0);
    await expect(skip).toBeFocused();
  });

  test('Help → Keyboard Shortcuts opens it from main, and it passes axe in the dark', async ({ page, harness }) => {
    await harness.open('#/lot');
    await harness.dismissNotices();
    const result = await harness.ctx.router.dispatch(
      'settings.update',
      { input: { theme: 'dark' } },
      { url: page.url(), isMainFrame: true },
    );
    expect(result.ok).toBe(true);
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');

    // What the menu item's click does in main.ts.
    harness.ctx.openSheet('keyboard-shortcuts');
    const sheet = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
    await expect(sheet).toBeVisible();
    await expect(sheet.getByRole('row', { name: /^Look up a VIN or a plate/ })).toContainText('CtrlK');
    await page.setViewportSize({ width: 1024, height: 768 });
    await screenshot(page, 'keyboard-sheet-dark');
    await expectNoSeriousA11yViolations(page, 'the keyboard sheet (dark)');
    await sheet.getByRole('button', { name: 'Close' }).click();
    await expect(sheet).toHaveCount(0);
  });

  test('Alt+← and Alt+→ go back and forward between screens', async ({ page, harness }) => {
    await harness.open('#/search');
    await harness.dismissNotices();
    await page.getByRole('navigation').getByRole('link', { name: 'Lot', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Lot' })).toBeVisible();
    await page.keyboard.press('Alt+ArrowLeft');
    await expect(page.getByRole('heading', { level: 1, name: 'Search listings' })).toBeVisible();
    await page.keyboard.press('Alt+ArrowRight');
    await expect(page.getByRole('heading', { level: 1, name: 'Lot' })).toBeVisible();
  });
});
