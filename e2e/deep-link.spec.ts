import type { SandboxSamples } from '../sandbox/start-sandbox';
import type { EventName } from '../shared/ipc/bridge';
import { expect, test, type Harness } from './harness/fixtures';

async function samplesOf(harness: Harness): Promise<SandboxSamples> {
  return (await (await fetch(`${harness.ctx.sandboxUrl}/_sandbox/samples`)).json()) as SandboxSamples;
}

test.describe('vindesk: links', () => {
  test('a VIN link opens that vehicle, and a plate link looks the plate up on the lot', async ({ page, harness }) => {
    const { priced, plates } = await samplesOf(harness);
    const sample = plates[0]!;
    await harness.open();
    await harness.dismissNotices();

    // Lower case, as a link typed into an email or a CRM note may well be.
    expect(harness.ctx.openDeepLink(`vindesk://vin/${priced.toLowerCase()}`)).toEqual({ ok: true });
    await expect(page).toHaveURL(new RegExp(`#/vehicle/${priced}$`));
    const header = page.locator('.vehicle-header');
    await expect(header.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(header.getByText(priced, { exact: true })).toBeVisible();

    expect(harness.ctx.openDeepLink(`vindesk://plate/${sample.state.toLowerCase()}/${sample.plate}?from=crm`)).toEqual({
      ok: true,
    });
    await expect(page).toHaveURL(new RegExp(`#/lot/plate/${sample.state}/${sample.plate}$`));
    const form = page.getByRole('form', { name: 'Plate lookup' });
    await expect(form.getByLabel('Plate')).toHaveValue(sample.plate);
    await expect(form.getByLabel('State')).toHaveValue(sample.state);
    await expect(page.getByRole('region', { name: `${sample.state} ${sample.plate}` })).toContainText(sample.vin);
  });

  test('a bad link returns the reason and changes nothing', async ({ page, harness }) => {
    const { priced } = await samplesOf(harness);
    await harness.open('#/lot');
    await harness.dismissNotices();
    const sent: EventName[] = [];
    const off = harness.ctx.onEvent((name) => {
      sent.push(name);
    });
    const before = page.url();

    // The listed VIN with its check digit changed: one typo.
    const typo = priced.slice(0, 8) + (priced[8] === '0' ? '1' : '0') + priced.slice(9);
    const result = harness.ctx.openDeepLink(`vindesk://vin/${typo}`);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.message).toContain(`The link's VIN ${typo} fails its check digit`);

    const wrongView = harness.ctx.openDeepLink(`vindesk://listing/${priced}`);
    expect(wrongView).toEqual({
      ok: false,
      message: expect.stringContaining('VinDesk links open a VIN or a plate, not "listing"'),
    });
    off();

    // Main sends nothing when it refuses a link, so the window has nothing to act on.
    expect(sent).not.toContain('app.navigate');
    expect(page.url()).toBe(before);
    await expect(page.getByRole('heading', { level: 1, name: 'Lot' })).toBeVisible();
  });
});
