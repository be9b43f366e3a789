import { expectNoSeriousA11yViolations, screenshot } from './harness/checks';
import { expect, test } from './harness/fixtures';

// The renderer's side of the two dialects: the connection badge, the plan card and the
// dialect setting in Settings, and plan locks that name the plan in force.
test.describe('plan and connection', () => {
  test('the Demo data badge describes itself to assistive technology', async ({ page, harness }) => {
    await harness.open();
    const badge = page.getByRole('link', { name: 'Demo data' });
    await expect(badge).toHaveAccessibleDescription(/built-in sandbox/);
    await expect(page.locator('.topbar')).not.toContainText('Live');
  });

  test('Settings shows the plan and how it is known, and saves the service dialect', async ({ page, harness }) => {
    await harness.open('#/settings');
    await harness.dismissNotices();
    const plan = page.getByRole('region', { name: 'Plan' });
    await expect(plan).toContainText('Plan in force');
    await expect(plan).toContainText('How VinDesk knows');

    const form = page.getByRole('form', { name: 'Service settings' });
    const dialect = form.getByLabel('Service dialect');
    await expect(dialect).toHaveValue('auto');
    await dialect.selectOption({ label: 'auto.dev' });
    await expect(form.getByLabel('Your plan').locator('option[value="free"]')).toHaveText('Free');
    await form.getByRole('button', { name: 'Save settings' }).click();
    await expect(page.getByRole('region', { name: 'Notifications' })).toContainText('Settings saved');
    expect(harness.ipcCalls.find((call) => call.channel === 'settings.update')?.input).toMatchObject({
      dialect: 'autodev',
    });
    await expect(dialect).toHaveValue('autodev');

    await screenshot(page, 'settings-plan-card');
    await expectNoSeriousA11yViolations(page, 'settings with the plan card');
  });

  test('a plan lock names the plan in force', async ({ page, harness }) => {
    await harness.open();
    await harness.ctx.router.dispatch(
      'settings.update',
      { input: { plan: 'growth' } },
      { url: page.url(), isMainFrame: true },
    );
    await harness.open('#/lot');
    await harness.dismissNotices();
    await expect(page.getByRole('heading', { name: 'Plate lookup needs the Scale plan' })).toBeVisible();
    await expect(page.getByText('Your plan: Growth')).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'lot with a plan lock');
  });
});
