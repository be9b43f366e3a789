import type { Page } from '@playwright/test';
import type { SandboxSamples } from '../sandbox/state/sandbox-samples';
import { expect, test, type Harness } from './harness/fixtures';
import { useTheme, recordState, THEMES, type Theme } from './harness/theme';

// Empty, loading and error states of the screens, in both themes at 1024 × 768: each is what a
// person sees by role and name, photographed (states-<screen>-<state>-<theme>) and checked by axe.
// Loading is a sandbox answer held back (a latency rule); an error is the sandbox's 503. Every
// state asks for a search or VIN not asked before, so no saved answer stands in for the service.
// The rules hold or fail every call to the service: a screen asks more than one endpoint.

/** Longer than any test here: the held answer never arrives while the picture is taken. */
const HELD_MS = 120_000;

async function samplesOf(harness: Harness): Promise<SandboxSamples> {
  return (await (await fetch(`${harness.ctx.sandboxUrl}/_sandbox/samples`)).json()) as SandboxSamples;
}

async function openIn(page: Page, harness: Harness, hash: string, theme: Theme): Promise<void> {
  await harness.open(hash);
  await harness.dismissNotices();
  await useTheme(page, harness, theme);
}

test.use({ viewport: { width: 1024, height: 768 } });

test('search: no match, searching and a failed search, light and dark', async ({ page, harness }) => {
  // Six pictures of a long page, each checked by axe.
  test.setTimeout(300_000);
  const faults = harness.ctx.sandboxFaults!;
  for (const [index, theme] of THEMES.entries()) {
    await openIn(page, harness, `#/search?vehicle.make=Nomake${theme}`, theme);
    await expect(page.getByRole('heading', { name: 'No listings match' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Clear all filters' }).first()).toBeVisible();
    await recordState(page, `states-search-empty-${theme}`);

    faults.add({ kind: 'latency', latencyMs: HELD_MS });
    await openIn(page, harness, `#/search?vehicle.make=Ford&retailListing.miles=0-${90_000 + index}`, theme);
    await expect(page.getByRole('status').filter({ hasText: 'Searching…' })).toBeAttached();
    await expect(page.getByRole('heading', { level: 1, name: 'Search listings' })).toBeVisible();
    await recordState(page, `states-search-loading-${theme}`);
    faults.clear();

    faults.add({ kind: '503' });
    await openIn(page, harness, `#/search?vehicle.make=Toyota&vehicle.year=${2014 + index}`, theme);
    await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole('heading', { name: /unavailable|Searching|search/i }).first()).toBeVisible();
    await recordState(page, `states-search-error-${theme}`);
    faults.clear();
  }
});

test('VIN page, finance, compare, lot, usage and settings: empty, loading and error, light and dark', async ({
  page,
  harness,
}) => {
  // Twenty-two pictures, each checked by axe.
  test.setTimeout(300_000);
  const faults = harness.ctx.sandboxFaults!;
  const samples = await samplesOf(harness);
  const vins = {
    light: { loading: samples.parkIt, error: samples.parkOutside },
    dark: { loading: samples.overTheAir, error: samples.noRecalls },
  };
  for (const theme of THEMES) {
    await openIn(page, harness, '#/vehicle', theme);
    await expect(page.getByRole('heading', { level: 1, name: 'No vehicle open' })).toBeVisible();
    await recordState(page, `states-vehicle-empty-${theme}`);

    faults.add({ kind: 'latency', latencyMs: HELD_MS });
    await openIn(page, harness, `#/vehicle/${vins[theme].loading}`, theme);
    await expect(page.getByRole('main').locator('[aria-busy="true"]').first()).toBeAttached();
    await recordState(page, `states-vehicle-loading-${theme}`);
    faults.clear();

    faults.add({ kind: '503' });
    await openIn(page, harness, `#/vehicle/${vins[theme].error}`, theme);
    await expect(page.getByRole('button', { name: 'Try again' }).first()).toBeVisible({ timeout: 30_000 });
    await recordState(page, `states-vehicle-error-${theme}`);
    faults.clear();

    await openIn(page, harness, '#/finance', theme);
    await expect(page.getByRole('heading', { level: 1, name: 'Price a vehicle' })).toBeVisible();
    await recordState(page, `states-finance-empty-${theme}`);

    await openIn(page, harness, '#/compare', theme);
    await expect(page.getByRole('heading', { name: 'Nothing to compare yet' })).toBeVisible();
    await recordState(page, `states-compare-empty-${theme}`);

    await openIn(page, harness, '#/lot', theme);
    await expect(page.getByRole('heading', { level: 1, name: 'Lot' })).toBeVisible();
    await expect(page.getByRole('form', { name: 'Plate lookup' })).toBeVisible();
    await recordState(page, `states-lot-empty-${theme}`);

    await openIn(page, harness, '#/usage', theme);
    await expect(page.getByRole('heading', { name: 'Demo data costs nothing' })).toBeVisible();
    await recordState(page, `states-usage-empty-${theme}`);

    await openIn(page, harness, '#/settings', theme);
    await expect(page.getByRole('main')).toContainText('No API key yet');
    await recordState(page, `states-settings-empty-${theme}`);
  }
});

test('finance and a plate lookup: loading and error, light and dark', async ({ page, harness }) => {
  // Eight pictures, each checked by axe.
  test.setTimeout(300_000);
  const faults = harness.ctx.sandboxFaults!;
  const samples = await samplesOf(harness);
  // Each state asks for a VIN or plate not asked before, so no saved answer stands in.
  const cases = {
    light: { loading: samples.parkIt, error: samples.parkOutside, plates: [samples.plates[0]!, samples.plates[1]!] },
    dark: { loading: samples.overTheAir, error: samples.noRecalls, plates: [samples.plates[2]!, samples.plates[3]!] },
  };
  for (const theme of THEMES) {
    const { loading, error, plates } = cases[theme];
    faults.add({ kind: 'latency', latencyMs: HELD_MS });
    await openIn(page, harness, `#/finance/${loading}`, theme);
    await expect(page.getByRole('main').locator('[aria-busy="true"]').first()).toBeAttached();
    // The sale price fills in from the listing: while it comes, nothing asks the person to type it.
    await expect(page.getByText('Looking up the asking price…').first()).toBeVisible();
    await expect(page.getByText('Enter the sale price.')).toHaveCount(0);
    await recordState(page, `states-finance-loading-${theme}`);
    faults.clear();

    faults.add({ kind: '503' });
    await openIn(page, harness, `#/finance/${error}`, theme);
    await expect(page.getByRole('button', { name: 'Try again' }).first()).toBeVisible({ timeout: 30_000 });
    await recordState(page, `states-finance-error-${theme}`);
    faults.clear();

    faults.add({ kind: 'latency', latencyMs: HELD_MS });
    await openIn(page, harness, `#/lot/plate/${plates[0]!.state}/${plates[0]!.plate}`, theme);
    await expect(page.getByRole('main').locator('[aria-busy="true"]').first()).toBeAttached();
    await recordState(page, `states-plate-loading-${theme}`);
    faults.clear();

    faults.add({ kind: '503' });
    await openIn(page, harness, `#/lot/plate/${plates[1]!.state}/${plates[1]!.plate}`, theme);
    await expect(page.getByRole('button', { name: 'Try again' }).first()).toBeVisible({ timeout: 30_000 });
    await recordState(page, `states-plate-error-${theme}`);
    faults.clear();
  }
});
