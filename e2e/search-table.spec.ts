import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './harness/checks';
import { expect, settle, test, type Harness } from './harness/fixtures';

// The results table at the widths people use (1024, 1280, 1920), light and dark: names
// whole, headings apart, no column cut; long saved-search names; Back to the same place.

const SHOTS = join(process.env.VINDESK_E2E_ARTIFACTS ?? 'test-results/artifacts', 'shots');

interface SandboxRow {
  vin: string;
  vehicle: { year: number; make: string; model: string; trim?: string };
}

/** The same first page the screen asks for (the default search: 50 rows), straight from the sandbox. */
async function firstPage(harness: Harness): Promise<SandboxRow[]> {
  const response = await fetch(`${harness.ctx.sandboxUrl}/listings?limit=50`, {
    headers: { Authorization: 'Bearer demo-scale' },
  });
  return ((await response.json()) as { data: SandboxRow[] }).data;
}

type Box = { x: number; y: number; width: number; height: number };
const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width - 0.5 && b.x < a.x + a.width - 0.5 && a.y < b.y + b.height - 0.5 && b.y < a.y + a.height - 0.5;
const inside = (inner: Box, outer: Box) =>
  inner.x >= outer.x - 0.5 &&
  inner.x + inner.width <= outer.x + outer.width + 0.5 &&
  inner.y >= outer.y - 0.5 &&
  inner.y + inner.height <= outer.y + outer.height + 0.5;

async function boxOf(locator: Locator): Promise<Box> {
  const box = await locator.boundingBox();
  expect(box, 'element is drawn').not.toBeNull();
  return box!;
}

/** true when an element's own text is cut (ellipsis or clipped), horizontally or vertically. */
async function isCut(locator: Locator): Promise<boolean> {
  return locator.evaluate(
    (element) => element.scrollWidth > element.clientWidth + 1 || element.scrollHeight > element.clientHeight + 1,
  );
}

async function openResults(page: Page, harness: Harness) {
  await harness.open('#/search');
  await harness.dismissNotices();
  await expect(page.getByRole('list', { name: 'Listings' }).getByRole('listitem').first()).toBeVisible();
}

for (const width of [1024, 1280, 1920]) {
  for (const scheme of ['light', 'dark'] as const) {
    test(`results at ${width} px (${scheme}): whole names, headings apart, no column cut`, async ({
      page,
      harness,
    }) => {
      test.setTimeout(120_000);
      await page.setViewportSize({ width, height: width === 1024 ? 768 : width === 1280 ? 800 : 1080 });
      await page.emulateMedia({ colorScheme: scheme });
      const expected = await firstPage(harness);
      await openResults(page, harness);
      await settle(page);

      const results = page.locator('.results');
      const table = await boxOf(results);
      // Headings: each visible one whole and apart from the others.
      const headings = page.locator('.results__head > span');
      const shown: Box[] = [];
      for (let i = 0; i < (await headings.count()); i++) {
        const heading = headings.nth(i);
        if (!(await heading.isVisible()) || !(await heading.textContent())) continue;
        expect(await isCut(heading), `heading "${await heading.textContent()}" is cut`).toBe(false);
        const box = await boxOf(heading);
        expect(inside(box, table), `heading "${await heading.textContent()}" is inside the table`).toBe(true);
        for (const other of shown) expect(overlaps(box, other), 'headings overlap').toBe(false);
        shown.push(box);
      }
      expect(shown.length).toBeGreaterThanOrEqual(2);

      // Rows in view: the name is year, make, model and trim, whole; every cell inside the table, none on another.
      const rows = page.locator('.results__item');
      const visibleRows = Math.min(4, await rows.count());
      for (let i = 0; i < visibleRows; i++) {
        const row = rows.nth(i);
        const listing = expected[i]!;
        const title = row.getByRole('link').first();
        const name = [listing.vehicle.year, listing.vehicle.make, listing.vehicle.model, listing.vehicle.trim]
          .filter(Boolean)
          .join(' ');
        await expect(title).toHaveText(name);
        await expect(title).toBeVisible();
        expect(await isCut(title), `"${name}" is cut`).toBe(false);
        const titleBox = await boxOf(title);
        expect(titleBox.width).toBeGreaterThan(60);
        const cells = row.locator(
          '.result__price, .result__miles, .result__days, .result__deal, .result__distance:not(.result__distance--none)',
        );
        const cellBoxes: Box[] = [];
        for (let c = 0; c < (await cells.count()); c++) {
          const cell = cells.nth(c);
          if (!(await cell.isVisible())) continue;
          const box = await boxOf(cell);
          expect(
            box.x >= table.x - 0.5 && box.x + box.width <= table.x + table.width + 0.5,
            `a cell of "${name}" is cut off at the table's edge`,
          ).toBe(true);
          expect(overlaps(box, titleBox), `a cell sits on "${name}"`).toBe(false);
          for (const other of cellBoxes) expect(overlaps(box, other), `cells of "${name}" overlap`).toBe(false);
          cellBoxes.push(box);
        }
        expect(cellBoxes.length).toBeGreaterThanOrEqual(4);
        await expect(row.locator('.result__price')).toHaveText(/^\$[\d,]+$|^No price$/);
      }

      await mkdir(SHOTS, { recursive: true });
      await page.screenshot({ path: join(SHOTS, `search-table-${width}-${scheme}.png`) });
      if (width === 1024) await expectNoSeriousA11yViolations(page, `search at ${width} (${scheme})`);
    });
  }
}

test('a 120-character saved-search name is kept, cut with an ellipsis and a tooltip, and Delete stays in view', async ({
  page,
  harness,
}) => {
  await page.setViewportSize({ width: 1024, height: 768 });
  await openResults(page, harness);
  const saved = page.getByRole('region', { name: 'Saved searches' });
  const name =
    'Family SUVs under thirty thousand dollars within fifty miles of the store, one owner, clean title, ready for the weekend sale';
  const long = name.slice(0, 120);
  expect(long).toHaveLength(120);
  const field = saved.getByLabel('Name for this search');
  // One character more than the limit cannot be typed.
  await field.fill(`${long}X`);
  await expect(field).toHaveValue(long);
  await saved.getByRole('button', { name: 'Save search' }).click();

  const open = saved.getByRole('button', { name: long, exact: true });
  await expect(open).toBeVisible();
  await expect(open).toHaveAttribute('title', long);
  const text = open.locator('.saved-searches__name');
  expect(await text.evaluate((element) => getComputedStyle(element).textOverflow)).toBe('ellipsis');
  expect(await isCut(text), 'the long name is shortened on screen').toBe(true);

  const remove = saved.getByRole('button', { name: `Delete saved search ${long}` });
  await expect(remove).toBeVisible();
  await expect(remove).toHaveText('Delete');
  const card = await boxOf(saved);
  const deleteBox = await boxOf(remove);
  expect(inside(deleteBox, card), 'Delete is inside the card').toBe(true);
  expect(overlaps(await boxOf(open), deleteBox)).toBe(false);
  await mkdir(SHOTS, { recursive: true });
  await page.screenshot({ path: join(SHOTS, 'saved-search-long-name.png') });
  await expectNoSeriousA11yViolations(page, 'saved searches with a long name');

  // The whole name comes back after a reload, and Delete works.
  await page.reload();
  await expect(saved.getByRole('button', { name: long, exact: true })).toBeVisible();
  await saved.getByRole('button', { name: `Delete saved search ${long}` }).click();
  await expect(saved.getByRole('button', { name: long, exact: true })).toHaveCount(0);
});

test('Back from a vehicle returns to the same scroll position and the same selected row', async ({ page, harness }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await openResults(page, harness);
  const list = page.getByRole('list', { name: 'Listings' });
  const scroller = page.locator('.results__scroll');
  const content = page.locator('#main-content');

  // Scroll the screen down a little, then walk the rows from the keyboard to the 15th.
  await content.evaluate((element) => element.scrollTo(0, 120));
  await list.getByRole('link').first().focus();
  for (let i = 1; i <= 14; i++) {
    await page.keyboard.press('ArrowDown');
    await expect(list.locator(`[data-index="${i}"]`).getByRole('link').first()).toBeFocused();
  }
  const chosen = list.locator('[data-index="14"]').getByRole('link').first();
  await expect(chosen).toBeFocused();
  const chosenName = (await chosen.textContent())!;
  await expect(chosen).toHaveAttribute('aria-current', 'true');
  await settle(page);
  const listTop = await scroller.evaluate((element) => element.scrollTop);
  const pageTop = await content.evaluate((element) => element.scrollTop);
  expect(listTop).toBeGreaterThan(200);
  expect(pageTop).toBeGreaterThan(0);
  const rowBefore = await boxOf(chosen);

  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/#\/vehicle\//);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(chosenName.split(' ').slice(0, 3).join(' '));

  await page.goBack();
  await expect(page).toHaveURL(/#\/search/);
  const back = page.getByRole('list', { name: 'Listings' }).locator('[data-index="14"]').getByRole('link').first();
  await expect(back).toBeFocused();
  await expect(back).toHaveText(chosenName);
  await expect(back).toHaveAttribute('aria-current', 'true');
  await expect.poll(() => scroller.evaluate((element) => element.scrollTop)).toBe(listTop);
  await expect.poll(() => content.evaluate((element) => element.scrollTop)).toBe(pageTop);
  // Where the person sees it: the same place on the screen as before.
  const rowAfter = await boxOf(back);
  expect(Math.abs(rowAfter.y - rowBefore.y)).toBeLessThanOrEqual(1);
  await mkdir(SHOTS, { recursive: true });
  await page.screenshot({ path: join(SHOTS, 'search-back-selected-row.png') });
});
