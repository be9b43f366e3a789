import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import type { SandboxSamples } from '../sandbox/start-sandbox';
import { expect, settle, test, type Harness } from './harness/fixtures';
import { pdfText } from './harness/pdf-text';

// The VIN report is one page, with each recall's remedy and status, the
// build options, key specs, the date and time, the VIN as a Code 39 barcode, and "Demo data".

const SHOTS = join(process.env.VINDESK_E2E_ARTIFACTS ?? 'test-results/artifacts', 'shots');

/**
 * Code 39 by its standard's structure, written here and not taken from the app's barcode
 * library: each character is 5 bars and 4 spaces, three of the nine wide. Its bars carry one
 * of ten two-wide patterns; which of the four spaces is wide picks the group.
 */
const BAR_PATTERNS = ['10001', '01001', '11000', '00101', '10100', '01100', '00011', '10010', '01010', '00110'];
const SPACE_GROUPS: Record<string, string> = {
  '0100': '1234567890',
  '0010': 'ABCDEFGHIJ',
  '0001': 'KLMNOPQRST',
  '1000': 'UVWXYZ-. *',
};

function decodeCode39(bars: { x: number; width: number }[]): string {
  const sorted = [...bars].sort((a, b) => a.x - b.x);
  const runs: number[] = [];
  sorted.forEach((bar, index) => {
    runs.push(bar.width);
    const next = sorted[index + 1];
    if (next) runs.push(next.x - (bar.x + bar.width));
  });
  const narrow = Math.min(...runs);
  const wide = (run: number) => (run > narrow * 1.5 ? '1' : '0');
  let text = '';
  // Nine runs per character, then one narrow gap between characters.
  for (let start = 0; start + 9 <= runs.length; start += 10) {
    const element = runs.slice(start, start + 9).map(wide);
    const barBits = element.filter((_, index) => index % 2 === 0).join('');
    const spaceBits = element.filter((_, index) => index % 2 === 1).join('');
    const group = SPACE_GROUPS[spaceBits];
    const position = BAR_PATTERNS.indexOf(barBits);
    text += group && position >= 0 ? group[position] : '?';
  }
  return text;
}

async function samplesOf(harness: Harness): Promise<SandboxSamples> {
  return (await (await fetch(`${harness.ctx.sandboxUrl}/_sandbox/samples`)).json()) as SandboxSamples;
}

/** What the sandbox itself says, asked directly with the Scale demo key. */
async function fromSandbox<T>(harness: Harness, path: string): Promise<T> {
  const response = await fetch(`${harness.ctx.sandboxUrl}${path}`, { headers: { Authorization: 'Bearer demo-scale' } });
  expect(response.status, path).toBe(200);
  return (await response.json()) as T;
}

interface SandboxRecall {
  regulatorCampaignNumber: string;
  remedy?: string;
  recallStatus?: string;
}

const squash = (text: string) => text.replace(/\s+/g, ' ');
/** pdf.js splits ligatures ("in fl ator"), so long passages are compared without spaces. */
const solid = (text: string) => text.replace(/\s+/g, '');

async function saveReport(page: Page, harness: Harness, vin: string): Promise<{ pages: number; text: string }> {
  await page.getByRole('button', { name: 'Save VIN report (PDF)' }).click();
  await expect(page.getByText('VIN report saved')).toBeVisible({ timeout: 20_000 });
  const pdf = await pdfText(join(harness.exportDir, `VIN report ${vin}.pdf`));
  return { pages: pdf.pages, text: squash(pdf.text) };
}

test.describe('VIN report', () => {
  test('is one page with recalls (status and remedy), build options, key specs, date and time, and Demo data', async ({
    page,
    harness,
  }) => {
    const samples = await samplesOf(harness);
    const vin = samples.parkIt;
    const recalls = await fromSandbox<{ data: SandboxRecall[] }>(harness, `/openrecalls/${vin}?recalls=true`);
    const build = await fromSandbox<{ build: { options?: Record<string, string> } }>(harness, `/build/${vin}`);
    expect(recalls.data.length).toBeGreaterThan(0);

    await harness.open(`#/vehicle/${vin}`);
    await harness.dismissNotices();
    await expect(
      page.getByRole('region', { name: 'Recalls' }).getByRole('heading', { name: /open recall/ }),
    ).toBeVisible();
    await expect(page.getByRole('heading', { name: /^Options \(\d+\)$/ })).toBeVisible();
    await expect(
      page.getByRole('region', { name: 'Specifications' }).locator('dt', { hasText: 'Style' }),
    ).toBeVisible();

    // The report states the time where the computer is: read the clock in the page's zone.
    const timeZone = await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone);
    const before = new Date();
    const { pages, text } = await saveReport(page, harness, vin);
    const after = new Date();
    expect(pages).toBe(1);
    expect(text).toContain(`VIN ${vin}`);
    // The stamp is set in capitals on paper.
    expect(text).toMatch(/Demo data/i);
    expect(text).toContain('Demo data, checked');
    for (const recall of recalls.data) {
      expect(text).toContain(recall.regulatorCampaignNumber);
      if (recall.remedy) expect(solid(text)).toContain(solid(`Remedy: ${recall.remedy}`));
    }
    // Every open recall is said to be open, and a do-not-drive one says so.
    expect(text).toMatch(/Status: Open[^·]*DO NOT DRIVE/);
    for (const [code, description] of Object.entries(build.build.options ?? {})) {
      expect(text).toContain(code);
      expect(solid(text)).toContain(solid(description));
    }
    for (const label of ['Key specs', 'Engine', 'Transmission', 'Drivetrain', 'Seating', 'Base MSRP'])
      expect(text.toLowerCase()).toContain(label.toLowerCase());
    // The date and time the report was made, read the way a person reads it.
    const stamp = /Report made (\w{3} \d{1,2}, \d{4}), (\d{1,2}):(\d{2}) (AM|PM)/.exec(text);
    expect(stamp, text.slice(0, 300)).not.toBeNull();
    const day = (date: Date) =>
      date.toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone });
    expect([day(before), day(after)]).toContain(stamp![1]);
    const hours24 = (Number(stamp![2]) % 12) + (stamp![4] === 'PM' ? 12 : 0);
    const stated = hours24 * 60 + Number(stamp![3]);
    const minuteOf = (date: Date) => {
      const [hours, minutes] = date
        .toLocaleTimeString('en-GB', { hour: '2-digit', minute: '2-digit', hour12: false, timeZone })
        .split(':')
        .map(Number);
      return (hours! % 24) * 60 + minutes!;
    };
    // Kept current to the half minute; allow for a midnight turn.
    expect([minuteOf(before) - 1, minuteOf(before), minuteOf(after)].map((m) => (m + 1440) % 1440)).toContain(stated);
  });

  test('saved right after moving to another VIN, is that VIN’s report, not the last one’s', async ({
    page,
    harness,
  }) => {
    const samples = await samplesOf(harness);
    const [first, second] = [samples.priced, samples.parkIt];
    await harness.open(`#/vehicle/${first}`);
    await harness.dismissNotices();
    // The first VIN's report is in the page, hidden on screen (built while the window was idle).
    const report = page.getByRole('article', { name: 'VIN report', includeHidden: true });
    await expect(report.getByRole('img', { name: `Barcode of ${first}`, includeHidden: true })).toBeAttached();
    await page.keyboard.press('Control+K');
    await page.getByRole('dialog').getByLabel('VIN or license plate').fill(second);
    await page.keyboard.press('Enter');
    await expect(page.getByLabel('VIN', { exact: true })).toHaveText(second);
    // At once, before the window has been idle: the report must be brought up to this VIN.
    const { text } = await saveReport(page, harness, second);
    expect(text).toContain(`VIN ${second}`);
    expect(text).not.toContain(first);
  });

  test('prints the VIN as a Code 39 barcode that reads back to the VIN', async ({ page, harness }) => {
    const samples = await samplesOf(harness);
    const vin = samples.priced;
    await harness.open(`#/vehicle/${vin}`);
    await harness.dismissNotices();
    await expect(page.getByRole('region', { name: 'Decode' }).getByText('Valid', { exact: true })).toBeVisible();
    // On screen the report stays out of the way; on paper it is all there is.
    await expect(page.getByRole('article', { name: 'VIN report' })).toBeHidden();
    await page.emulateMedia({ media: 'print' });
    const report = page.getByRole('article', { name: 'VIN report' });
    await expect(report).toBeVisible();
    await expect(page.getByRole('region', { name: 'Photos' })).toBeHidden();
    const barcode = report.getByRole('img', { name: `Barcode of ${vin}` });
    await expect(barcode).toBeVisible();
    const box = await barcode.boundingBox();
    // Wide enough to scan: 19 characters of 13 modules at 1.5 px.
    expect(box!.width).toBeGreaterThan(300);
    expect(box!.height).toBeGreaterThan(30);
    const bars = await barcode
      .locator('g rect')
      .evaluateAll((rects) =>
        rects.map((rect) => ({ x: Number(rect.getAttribute('x')), width: Number(rect.getAttribute('width')) })),
      );
    expect(decodeCode39(bars)).toBe(`*${vin}*`);
    await settle(page);
    await mkdir(SHOTS, { recursive: true });
    await page.screenshot({ path: join(SHOTS, 'vin-report-print.png'), fullPage: true });
    await page.emulateMedia({ media: 'screen' });
  });

  test('on Starter, the report says recall status was not checked and which plan checks it', async ({
    page,
    harness,
  }) => {
    const samples = await samplesOf(harness);
    // Not the search screen: its requests, paced to Starter's 4.5 a second, would queue ahead of the page's.
    await harness.open('#/settings');
    const result = await harness.ctx.router.dispatch(
      'settings.update',
      { input: { plan: 'starter' } },
      { url: page.url(), isMainFrame: true },
    );
    expect(result.ok).toBe(true);
    await harness.open(`#/vehicle/${samples.priced}`);
    await harness.dismissNotices();
    await expect(page.getByRole('region', { name: 'Decode' }).getByText('Valid', { exact: true })).toBeVisible();
    const { pages, text } = await saveReport(page, harness, samples.priced);
    expect(pages).toBe(1);
    expect(text).toContain('Recall status was not checked: recalls need the Growth plan.');
    expect(text).not.toContain('No open recalls');
  });
});
