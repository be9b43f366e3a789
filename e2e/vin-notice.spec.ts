import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { expectNoSeriousA11yViolations, SCREENSHOT_DIR, screenshot } from './harness/checks';
import { listings, worked, LABELS, type Row } from './harness/deal-rating-truth';
import { expect, settle, test, type Harness } from './harness/fixtures';
import { pdfText } from './harness/pdf-text';
import { sandboxJson, sandboxSamples } from './harness/sandbox-fetch';

// Issue 38, items 3, 4 and 6: a do-not-drive vehicle's first action is the customer's recall
// notice; the check digit and an unrated price are plain words, not pills; the VIN report
// fills its one page with the photo, asking price, deal rating and dealer. Expected values
// come from the sandbox asked directly.

interface SandboxOpenRecall {
  regulatorCampaignNumber: string;
  parkIt?: boolean;
  parkOutSide?: boolean;
  expectedRemediationDate?: string | null;
}

interface SandboxListing extends Row {
  retailListing: Row['retailListing'] & { dealer?: string; city?: string; state?: string };
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const DAY_MS = 24 * 60 * 60 * 1000;
const usd = (value: number) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 }).format(value);
/** pdf.js splits some runs of text, so passages are compared with spaces squashed. */
const squash = (text: string) => text.replace(/\s+/g, ' ');

/** "2026-08-13" or "13/08/2026" as a person reads it, and that day's UTC midnight. */
function dayOf(date: string): { shown: string; utc: number } {
  const [year, month, day] = (date.includes('/') ? date.split('/').reverse() : date.split('-')).map(Number) as [
    number,
    number,
    number,
  ];
  return { shown: `${MONTHS[month - 1]} ${day}, ${year}`, utc: Date.UTC(year, month - 1, day) };
}

async function listingOf(harness: Harness, vin: string): Promise<SandboxListing> {
  return (await sandboxJson<{ data: SandboxListing }>(harness, `/listings/${vin}`)).data;
}

async function savePdf(page: Page, harness: Harness, button: string, saved: string, file: string) {
  await page.getByRole('button', { name: button }).click();
  await expect(page.getByText(saved)).toBeVisible({ timeout: 20_000 });
  const pdf = await pdfText(join(harness.exportDir, file));
  return { pages: pdf.pages, text: squash(pdf.text) };
}

test.describe('VIN page documents and plain words (issue 38)', () => {
  test('a do-not-drive vehicle saves a one-page recall notice first; the VIN report stays', async ({
    page,
    harness,
  }) => {
    // A PDF save, two print views and axe, on a two-core machine.
    test.setTimeout(240_000);
    const samples = await sandboxSamples(harness);
    const vin = samples.parkIt;
    const open = (await sandboxJson<{ data: SandboxOpenRecall[] }>(harness, `/openrecalls/${vin}`)).data;
    const parkIt = open.filter((recall) => recall.parkIt === true);
    expect(parkIt.length, 'the park-it sample has a park-it recall').toBeGreaterThan(0);
    const listing = await listingOf(harness, vin);
    expect(listing.retailListing.dealer, 'the park-it sample is listed by a dealer').toBeTruthy();

    await harness.open(`#/vehicle/${vin}`);
    await harness.dismissNotices();
    await expect(page.getByRole('alert').filter({ hasText: 'DO NOT DRIVE' })).toBeVisible();
    const notice = page.getByRole('button', { name: 'Save recall notice (PDF)' });
    const report = page.getByRole('button', { name: 'Save VIN report (PDF)' });
    await expect(notice).toBeVisible();
    await expect(report).toBeVisible();
    // The notice is the first and the primary action; the report is still there, as a secondary one.
    const actions = page.locator('.vehicle-actions').getByRole('button');
    await expect(actions.first()).toHaveAccessibleName('Save recall notice (PDF)');
    await expect(notice).toHaveClass(/btn--primary/);
    await expect(report).not.toHaveClass(/btn--primary/);
    await settle(page);
    await screenshot(page, 'issue38-recall-notice-after');
    await expectNoSeriousA11yViolations(page, 'do-not-drive VIN page with the recall notice action');

    const { pages, text } = await savePdf(
      page,
      harness,
      'Save recall notice (PDF)',
      'Recall notice saved',
      `Recall notice ${vin}.pdf`,
    );
    expect(pages).toBe(1);
    for (const recall of open) expect(text).toContain(recall.regulatorCampaignNumber);
    expect(text).toContain(listing.retailListing.dealer!);
    expect(text).toContain(`VIN ${vin}`);
    expect(text).toContain([listing.vehicle.year, listing.vehicle.make, listing.vehicle.model].join(' '));
    expect(text).toMatch(/do not drive/i);
    expect(text).toContain('free');
    for (const recall of parkIt) {
      if (!recall.expectedRemediationDate) continue;
      const due = dayOf(recall.expectedRemediationDate);
      expect(text).toContain(`Remedy expected ${due.shown}`);
      if (Date.now() >= due.utc + DAY_MS) expect(text).toContain(`Remedy expected ${due.shown} — overdue`);
    }

    // After the notice, the page prints its VIN report again (the menu's Print).
    await expect(notice).toBeEnabled();
    await page.emulateMedia({ media: 'print' });
    await expect(page.getByRole('article', { name: 'VIN report' })).toBeVisible();
    await expect(page.getByRole('article', { name: 'Recall notice' })).toBeHidden();

    // A picture of the notice page as printed.
    await page.evaluate(() => document.querySelector('.vehicle-screen')?.classList.add('vehicle-screen--notice'));
    await expect(page.getByRole('article', { name: 'Recall notice' })).toBeVisible();
    await page.screenshot({ path: join(SCREENSHOT_DIR, 'issue38-recall-notice-after-page.png'), fullPage: true });
    await page.emulateMedia({ media: 'screen' });
  });

  test('a vehicle with no park-it or park-outside recall keeps the VIN report as its main action', async ({
    page,
    harness,
  }) => {
    const samples = await sandboxSamples(harness);
    const open = (await sandboxJson<{ data: SandboxOpenRecall[] }>(harness, `/openrecalls/${samples.priced}`)).data;
    expect(open.some((recall) => recall.parkIt === true || recall.parkOutSide === true)).toBe(false);
    await harness.open(`#/vehicle/${samples.priced}`);
    await harness.dismissNotices();
    await expect(page.getByRole('region', { name: 'Decode' }).getByText('Valid', { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Save VIN report (PDF)' })).toHaveClass(/btn--primary/);
    await expect(page.getByRole('button', { name: 'Save recall notice (PDF)' })).toHaveCount(0);
  });

  test('no pill for a good check digit or an unrated price; plain words where they matter', async ({
    page,
    harness,
  }) => {
    const samples = await sandboxSamples(harness);
    const vin = samples.parkIt;
    const listing = await listingOf(harness, vin);
    const pool = await listings(
      harness,
      new URLSearchParams({
        'vehicle.make': listing.vehicle.make,
        'vehicle.model': listing.vehicle.model,
        limit: '500',
      }).toString(),
    );
    const truth = worked(listing, pool);

    await harness.open(`#/vehicle/${vin}`);
    await harness.dismissNotices();
    const decode = page.getByRole('region', { name: 'Decode' });
    await expect(decode.getByText('Valid', { exact: true })).toBeVisible();
    await expect(page.getByText('Check digit valid')).toHaveCount(0);
    await expect(page.getByText(/check digit does not match/i)).toHaveCount(0);
    const rating = page.getByRole('group', { name: 'Deal rating' });
    if (truth.band === null) {
      // Unrated: a quiet sentence, not a pill.
      await expect(rating).toContainText('Too few similar listings to rate this price');
      await expect(rating.locator('.badge')).toHaveCount(0);
      await expect(page.getByText('Not enough comparable listings')).toHaveCount(0);
    } else {
      await expect(rating).toContainText(LABELS[truth.band]);
    }

    // A VIN whose check digit does not match (1HGCM82633A004352 with its 9th character changed): plain words.
    const mistyped = '1HGCM82643A004352';
    await harness.open(`#/vehicle/${mistyped}`);
    const warning = page.locator('.vehicle-header').getByText(/check digit does not match/i);
    await expect(warning).toBeVisible();
    await expect(warning).toContainText('a character may be mistyped');
    await expect(page.locator('.vehicle-header .badge', { hasText: /check digit/i })).toHaveCount(0);
    for (const scheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: scheme });
      await expectNoSeriousA11yViolations(page, `VIN page with a mistyped check digit (${scheme})`);
    }
    await page.emulateMedia({ colorScheme: 'light' });
  });

  test('the VIN report fills its one page: photo, asking price, deal rating, dealer', async ({ page, harness }) => {
    const samples = await sandboxSamples(harness);
    const vin = samples.parkIt;
    const listing = await listingOf(harness, vin);
    const retail = listing.retailListing;
    expect(retail.price ?? 0, 'the park-it sample is priced').toBeGreaterThan(0);
    const pool = await listings(
      harness,
      new URLSearchParams({
        'vehicle.make': listing.vehicle.make,
        'vehicle.model': listing.vehicle.model,
        limit: '500',
      }).toString(),
    );
    const truth = worked(listing, pool);
    const photos = (await sandboxJson<{ data: { retail: string[] } }>(harness, `/photos/${vin}`)).data;
    expect(photos.retail.length, 'the park-it sample has photos').toBeGreaterThan(0);

    await harness.open(`#/vehicle/${vin}`);
    await harness.dismissNotices();
    const name = [listing.vehicle.year, listing.vehicle.make, listing.vehicle.model, listing.vehicle.trim]
      .filter(Boolean)
      .join(' ');
    await expect(page.getByRole('region', { name: 'Photos' }).getByRole('img').first()).toBeVisible();
    await page.emulateMedia({ media: 'print' });
    const report = page.getByRole('article', { name: 'VIN report' });
    await expect(report).toBeVisible();
    // The page's first photo, in the page already (a data: URL), so the PDF needs no network.
    const photo = report.getByRole('img', { name: `${name}, primary photo` });
    await expect(photo).toBeVisible();
    await expect(photo).toHaveAttribute('src', /^data:image\//);
    expect(await photo.evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
    await settle(page);
    await page.screenshot({ path: join(SCREENSHOT_DIR, 'issue38-vin-report-after.png'), fullPage: true });
    await page.emulateMedia({ media: 'screen' });

    const { pages, text } = await savePdf(
      page,
      harness,
      'Save VIN report (PDF)',
      'VIN report saved',
      `VIN report ${vin}.pdf`,
    );
    expect(pages).toBe(1);
    expect(text).toContain(retail.dealer!);
    if (retail.city) expect(text).toContain(retail.city);
    expect(text).toContain(usd(retail.price!));
    expect(text).toContain(truth.band === null ? 'Too few similar listings to rate this price' : LABELS[truth.band]);
    expect(text).toMatch(/Demo data/);
    expect(text).not.toMatch(/demo service/i);
  });
});
