import type { Page } from '@playwright/test';
import { expectNoSeriousA11yViolations, screenshot } from './harness/checks';
import { expect, test, type Harness } from './harness/fixtures';
import { sandboxJson, sandboxSamples } from './harness/sandbox-fetch';

// Issue #39 on the VIN page: the asking price over time as this computer saw it, and the local
// market on demand. The expected figures come from the sandbox asked directly over HTTP, with
// the comparables rule, distances and ranks worked here, not by the app's code.

interface SandboxListing {
  vin: string;
  /** [longitude, latitude] (docs/real-service.md row 16). */
  location?: [number, number] | null;
  vehicle: { year: number; make: string; model: string; trim?: string | null };
  retailListing: { price?: number | null; zip?: string | null };
}

const dollars = (value: number) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 }).format(value);

const listingAt = async (harness: Harness, vin: string) =>
  (await sandboxJson<{ data: SandboxListing }>(harness, `/listings/${vin}`)).data;

async function setDay(harness: Harness, day: number): Promise<void> {
  const response = await fetch(`${harness.ctx.sandboxUrl}/_sandbox/clock`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ day }),
  });
  expect(response.status, `the sandbox moved to day ${day}`).toBe(200);
}

/** Opens the VIN page and waits for its listing, so the answer has been recorded in main. */
async function openVinPage(page: Page, harness: Harness, vin: string): Promise<void> {
  await harness.open(`#/vehicle/${vin}`);
  await harness.dismissNotices();
  await expect(page.getByRole('region', { name: 'Price history' })).toBeVisible();
}

test('the price history shows a drop seen on the next day, and both cards pass axe in light and dark', async ({
  page,
  harness,
}) => {
  test.setTimeout(180_000);
  const { priceDrop } = await sandboxSamples(harness);
  // The sample's prices, confirmed by the sandbox itself on each day.
  expect((await listingAt(harness, priceDrop.vin)).retailListing.price).toBe(priceDrop.from);

  await openVinPage(page, harness, priceDrop.vin);
  const history = page.getByRole('region', { name: 'Price history' });
  await expect(history).toContainText('No price changes seen yet — first seen');
  await expect(history).toContainText('Listed');

  try {
    await setDay(harness, priceDrop.day);
    expect((await listingAt(harness, priceDrop.vin)).retailListing.price).toBe(priceDrop.to);
    // Main keeps a listing answer for ten minutes (shared/service/endpoint-freshness.ts): the
    // dealer clears the saved answers, so reopening the page asks the service again.
    await harness.open('#/settings');
    await page.getByRole('region', { name: 'Offline cache' }).getByRole('button', { name: 'Clear cache' }).click();
    await expect(page.getByRole('region', { name: 'Offline cache' }).getByRole('status')).toContainText('Removed');
    await openVinPage(page, harness, priceDrop.vin);
    const changes = history.getByRole('list', { name: 'Price changes' });
    await expect(changes.getByRole('listitem')).toHaveCount(1);
    await expect(changes.getByRole('listitem')).toHaveText(
      new RegExp(`: ${escape(dollars(priceDrop.from))} → ${escape(dollars(priceDrop.to))}$`),
    );
    await expect(history).toContainText(/Dates: seen by this computer|Listed date from the service/);

    const market = page.getByRole('region', { name: 'Local market' });
    await market.getByRole('button', { name: 'Check the local market' }).click();
    await expect(market).toContainText(/\d+(st|nd|rd|th) lowest of \d+/);
    await expect(market.getByRole('table', { name: 'Competing dealers' })).toBeVisible();
    // Checked: the page's rating is now the one worked against the same local listings.
    await expect(page.getByText(/^Rated against the \d+ local listings? in Local market, below\.$/)).toBeVisible();

    // Tall enough for both cards, scrolled to where they begin.
    await page.setViewportSize({ width: 1280, height: 1500 });
    await history.evaluate((node) => node.scrollIntoView({ block: 'start' }));
    await screenshot(page, 'issue39-vin-market');
    await expectNoSeriousA11yViolations(page, 'VIN page with price history and local market');
    await page.emulateMedia({ colorScheme: 'dark' });
    await screenshot(page, 'issue39-vin-market-dark');
    await expectNoSeriousA11yViolations(page, 'VIN page with price history and local market, dark');
    await page.emulateMedia({ colorScheme: null });
  } finally {
    await setDay(harness, 0);
  }
});

test('the local market ranks the asking price among the comparables near the car', async ({ page, harness }) => {
  test.setTimeout(180_000);
  const { priceDrop } = await sandboxSamples(harness);
  const subject = await listingAt(harness, priceDrop.vin);
  const { year, make, model } = subject.vehicle;
  const zip = subject.retailListing.zip!;
  const price = subject.retailListing.price!;
  expect(zip).toMatch(/^\d{5}$/);

  // Every listing of the same make and model, model year ±1, within 100 miles of the car's ZIP.
  const candidates: SandboxListing[] = [];
  let next: string | null = `/listings?${new URLSearchParams({
    'vehicle.make': make,
    'vehicle.model': model,
    'vehicle.year': `${year - 1}-${year + 1}`,
    zip,
    distance: '100',
    limit: '500',
  }).toString()}`;
  while (next !== null) {
    const answer: { data: SandboxListing[]; links: { next: string | null } } = await sandboxJson(harness, next);
    candidates.push(...answer.data);
    next = answer.links.next === null ? null : answer.links.next.slice(String(harness.ctx.sandboxUrl).length);
  }
  // The rule the card states: the car itself left out; measured from its own location; its trim
  // only when at least five of them share it.
  const here = point(subject.location);
  const key = (text: string | null | undefined) => (text ?? '').trim().toLowerCase();
  const near = candidates.filter((listing) => {
    if (listing.vin === subject.vin) return false;
    const there = point(listing.location);
    return here === null || there === null || haversineMiles(here, there) <= 100;
  });
  const trim = key(subject.vehicle.trim);
  const sameTrim = near.filter((listing) => trim !== '' && key(listing.vehicle.trim) === trim);
  const comparables = sameTrim.length >= 5 ? sameTrim : near;
  const prices = comparables.flatMap((listing) => (listing.retailListing.price ? [listing.retailListing.price] : []));
  prices.sort((a, b) => a - b);
  const rank = prices.filter((other) => other < price).length + 1;
  const of = prices.length + 1;
  expect(of, 'the car has comparables to rank against').toBeGreaterThan(1);

  await openVinPage(page, harness, priceDrop.vin);
  const market = page.getByRole('region', { name: 'Local market' });
  await expect(market).toContainText('Free with the demo data (at most 5 listings searches).');
  await market.getByRole('button', { name: 'Check the local market' }).click();
  await expect(market).toContainText(`${ordinal(rank)} lowest of ${of}`);
  await expect(market).toContainText(`${year - 1}–${year + 1} ${make} ${model} listings`);
  await expect(market).toContainText(`within 100 miles of ${zip}`);
});

function point(location: [number, number] | null | undefined): { lat: number; lng: number } | null {
  if (!location) return null;
  const [lng, lat] = location;
  return { lat, lng };
}

/** Great-circle miles on a sphere of the Earth's mean radius. */
function haversineMiles(a: { lat: number; lng: number }, b: { lat: number; lng: number }): number {
  const toRad = Math.PI / 180;
  const dLat = (b.lat - a.lat) * toRad;
  const dLng = (b.lng - a.lng) * toRad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * toRad) * Math.cos(b.lat * toRad) * Math.sin(dLng / 2) ** 2;
  return 2 * 3958.8 * Math.asin(Math.sqrt(h));
}

function ordinal(value: number): string {
  const suffixes: Record<string, string> = { one: 'st', two: 'nd', few: 'rd', other: 'th' };
  return `${value.toLocaleString('en-US')}${suffixes[new Intl.PluralRules('en-US', { type: 'ordinal' }).select(value)]}`;
}

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\$]/g, '\\$&');
}
