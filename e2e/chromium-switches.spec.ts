import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { chromium, expect, test } from '@playwright/test';
import { CHROMIUM_ARGS, findChromium, OMNIBOX_WEBUI_FEATURES, PLAYWRIGHT_DISABLED_FEATURES } from './harness/chromium';

// Chromium keeps only the last --disable-features it is given, and Playwright passes its
// own before the harness's: the harness's list restates every feature Playwright disables
// (PaintHolding among them, which changes when a page first paints) and adds the omnibox
// popup's WebUI, which the browser otherwise preloads in a renderer of its own per tab.

/** The features the installed playwright-core disables, read from its source. */
function playwrightDisabledFeatures(): string[] {
  const root = dirname(require.resolve('playwright-core/package.json'));
  const bundle = readFileSync(join(root, 'lib', 'coreBundle.js'), 'utf8');
  const list = /disabledFeatures = \[([\s\S]*?)\]/.exec(bundle)?.[1];
  if (!list) throw new Error("playwright-core's disabled-feature list was not found: re-check CHROMIUM_ARGS by hand");
  return [...list.matchAll(/^\s*"([A-Za-z]+)"/gm)].map((match) => match[1]!);
}

test('the harness restates every feature the installed Playwright disables, in one switch', () => {
  const theirs = playwrightDisabledFeatures();
  expect(theirs.length).toBeGreaterThan(5);
  expect([...PLAYWRIGHT_DISABLED_FEATURES]).toEqual(expect.arrayContaining(theirs));
  const switches = CHROMIUM_ARGS.filter((arg) => arg.startsWith('--disable-features='));
  expect(switches).toHaveLength(1);
  expect(switches[0]!.slice('--disable-features='.length).split(',')).toEqual(
    expect.arrayContaining([...PLAYWRIGHT_DISABLED_FEATURES, ...OMNIBOX_WEBUI_FEATURES]),
  );
});

test('a browser started with the harness switches preloads no omnibox popup', async () => {
  const lookup = findChromium();
  test.skip(!lookup.found, lookup.found ? '' : lookup.reason);
  if (!lookup.found) return;
  const browser = await chromium.launch({ executablePath: lookup.path, args: [...CHROMIUM_ARGS] });
  try {
    const page = await browser.newPage();
    await page.goto('about:blank');
    const cdp = await browser.newBrowserCDPSession();
    const { targetInfos } = await cdp.send('Target.getTargets', { filter: [{}] });
    expect(targetInfos.filter((target) => target.type === 'page').map((target) => target.url)).toContain('about:blank');
    expect(targetInfos.filter((target) => target.url.startsWith('chrome://omnibox-popup'))).toEqual([]);
  } finally {
    await browser.close();
  }
});
