import type { Page } from '@playwright/test';
import { expectNoSeriousA11yViolations, screenshot } from './harness/checks';
import { expect, test } from './harness/fixtures';
import { sandboxListings } from './harness/sandbox-fetch';

// The search filter column (issue 38 item 10): nothing in it is cut off by a scroller's edge
// or the window's, at load or when the keyboard moves through it, at 1024 × 768 and at
// 1920 × 1080; and its value lists carry the counts the service gives.

const SIZES = [
  { width: 1024, height: 768 },
  { width: 1920, height: 1080 },
] as const;

interface Focused {
  /** Whether focus is in the filter column at all. */
  inColumn: boolean;
  /** The name a person hears for the control, to say which one was cut. */
  name: string;
  /** How the control is cut, in words, or '' when it is whole. */
  clip: string;
}

/**
 * The focused control against the visible part of every ancestor that clips (overflow other
 * than visible) and against the window: one round trip per Tab.
 */
function focused(page: Page): Promise<Focused> {
  return page.evaluate(() => {
    const node = document.activeElement as HTMLElement | null;
    if (!node || !node.closest('aside.search-layout__filters')) return { inColumn: false, name: '', clip: '' };
    const labels = (node as HTMLInputElement).labels;
    const label =
      (labels && labels.length > 0 ? labels[0]!.textContent : null) ??
      node.getAttribute('aria-label') ??
      node.textContent ??
      '';
    const name = `${node.tagName.toLowerCase()} "${label.trim()}"`;
    const box = node.getBoundingClientRect();
    const cuts: string[] = [];
    const check = (within: string, top: number, bottom: number, left: number, right: number) => {
      // Half a pixel of slack for sub-pixel layout.
      if (box.top < top - 0.5 || box.bottom > bottom + 0.5 || box.left < left - 0.5 || box.right > right + 0.5) {
        cuts.push(`${within} [${top},${bottom}] cuts [${box.top},${box.bottom}]`);
      }
    };
    for (let parent = node.parentElement; parent; parent = parent.parentElement) {
      const style = getComputedStyle(parent);
      if (style.overflowX === 'visible' && style.overflowY === 'visible') continue;
      const outer = parent.getBoundingClientRect();
      const top = outer.top + parent.clientTop;
      const left = outer.left + parent.clientLeft;
      check(parent.className || parent.tagName, top, top + parent.clientHeight, left, left + parent.clientWidth);
    }
    check('the window', 0, window.innerHeight, 0, window.innerWidth);
    return { inColumn: true, name, clip: cuts.join('; ') };
  });
}

test.describe('search filter column', () => {
  for (const size of SIZES) {
    test(`at ${size.width} × ${size.height} every filter is whole at load and as Tab reaches it`, async ({
      page,
      harness,
    }) => {
      // About 80 controls, one Tab and one look at each.
      test.setTimeout(240_000);
      await page.setViewportSize(size);
      // The facet counts a search with no filters gets, asked of the sandbox directly.
      const answer = await sandboxListings(harness, { includes: 'facets', limit: '1' });
      const makes = answer.facets!['vehicle.make']!;
      expect(makes.length).toBeGreaterThan(1);

      await harness.open('#/search');
      await harness.dismissNotices();
      const filters = page.getByRole('form', { name: 'Filters' });
      const makeGroup = filters.getByRole('group', { name: 'Make' });
      // The Make list shows the service's first values, each named by value and count ("Toyota 1,234").
      const counted = new Intl.NumberFormat('en-US');
      const shownMakes = makeGroup.getByRole('checkbox');
      await expect(shownMakes.first()).toBeVisible();
      const shownCount = await shownMakes.count();
      expect(shownCount).toBeGreaterThan(1);
      for (const [index, bucket] of makes.slice(0, shownCount).entries()) {
        await expect(shownMakes.nth(index)).toHaveAccessibleName(`${bucket.value} ${counted.format(bucket.count)}`);
      }

      // At load the first filters, the years, are whole.
      for (const label of ['From year', 'To year']) {
        await filters.getByLabel(label).focus();
        expect(await focused(page), label).toMatchObject({ inColumn: true, clip: '' });
      }
      await filters.getByLabel('To year').blur();
      await page.evaluate(() => document.querySelector('main')?.scrollTo(0, 0));
      await screenshot(page, `issue38-filters-${size.width}-after`);

      // Tab from the first control of the column to past its last; each one reached is whole.
      const column = page.locator('aside.search-layout__filters');
      const controls = column.locator('input, select, button, textarea, a[href]');
      const total = await controls.count();
      await controls.first().focus();
      const reached: string[] = [];
      const cut: string[] = [];
      for (let step = 0; step < total + 5; step++) {
        const now = await focused(page);
        if (!now.inColumn) break;
        reached.push(now.name);
        if (now.clip) cut.push(`${now.name}: ${now.clip}`);
        await page.keyboard.press('Tab');
      }
      expect(cut, 'controls cut off when focused').toEqual([]);
      // Every control in the column was reached (none is skipped by Tab there).
      expect(reached).toHaveLength(total);
      expect(reached.some((name) => name.includes('From year'))).toBe(true);
      expect(reached.some((name) => name.includes(makes[0]!.value))).toBe(true);
    });
  }

  test('the column reads well to assistive technology in both themes', async ({ page, harness }) => {
    // Two axe runs over a long page.
    test.setTimeout(240_000);
    await page.setViewportSize(SIZES[0]);
    await harness.open('#/search');
    await harness.dismissNotices();
    await expect(page.getByRole('form', { name: 'Filters' }).getByRole('group', { name: 'Make' })).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'search, light');
    await page.emulateMedia({ colorScheme: 'dark' });
    await expectNoSeriousA11yViolations(page, 'search, dark');
  });
});
