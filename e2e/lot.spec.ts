import type { SandboxSamples } from '../electron/sandbox/sandbox-samples';
import { expectNoSeriousA11yViolations, screenshot } from './harness/checks';
import { expect, settle, test, type Harness } from './harness/fixtures';

async function samplesOf(harness: Harness): Promise<SandboxSamples> {
  return (await (await fetch(`${harness.ctx.sandboxUrl}/_sandbox/samples`)).json()) as SandboxSamples;
}

test.describe('plate lookup at the lot', () => {
  test('a sample plate leads to its vehicle and on to the VIN detail', async ({ page, harness }) => {
    const { plates } = await samplesOf(harness);
    const sample = plates[0]!;
    await harness.open('#/lot');
    await harness.dismissNotices();
    const form = page.getByRole('form', { name: 'Plate lookup' });
    // Typed the way it is painted: a hyphen, a space, lower case.
    const typed = `${sample.plate.slice(0, 3).toLowerCase()}- ${sample.plate.slice(3)}`;
    await form.getByLabel('Plate').fill(typed);
    await expect(form.getByLabel('Plate')).toHaveValue(sample.plate);
    await form.getByLabel('State').fill(sample.state);
    await form.getByRole('button', { name: 'Look up plate' }).click();

    await expect(page).toHaveURL(new RegExp(`#/lot/plate/${sample.state}/${sample.plate}$`));
    const result = page.getByRole('region', { name: `${sample.state} ${sample.plate}` });
    await expect(result).toContainText(sample.vin);
    await settle(page);
    await screenshot(page, 'lot-plate-found');
    await expectNoSeriousA11yViolations(page, 'plate found');

    await result.getByRole('link', { name: 'Open vehicle details' }).click();
    await expect(page).toHaveURL(new RegExp(`#/vehicle/${sample.vin}$`));
    // The plate is now a recent lookup on the lot screen.
    await harness.open('#/lot');
    await expect(page.getByRole('region', { name: 'Recent plates' })).toContainText(sample.plate);
  });

  test('PLATE_NOT_FOUND and NO_DATA_FOUND are each explained in words', async ({ page, harness }) => {
    const { plateNotFound, plateNoData } = await samplesOf(harness);
    await harness.open(`#/lot/plate/${plateNotFound.state}/${plateNotFound.plate}`);
    await harness.dismissNotices();
    await expect(page.getByText('No vehicle has this plate in that state')).toBeVisible();
    await screenshot(page, 'lot-plate-not-found');
    await expectNoSeriousA11yViolations(page, 'plate not found');
    await harness.open(`#/lot/plate/${plateNoData.state}/${plateNoData.plate}`);
    await expect(page.getByText('The plate is registered, but there is no vehicle data for it')).toBeVisible();
    await screenshot(page, 'lot-plate-no-data');
  });

  test('a bad plate or state is refused before any lookup', async ({ page, harness }) => {
    await harness.open('#/lot');
    const form = page.getByRole('form', { name: 'Plate lookup' });
    await form.getByLabel('Plate').fill('A');
    await form.getByLabel('State').fill('ZZ');
    await form.getByRole('button', { name: 'Look up plate' }).click();
    await expect(form).toContainText('A plate has 2 to 8 letters and digits.');
    await expect(form).toContainText('Choose a U.S. state, like CA or Texas.');
    expect(harness.ipcCalls.map((call) => call.channel)).not.toContain('plate.lookup');
  });

  test('plans without plate lookup see a lock naming the Scale plan', async ({ page, harness }) => {
    await harness.open();
    await harness.ctx.router.dispatch(
      'settings.update',
      { input: { plan: 'starter' } },
      { url: page.url(), isMainFrame: true },
    );
    await harness.open('#/lot');
    await harness.dismissNotices();
    await expect(page.getByRole('heading', { name: 'Plate lookup needs the Scale plan' })).toBeVisible();
    await screenshot(page, 'lot-starter-lock');
    await expectNoSeriousA11yViolations(page, 'plate lock');
  });
});
