import type { Page } from '@playwright/test';
import { expectNoSeriousA11yViolations, screenshot } from './checks';
import { expect, type Harness } from './fixtures';

export const THEMES = ['light', 'dark'] as const;
export type Theme = (typeof THEMES)[number];

/** Switches the app's theme as Settings does (main's settings.update), and waits for the page to wear it. */
export async function useTheme(page: Page, harness: Harness, theme: Theme): Promise<void> {
  const result = await harness.ctx.router.dispatch(
    'settings.update',
    { input: { theme } },
    { url: page.url(), isMainFrame: true },
  );
  expect(result.ok).toBe(true);
  await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
}

/** A state's picture (test-results/screenshots/<name>.png), then axe on the same screen. */
export async function recordState(page: Page, name: string): Promise<void> {
  await screenshot(page, name);
  await expectNoSeriousA11yViolations(page, name);
}
