import { join } from 'node:path';
import type { Locator, Page } from '@playwright/test';
import type { SandboxSamples } from '../sandbox/start-sandbox';
import type { AppError } from '../shared/ipc/app-error';
import { expectNoSeriousA11yViolations } from './harness/checks';
import { expect, settle, test, type Harness } from './harness/fixtures';

// Silent failures: when main says no to an action, the person is told. Each
// action below is refused at main's side (the harness answers its channel with a typed
// AppError instead of running the handler) and the test reads the notice that appears.

async function samplesOf(harness: Harness): Promise<SandboxSamples> {
  return (await (await fetch(`${harness.ctx.sandboxUrl}/_sandbox/samples`)).json()) as SandboxSamples;
}

/** A refusal as main writes one: a kind, a code, and words for a person. */
function refusal(code: string, message: string, extra: Partial<AppError> = {}): AppError {
  return { kind: 'internal', code, message, ...extra };
}

const SHOTS = join(process.env.VINDESK_E2E_ARTIFACTS ?? 'test-results/artifacts', 'shots');

async function shot(page: Page, name: string): Promise<void> {
  await settle(page);
  await page.screenshot({ path: join(SHOTS, `${name}.png`), animations: 'disabled' });
}

const notices = (page: Page) => page.getByRole('region', { name: 'Notifications' });

/** The notice a person sees for a refused action: its title and the reason main gave. */
async function expectNotice(page: Page, title: string, message: string): Promise<void> {
  const notice = notices(page).getByRole('listitem').filter({ hasText: title });
  await expect(notice).toHaveCount(1);
  await expect(notice).toContainText(message);
}

/** Clicks, then waits until the click's call reached main (refused or not). */
async function clickAndWaitForCall(harness: Harness, button: Locator, channel: string): Promise<void> {
  const before = harness.ipcCalls.filter((call) => call.channel === channel).length;
  await button.click();
  await expect.poll(() => harness.ipcCalls.filter((call) => call.channel === channel).length).toBe(before + 1);
}

test.describe('no action fails silently', () => {
  test('sweep pause, resume, cancel and export, and watching its results, each say when main refuses', async ({
    page,
    harness,
  }) => {
    test.setTimeout(120_000);
    const { recallSweep } = await samplesOf(harness);
    await harness.open('#/lot');
    await harness.dismissNotices();
    const sweep = page.getByRole('region', { name: 'Inventory recall sweep' });
    const status = sweep.getByRole('status');
    await sweep.getByLabel('VINs, one a line, or a CSV with a VIN column').fill(recallSweep.join('\n'));
    await sweep.getByRole('button', { name: 'Start sweep' }).click();
    // On demo data the cost step says checks are free; the sweep starts from it.
    const cost = sweep.getByRole('region', { name: 'What this sweep costs' });
    await expect(cost.getByTestId('sweep-cost')).toContainText('checks cost nothing on demo data');
    await cost.getByRole('button', { name: 'Start sweep' }).click();

    // Pause refused while the sweep runs: a notice, and the sweep is not shown paused. The sweep
    // takes seconds, so the real pause follows at once and the rest is checked while it is paused.
    harness.failChannels.set('sweep.pause', refusal('SWEEP_BUSY', 'The sweep is writing its results; try again.'));
    await clickAndWaitForCall(harness, sweep.getByRole('button', { name: 'Pause' }), 'sweep.pause');
    await expectNotice(page, 'The sweep was not paused', 'The sweep is writing its results; try again.');
    // A positive sign of the state first: the refused request has settled (its button is no
    // longer busy) and the sweep is still running (Pause is offered only while it runs).
    const pause = sweep.getByRole('button', { name: 'Pause' });
    await expect(pause).toBeEnabled();
    await expect(pause).not.toHaveAttribute('aria-busy', 'true');
    await expect(sweep.getByRole('button', { name: 'Resume' })).toHaveCount(0);
    await expect(status).not.toContainText('paused');
    harness.failChannels.delete('sweep.pause');
    await sweep.getByRole('button', { name: 'Pause' }).click();
    await expect(status).toContainText('paused');
    await expectNoSeriousA11yViolations(page, 'refused sweep pause');
    await harness.dismissNotices();

    harness.failChannels.set('sweep.resume', refusal('SWEEP_STATE', 'No paused sweep to resume.'));
    await clickAndWaitForCall(harness, sweep.getByRole('button', { name: 'Resume' }), 'sweep.resume');
    await expectNotice(page, 'The sweep was not resumed', 'No paused sweep to resume.');
    await expect(status).toContainText('paused');
    await harness.dismissNotices();

    harness.failChannels.set('sweep.cancel', refusal('SWEEP_STATE', 'The sweep has already stopped.'));
    await clickAndWaitForCall(harness, sweep.getByRole('button', { name: 'Cancel' }), 'sweep.cancel');
    await expectNotice(page, 'The sweep was not canceled', 'The sweep has already stopped.');
    await expect(status).toContainText('paused');
    await harness.dismissNotices();

    harness.failChannels.set(
      'sweep.exportCsv',
      refusal('SAVE_FAILED', 'The CSV could not be saved to /media/usb/Recall sweep.csv.', {
        suggestion: 'Choose another folder.',
      }),
    );
    await clickAndWaitForCall(harness, sweep.getByRole('button', { name: 'Export results (CSV)' }), 'sweep.exportCsv');
    await expectNotice(
      page,
      'The sweep results were not exported',
      'The CSV could not be saved to /media/usb/Recall sweep.csv. Choose another folder.',
    );
    await shot(page, 'silent-failures-sweep-export');
    await harness.dismissNotices();

    harness.failChannels.set('watchlist.add', refusal('WATCHLIST_FULL', 'The watchlist holds 5,000 VINs at most.'));
    // The rows checked before the cancel: from 10 VINs the cost is shown first and the add
    // waits for the yes; fewer are added at once.
    const watchThese = sweep.getByRole('button', { name: /^Watch these / });
    const shown = Number((await watchThese.innerText()).replace(/\D/g, ''));
    if (shown >= 10) {
      await clickAndWaitForCall(harness, watchThese, 'watchlist.estimateAdd');
      const yes = sweep.getByRole('alertdialog').getByRole('button', { name: /^Watch [\d,]+ VINs?$/ });
      await clickAndWaitForCall(harness, yes, 'watchlist.add');
    } else {
      await clickAndWaitForCall(harness, watchThese, 'watchlist.add');
    }
    await expectNotice(page, 'Not added to the watchlist', 'The watchlist holds 5,000 VINs at most.');
    // Nothing was added behind the notice.
    await expect(page.getByRole('region', { name: 'Recall watchlist' })).toContainText('No vehicles watched yet');
  });

  test('watch, unwatch and check the watchlist, each say when main refuses', async ({ page, harness }) => {
    const { parkIt } = await samplesOf(harness);
    await harness.open(`#/vehicle/${parkIt}`);
    await harness.dismissNotices();

    harness.failChannels.set('watchlist.add', refusal('WATCHLIST_WRITE', 'The watchlist file could not be written.'));
    await clickAndWaitForCall(harness, page.getByRole('button', { name: 'Watch for recalls' }), 'watchlist.add');
    await expectNotice(page, 'Not added to the watchlist', 'The watchlist file could not be written.');
    await expect(page.getByRole('button', { name: 'Watch for recalls' })).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'refused watch');
    await harness.dismissNotices();

    harness.failChannels.delete('watchlist.add');
    await page.getByRole('button', { name: 'Watch for recalls' }).click();
    await expect(page.getByRole('button', { name: 'Stop watching recalls' })).toBeVisible();

    await harness.open('#/lot');
    await harness.dismissNotices();
    const watchlist = page.getByRole('region', { name: 'Recall watchlist' });
    const row = watchlist.getByRole('row', { name: new RegExp(parkIt) });
    await expect(row).toBeVisible();

    harness.failChannels.set('watchlist.remove', refusal('WATCHLIST_WRITE', 'The watchlist file is read-only.'));
    await clickAndWaitForCall(
      harness,
      row.getByRole('button', { name: `Stop watching ${parkIt}` }),
      'watchlist.remove',
    );
    await expectNotice(page, 'Not removed from the watchlist', 'The watchlist file is read-only.');
    await expect(row).toBeVisible();
    await harness.dismissNotices();

    harness.failChannels.set(
      'watchlist.checkNow',
      refusal('CHECK_RUNNING', 'A check is already running.', { suggestion: 'Wait for it to finish.' }),
    );
    await clickAndWaitForCall(harness, watchlist.getByRole('button', { name: 'Check now' }), 'watchlist.checkNow');
    await expectNotice(page, 'The watchlist was not checked', 'A check is already running. Wait for it to finish.');
    await shot(page, 'silent-failures-watchlist');
    await expectNoSeriousA11yViolations(page, 'refused watchlist check');
  });

  test('opening the dealer’s page says when main refuses, and nothing opens', async ({ page, harness }) => {
    const { priced } = await samplesOf(harness);
    await harness.open(`#/vehicle/${priced}`);
    await harness.dismissNotices();
    harness.failChannels.set(
      'document.openLink',
      refusal('LINK_REFUSED', 'This listing’s dealer page is not an https address.', {
        kind: 'invalid-input',
        suggestion: 'Ask the dealer for their page.',
      }),
    );
    const dealer = page.getByRole('button', { name: 'Dealer’s page, opens in your browser' });
    await clickAndWaitForCall(harness, dealer, 'document.openLink');
    await expectNotice(
      page,
      'The page could not be opened',
      'This listing’s dealer page is not an https address. Ask the dealer for their page.',
    );
    expect(harness.openedUrls).toEqual([]);
    await shot(page, 'silent-failures-dealer-page');
    await expectNoSeriousA11yViolations(page, 'refused dealer page');
  });

  test('saving, opening and deleting a saved search each say when main refuses, and nothing typed is lost', async ({
    page,
    harness,
  }) => {
    await harness.open('#/search');
    await harness.dismissNotices();
    const saved = page.getByRole('region', { name: 'Saved searches' });
    const field = saved.getByLabel('Name for this search');
    const save = saved.getByRole('button', { name: 'Save search' });

    // A refusal that is not about the name is a notice; the name typed stays in the field.
    harness.failChannels.set(
      'savedSearches.save',
      refusal('SAVE_FAILED', 'Saved searches could not be written to disk.', { suggestion: 'Check free space.' }),
    );
    await field.fill('Civics near the store');
    await clickAndWaitForCall(harness, save, 'savedSearches.save');
    await expectNotice(
      page,
      'The search was not saved',
      'Saved searches could not be written to disk. Check free space.',
    );
    await expect(field).toHaveValue('Civics near the store');
    await harness.dismissNotices();

    // A refusal of the name itself shows under the field, where it can be fixed, not in a notice.
    harness.failChannels.set(
      'savedSearches.save',
      refusal('INVALID_INPUT', 'Invalid input', {
        kind: 'invalid-input',
        issues: [{ path: 'name', message: 'A saved search with this name exists.' }],
      }),
    );
    await clickAndWaitForCall(harness, save, 'savedSearches.save');
    await expect(saved.getByText('A saved search with this name exists.')).toBeVisible();
    await expect(notices(page).getByRole('listitem')).toHaveCount(0);

    harness.failChannels.delete('savedSearches.save');
    await field.fill('Civics near the store');
    await save.click();
    const entry = saved.getByRole('button', { name: 'Civics near the store', exact: true });
    await expect(entry).toBeVisible();

    harness.failChannels.set('savedSearches.open', refusal('SEARCH_NOT_FOUND', 'That saved search no longer exists.'));
    await clickAndWaitForCall(harness, entry, 'savedSearches.open');
    await expectNotice(page, 'The saved search did not open', 'That saved search no longer exists.');
    await harness.dismissNotices();

    harness.failChannels.set('savedSearches.delete', refusal('SAVE_FAILED', 'Saved searches could not be written.'));
    const remove = saved.getByRole('button', { name: 'Delete saved search Civics near the store' });
    await clickAndWaitForCall(harness, remove, 'savedSearches.delete');
    await expectNotice(page, 'The saved search was not deleted', 'Saved searches could not be written.');
    await expect(entry).toBeVisible();
    await shot(page, 'silent-failures-saved-search');
    await expectNoSeriousA11yViolations(page, 'refused saved-search delete');
  });
});
