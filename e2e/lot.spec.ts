import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { barcodePng } from '../electron/barcode/test-support/barcode-image';
import type { SandboxSamples } from '../electron/sandbox/sandbox-samples';
import { expectNoSeriousA11yViolations, screenshot } from './harness/checks';
import { expect, settle, test, type Harness } from './harness/fixtures';

async function samplesOf(harness: Harness): Promise<SandboxSamples> {
  return (await (await fetch(`${harness.ctx.sandboxUrl}/_sandbox/samples`)).json()) as SandboxSamples;
}

test.describe('at the lot', () => {
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
    await expect(page.getByRole('heading', { name: 'Recall sweeps needs the Growth plan' })).toBeVisible();
    await screenshot(page, 'lot-starter-lock');
    await expectNoSeriousA11yViolations(page, 'plate lock');
  });

  test('a sweep of 300 VINs with a few bad ones matches what /openrecalls says for each, pauses, resumes and exports', async ({
    page,
    harness,
  }) => {
    const { recallSweep } = await samplesOf(harness);
    const bad = ['1HGCM82633A00435O', 'TOO-SHORT', recallSweep[0]!];
    await harness.open('#/lot');
    await harness.dismissNotices();
    const sweep = page.getByRole('region', { name: 'Inventory recall sweep' });
    await sweep.getByLabel('VINs, one a line, or a CSV with a VIN column').fill([...recallSweep, ...bad].join('\n'));
    await sweep.getByRole('button', { name: 'Start sweep' }).click();
    await sweep.getByRole('button', { name: 'Pause' }).click();
    await expect(sweep.getByRole('status')).toContainText('paused');
    await screenshot(page, 'lot-sweep-paused');
    await sweep.getByRole('button', { name: 'Resume' }).click();
    await expect(sweep.getByRole('status')).toContainText(
      `${recallSweep.length} of ${recallSweep.length} checked · done`,
      { timeout: 60_000 },
    );
    await expect(sweep.getByText('3 not sent')).toBeVisible();

    // What the sandbox itself says, VIN by VIN.
    const verdicts = { parkIt: 0, parkOutside: 0, open: 0 };
    for (const vin of recallSweep) {
      const ask = () =>
        fetch(`${harness.ctx.sandboxUrl}/openrecalls/${vin}`, { headers: { Authorization: 'Bearer demo-scale' } });
      let response = await ask();
      // The demo key is limited to 50 requests a second, like the service: wait as told.
      while (response.status === 429) {
        await new Promise((resolve) => setTimeout(resolve, 1000 * Number(response.headers.get('retry-after') ?? '1')));
        response = await ask();
      }
      const body = (await response.json()) as {
        openRecalls: number;
        data: { parkIt: boolean; parkOutSide: boolean }[];
      };
      if (body.data.some((recall) => recall.parkIt)) verdicts.parkIt += 1;
      else if (body.data.some((recall) => recall.parkOutSide)) verdicts.parkOutside += 1;
      else if (body.openRecalls > 0) verdicts.open += 1;
    }
    await expect(sweep.locator('.sweep-summary')).toContainText(
      `${recallSweep.length} vehicles: ${verdicts.parkIt} do-not-drive, ${verdicts.parkOutside} park-outside, ${verdicts.open} open`,
    );
    await expect(sweep.locator('tbody tr').first()).toHaveAttribute(
      'data-verdict',
      verdicts.parkIt > 0 ? 'park-it' : /.*/,
    );
    await settle(page);
    await screenshot(page, 'lot-sweep-done');
    await expectNoSeriousA11yViolations(page, 'recall sweep');

    await sweep.getByRole('button', { name: 'Export results (CSV)' }).click();
    await expect(page.getByText(`Exported ${recallSweep.length} results`)).toBeVisible();
    const csv = (await readFile(join(harness.exportDir, 'Recall sweep.csv'), 'utf8')).trim().split(/\r?\n/);
    expect(csv[0]).toBe('vin,verdict,count,campaigns,error');
    expect(csv).toHaveLength(recallSweep.length + 1);
    expect(csv.filter((line) => line.includes(',park-it,'))).toHaveLength(verdicts.parkIt);
  });

  test('scanning a generated Code 39 label opens the vehicle, flagging the dropped import marker', async ({
    page,
    harness,
  }) => {
    const { priced } = await samplesOf(harness);
    await harness.open('#/lot');
    await harness.dismissNotices();
    const scanner = page.getByRole('region', { name: 'Scan a VIN barcode' });
    await scanner.getByLabel('Scan an image file').setInputFiles({
      name: 'door-jamb.png',
      mimeType: 'image/png',
      buffer: await barcodePng(`I${priced}`, 'Code39'),
    });
    await expect(page).toHaveURL(new RegExp(`#/vehicle/${priced}$`));
    await expect(page.getByText(`Check the label: ${priced}`)).toBeVisible();
    expect(harness.ipcCalls.filter((call) => call.channel === 'barcode.decode')).toHaveLength(1);
    await screenshot(page, 'lot-scan-opened');
  });

  test('an image without a VIN barcode says so', async ({ page, harness }) => {
    await harness.open('#/lot');
    const scanner = page.getByRole('region', { name: 'Scan a VIN barcode' });
    await scanner
      .getByLabel('Scan an image file')
      .setInputFiles({ name: 'stock.png', mimeType: 'image/png', buffer: await barcodePng('STOCK-4471', 'Code128') });
    await expect(scanner.getByRole('alert')).toContainText('Read “STOCK-4471”, which is not a VIN.');
    await expectNoSeriousA11yViolations(page, 'scan without a VIN');
  });

  test('a vehicle watched from its page shows on the lot’s watchlist, and checking again is quiet', async ({
    page,
    harness,
  }) => {
    const { parkIt } = await samplesOf(harness);
    await harness.open(`#/vehicle/${parkIt}`);
    await harness.dismissNotices();
    await page.getByRole('button', { name: 'Watch for recalls' }).click();
    await expect(page.getByRole('button', { name: 'Stop watching recalls' })).toBeVisible();
    await harness.open('#/lot');
    await harness.dismissNotices();
    const watchlist = page.getByRole('region', { name: 'Recall watchlist' });
    const row = watchlist.getByRole('row', { name: new RegExp(parkIt) });
    await expect(row).toContainText('Do not drive');
    await watchlist.getByRole('button', { name: 'Check now' }).click();
    await expect(watchlist.getByRole('button', { name: 'Check now' })).toBeEnabled();
    expect(harness.notifications).toEqual([]);
    await screenshot(page, 'lot-watchlist');
    await expectNoSeriousA11yViolations(page, 'watchlist');
  });
});
