import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { mkdir } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { settle } from './fixtures';

export const SCREENSHOT_DIR = resolve(__dirname, '../../test-results/screenshots');

/** Saves a full-window screenshot under test-results/screenshots/<name>.png. */
export async function screenshot(page: Page, name: string): Promise<string> {
  await mkdir(SCREENSHOT_DIR, { recursive: true });
  await settle(page);
  const path = join(SCREENSHOT_DIR, `${name}.png`);
  await page.screenshot({ path, animations: 'disabled' });
  return path;
}

/**
 * Runs axe (WCAG 2.x A/AA and best practices) and fails on any serious or critical violation, listing them readably.
 * The screen is judged as it looks at rest: an entry animation that starts while axe runs (a toast
 * fading in after settle) would read as text of low contrast. With reduced motion the app ends such
 * animations at once (base.css), so axe runs under it and the page gets its own setting back after.
 */
export async function expectNoSeriousA11yViolations(page: Page, label: string): Promise<void> {
  await settle(page);
  await page.emulateMedia({ reducedMotion: 'reduce' });
  let results;
  try {
    results = await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
      .analyze();
  } finally {
    await page.emulateMedia({ reducedMotion: null });
  }
  const serious = results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      id: violation.id,
      impact: violation.impact,
      help: violation.help,
      targets: violation.nodes.map((node) => node.target.join(' ')).slice(0, 5),
    }));
  expect(serious, `axe: serious or critical violations on ${label}`).toEqual([]);
}
