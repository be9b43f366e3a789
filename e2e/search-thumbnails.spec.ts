import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { expectNoSeriousA11yViolations } from './harness/checks';
import { expect, settle, test } from './harness/fixtures';

// Result rows show each listing's primary photo as a thumbnail main resized to the size
// the row draws it (times the screen's pixel ratio), not the service's whole photo.

const SHOTS = join(process.env.VINDESK_E2E_ARTIFACTS ?? 'test-results/artifacts', 'shots');

// A high-density screen: the thumbnail must be sharp there, so it carries 2 pixels per CSS pixel.
test.use({ deviceScaleFactor: 2 });

for (const [width, height, scheme] of [
  [1280, 800, 'light'],
  [1920, 1080, 'dark'],
] as const) {
  test(`result rows show thumbnails at the row's size on a 2× screen (${width} px, ${scheme})`, async ({
    page,
    harness,
  }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width, height });
    await page.emulateMedia({ colorScheme: scheme });
    await harness.open('#/search');
    await harness.dismissNotices();
    const rows = page.getByRole('list', { name: 'Listings' }).getByRole('listitem');
    await expect(rows.first()).toBeVisible();
    const photos = page.locator('.results__item .result__photo img');
    // The rows in view get their photo (a row without one keeps the placeholder).
    await expect.poll(() => photos.count(), { timeout: 30_000 }).toBeGreaterThanOrEqual(4);
    await settle(page);
    for (let i = 0; i < 4; i++) {
      const photo = photos.nth(i);
      await expect(photo).toBeVisible();
      const drawn = await photo.evaluate((img: HTMLImageElement) => {
        const box = img.parentElement!.getBoundingClientRect();
        return { natural: [img.naturalWidth, img.naturalHeight], box: [box.width, box.height] };
      });
      // The row's photo box is at most 84 × 60 CSS pixels (search.css .result__photo), so the
      // thumbnail is 168 × 120 at 2 device pixels each: enough for the box, never a whole photo.
      expect(drawn.natural).toEqual([168, 120]);
      expect(drawn.box[0]).toBeLessThanOrEqual(84);
      expect(drawn.box[1]).toBeLessThanOrEqual(60);
      if (width === 1920) expect(drawn.box).toEqual([84, 60]);
    }
    // No whole photo crossed for the results list.
    expect(harness.ipcCalls.filter((call) => call.channel === 'vehicle.photo')).toHaveLength(0);
    await mkdir(SHOTS, { recursive: true });
    await page.screenshot({ path: join(SHOTS, `search-thumbnails-${width}-${scheme}.png`) });
    await expectNoSeriousA11yViolations(page, `search thumbnails (${scheme})`);
  });
}
