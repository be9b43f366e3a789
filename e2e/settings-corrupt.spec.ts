import { expectNoSeriousA11yViolations, screenshot } from './harness/checks';
import { expect, test } from './harness/fixtures';

const DAMAGED_ADDRESS = 'https://proxy.example/vds';
/** The service address a fresh install uses (README.md, the settings.json row). */
const DEFAULT_ADDRESS = 'https://api.auto.dev';

test.describe('corrupt settings file', () => {
  // The damaged file names an address other than the default, so the field can tell a reset
  // (README.md: "a damaged file falls back to defaults") from a value read out of the wreck.
  test.use({ userDataFiles: { 'settings.json': `{ "baseUrl": "${DAMAGED_ADDRESS}", \u0000 garbage` } });

  test('starts on defaults and tells the user, with a way to Settings', async ({ page, harness }) => {
    await harness.open();
    const notices = page.getByRole('region', { name: 'Notifications' });
    await expect(notices).toContainText('Check your settings');
    await expect(notices).toContainText('Your settings file was damaged');
    await screenshot(page, 'settings-corrupt-notice');
    await expectNoSeriousA11yViolations(page, 'corrupt settings notice');

    await notices.getByRole('link', { name: 'Open Settings' }).click();
    await expect(page).toHaveURL(/#\/settings$/);
    await expect(page.getByRole('main')).toContainText('Your settings file was damaged');
    await expect(
      page.getByRole('form', { name: 'Service settings' }).getByLabel('Service address', { exact: true }),
    ).toHaveValue(DEFAULT_ADDRESS);
  });
});
