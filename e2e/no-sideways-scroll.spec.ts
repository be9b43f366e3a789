import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import type { SandboxSamples } from '../sandbox/start-sandbox';
import { expectNoSeriousA11yViolations } from './harness/checks';
import { expect, settle, test, type Harness } from './harness/fixtures';

// At 1024 × 768, the smallest window VinDesk supports, no screen scrolls sideways and no
// visible element sticks out past the window's right edge.

const SHOTS = join(process.env.VINDESK_E2E_ARTIFACTS ?? 'test-results/artifacts', 'shots');

async function samplesOf(harness: Harness): Promise<SandboxSamples> {
  return (await (await fetch(`${harness.ctx.sandboxUrl}/_sandbox/samples`)).json()) as SandboxSamples;
}

interface Overflow {
  element: string;
  text: string;
  right: number;
}

/** The page's horizontal overflow as a person would meet it: a scrollable width, or something drawn past the edge. */
async function sidewaysProblems(page: Page) {
  return page.evaluate(() => {
    const describe = (element: Element) =>
      `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}${
        typeof element.className === 'string' && element.className
          ? `.${element.className.trim().split(/\s+/).join('.')}`
          : ''
      }`;
    const viewport = document.documentElement.clientWidth;
    const scrollers = [document.documentElement, document.body, ...document.querySelectorAll('.content, .page')]
      .filter((element) => element.scrollWidth > element.clientWidth + 1)
      .map((element) => ({
        element: describe(element),
        scrollWidth: element.scrollWidth,
        clientWidth: element.clientWidth,
      }));
    const overflowing: Overflow[] = [];
    for (const element of document.querySelectorAll('body *')) {
      const box = element.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) continue;
      const style = getComputedStyle(element);
      if (style.visibility === 'hidden' || style.display === 'none') continue;
      // Visually hidden text (sr-only) is clipped to nothing on purpose.
      if (style.clip === 'rect(0px, 0px, 0px, 0px)' || (box.width <= 1 && box.height <= 1)) continue;
      if (box.right > viewport + 1)
        overflowing.push({
          element: describe(element),
          text: (element.textContent ?? '').trim().slice(0, 60),
          right: Math.round(box.right),
        });
    }
    return { viewport, scrollers, overflowing: overflowing.slice(0, 10) };
  });
}

async function expectNoSidewaysScroll(page: Page, screen: string) {
  await settle(page);
  const problems = await sidewaysProblems(page);
  expect(problems.scrollers, `${screen}: a scrollable width wider than the window`).toEqual([]);
  expect(problems.overflowing, `${screen}: elements past the right edge at ${problems.viewport} px`).toEqual([]);
  // And the content area cannot be moved sideways by a person scrolling it.
  const moved = await page.evaluate(() => {
    const content = document.querySelector<HTMLElement>('.content')!;
    content.scrollLeft = 200;
    window.scrollTo(200, 0);
    const result = content.scrollLeft + window.scrollX;
    content.scrollLeft = 0;
    return result;
  });
  expect(moved, `${screen}: scrolled sideways`).toBe(0);
}

test.use({ viewport: { width: 1024, height: 768 } });

for (const scheme of ['light', 'dark'] as const) {
  test(`no screen scrolls sideways at 1024 × 768 (${scheme})`, async ({ page, harness }) => {
    test.setTimeout(120_000);
    await page.emulateMedia({ colorScheme: scheme });
    await mkdir(SHOTS, { recursive: true });
    const samples = await samplesOf(harness);
    const screens: [name: string, hash: string, ready: (page: Page) => Promise<void>][] = [
      [
        'search',
        '#/search',
        async () => {
          await expect(page.getByRole('list', { name: 'Listings' }).getByRole('listitem').first()).toBeVisible();
        },
      ],
      [
        'vehicle',
        `#/vehicle/${samples.priced}`,
        async () => {
          await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('Vehicle');
          await expect(page.getByRole('group', { name: 'Deal rating' })).toBeVisible();
        },
      ],
      [
        'finance',
        `#/finance/${samples.priced}`,
        async () => {
          await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        },
      ],
      [
        'compare',
        '#/compare',
        async () => {
          await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        },
      ],
      [
        'lot',
        '#/lot',
        async () => {
          await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        },
      ],
      [
        'settings',
        '#/settings',
        async () => {
          await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        },
      ],
    ];
    await harness.open('#/search');
    await harness.dismissNotices();
    for (const [name, hash, ready] of screens) {
      await page.evaluate((next) => {
        window.location.hash = next;
      }, hash);
      await ready(page);
      await harness.dismissNotices();
      await expectNoSidewaysScroll(page, name);
      await settle(page);
      await page.screenshot({ path: join(SHOTS, `1024-${scheme}-${name}.png`) });
    }
    await expectNoSeriousA11yViolations(page, `settings at 1024 (${scheme})`);
  });
}
