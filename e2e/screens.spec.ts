import { expectNoSeriousA11yViolations, screenshot } from './harness/checks';
import { expect, test } from './harness/fixtures';

const VIN = '1HGCM82633A004352';

// Every screen that exists, in both themes: it renders its heading and its
// explanation, has no serious accessibility problem, and is photographed.
const SCREENS = [
  { name: 'search', hash: '#/search', heading: 'Search listings', text: 'Sort by' },
  { name: 'vehicle-empty', hash: '#/vehicle', heading: 'No vehicle open', text: 'and enter a VIN' },
  { name: 'vehicle-vin', hash: `#/vehicle/${VIN}`, heading: '2003', text: 'Not currently listed' },
  { name: 'finance', hash: '#/finance', heading: 'Price a vehicle', text: 'Choose a vehicle to price' },
  { name: 'lot', hash: '#/lot', heading: 'Lot', text: 'Find a vehicle by plate' },
  { name: 'lot-plate', hash: '#/lot/plate/CA/7ABC123', heading: 'Lot', text: 'CA 7ABC123' },
  { name: 'settings', hash: '#/settings', heading: 'Settings', text: 'No API key yet' },
  { name: 'not-found', hash: '#/nowhere', heading: 'Page not found', text: 'VinDesk has no page at this address' },
] as const;

for (const colorScheme of ['light', 'dark'] as const) {
  test.describe(`screens (${colorScheme})`, () => {
    test.use({ colorScheme });
    for (const screen of SCREENS) {
      test(`${screen.name} explains itself and passes axe`, async ({ page, harness }) => {
        await harness.open(screen.hash);
        await harness.dismissNotices();
        await expect(page.getByRole('heading', { level: 1 })).toContainText(screen.heading);
        await expect(page.getByRole('main')).toContainText(screen.text);
        await expect(page.locator('html')).toHaveAttribute('data-theme', colorScheme);
        await screenshot(page, `screen-${screen.name}${colorScheme === 'dark' ? '-dark' : ''}`);
        await expectNoSeriousA11yViolations(page, `${screen.name} (${colorScheme})`);
      });
    }
  });
}

test('the vehicle screen shows the check digit read from the VIN itself', async ({ page, harness }) => {
  await harness.open(`#/vehicle/${VIN}`);
  // The header reads the check digit from the VIN alone: a good one is no pill and no warning
  // (the decode panel notes it quietly); a bad one is a warning (vin-notice.spec.ts).
  await expect(page.getByRole('heading', { level: 1, name: /2003/ })).toBeVisible();
  await expect(page.getByText(/check digit does not match/i)).toHaveCount(0);
  await expect(page.getByText('Check digit valid')).toHaveCount(0);
});
