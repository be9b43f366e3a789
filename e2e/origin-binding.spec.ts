import type { Page } from '@playwright/test';
import { expectNoSeriousA11yViolations, screenshot } from './harness/checks';
import { expect, test } from './harness/fixtures';

// A key saved for one service address never goes to another until the person says so
// in main's own dialog. Both addresses are closed loopback ports, so nothing leaves
// this machine; the new one is a different host (127.0.0.2), hence a different origin.

const SAVED_FOR = 'http://127.0.0.1:9';
const NEW_ADDRESS = 'http://127.0.0.2:9';

async function saveKeyThenChangeAddress(page: Page): Promise<void> {
  const keyCard = page.getByRole('region', { name: 'API key' });
  await keyCard.getByLabel('API key', { exact: true }).fill('sk_live_origin_binding_1234');
  await keyCard.getByRole('button', { name: 'Save key' }).click();
  await expect(keyCard.getByRole('button', { name: 'Replace key' })).toBeVisible();
  const service = page.getByRole('form', { name: 'Service settings' });
  await service.getByLabel('Service address', { exact: true }).fill(NEW_ADDRESS);
  await service.getByRole('button', { name: 'Save settings' }).click();
}

test.describe('the key stays with the address it was saved for', () => {
  test.use({ userDataFiles: { 'settings.json': JSON.stringify({ baseUrl: SAVED_FOR }) } });

  test('Cancel in main’s dialog keeps the old address, says so, and keeps the edit in the form', async ({
    page,
    harness,
  }) => {
    await harness.open('#/settings');
    await harness.dismissNotices();
    await saveKeyThenChangeAddress(page);

    const alert = page.getByRole('alert').filter({ hasText: 'The service address was not changed' });
    await expect(alert).toBeVisible();
    // Main asked, once, naming the new host and the one the key goes to now.
    expect(harness.keyOriginQuestions).toEqual([{ hosts: ['127.0.0.2:9'], currentHosts: ['127.0.0.1:9'] }]);
    expect(harness.ctx.settings().baseUrl).toBe(SAVED_FOR);
    await expect(page.getByLabel('Service address', { exact: true })).toHaveValue(NEW_ADDRESS);
    await screenshot(page, 'settings-origin-cancelled');
    await expectNoSeriousA11yViolations(page, 'settings, address change cancelled');
  });
});

test.describe('the key follows a confirmed address', () => {
  test.use({
    userDataFiles: { 'settings.json': JSON.stringify({ baseUrl: SAVED_FOR }) },
    keyOriginAnswer: true,
  });

  test('confirming in main’s dialog saves the address and names where the key now goes', async ({ page, harness }) => {
    await harness.open('#/settings');
    await harness.dismissNotices();
    await saveKeyThenChangeAddress(page);

    await expect(page.getByRole('status').filter({ hasText: 'Your API key now goes to 127.0.0.2:9' })).toBeVisible();
    expect(harness.keyOriginQuestions).toHaveLength(1);
    await expect.poll(() => harness.ctx.settings().baseUrl).toBe(NEW_ADDRESS);
  });
});
