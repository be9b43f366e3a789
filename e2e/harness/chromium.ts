import { existsSync } from 'node:fs';
import { chromium } from 'playwright-core';

/**
 * Chromium's omnibox popup is a WebUI page that the browser preloads, in a renderer of its
 * own, for every new tab: over a second of CPU on these two cores, just as a test's page
 * starts. The app's window (Electron) has no omnibox.
 */
export const OMNIBOX_WEBUI_FEATURES = ['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup', 'WebUIOmniboxFullPopup'] as const;

/**
 * The features Playwright disables itself (playwright-core's chromiumSwitches). Chromium
 * takes only the last --disable-features it is given, so ours restates them; a test checks
 * the list against the installed Playwright.
 */
export const PLAYWRIGHT_DISABLED_FEATURES = [
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'TcpPortRandomizationWin',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
  'msForceBrowserSignIn',
  'msEdgeUpdateLaunchServicesPreferredVersion',
] as const;

/**
 * How every Chromium here is started (the e2e suite and the benches): no sandbox and no GPU
 * on the build machines, and none of the browser's own background traffic.
 */
export const CHROMIUM_ARGS: readonly string[] = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  `--disable-features=${[...PLAYWRIGHT_DISABLED_FEATURES, ...OMNIBOX_WEBUI_FEATURES].join(',')}`,
];

export type ChromiumLookup = { found: true; path: string; source: string } | { found: false; reason: string };

/**
 * Finds a Chromium to drive: VINDESK_CHROMIUM, then Debian's /usr/bin/chromium,
 * then Playwright's own download. Nothing is downloaded here: the build machines
 * reach only npm and Debian, so a missing browser is reported, not fetched.
 */
export function findChromium(env: NodeJS.ProcessEnv = process.env): ChromiumLookup {
  const fromEnv = env.VINDESK_CHROMIUM;
  if (fromEnv) {
    if (existsSync(fromEnv)) return { found: true, path: fromEnv, source: 'VINDESK_CHROMIUM' };
    return { found: false, reason: `VINDESK_CHROMIUM points to ${fromEnv}, which does not exist` };
  }
  if (existsSync('/usr/bin/chromium')) return { found: true, path: '/usr/bin/chromium', source: '/usr/bin/chromium' };
  let bundled: string | undefined;
  try {
    bundled = chromium.executablePath();
  } catch {
    bundled = undefined;
  }
  if (bundled && existsSync(bundled)) return { found: true, path: bundled, source: 'Playwright browser' };
  return {
    found: false,
    reason:
      'No Chromium found: set VINDESK_CHROMIUM, install Debian’s chromium (/usr/bin/chromium), or run `npx playwright install chromium`',
  };
}

/** CI sets this so a missing real part (Chromium) fails the run instead of skipping it. */
export function realPartsRequired(env: NodeJS.ProcessEnv = process.env): boolean {
  return env.VINDESK_REQUIRE_REAL_PARTS === '1';
}
