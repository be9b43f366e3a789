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

/** Runs axe (WCAG 2.x A/AA and best practices) and fails on any serious or critical violation, listing them readably. */
export async function expectNoSeriousA11yViolations(page: Page, label: string): Promise<void> {
  await settle(page);
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
    .analyze();
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
