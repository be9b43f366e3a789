import { expectNoSeriousA11yViolations, screenshot } from './harness/checks';
import { expect, test } from './harness/fixtures';
import { sandboxJson, sandboxSamples } from './harness/sandbox-fetch';

// Issue 38, item 8: a plate's vehicle in one card (photo, year, make, model and trim, its open
// recalls in plain words, and the way to its VIN page), so staff at the lot confirm the car in
// one look. Expected values come from the sandbox's own /plate, /openrecalls and /photos answers.

interface SandboxPlate {
  vin: string;
  year?: number;
  make?: string;
  model?: string;
  trim?: string;
}

interface SandboxOpenRecalls {
  openRecalls: number;
  data: { parkIt?: boolean; parkOutSide?: boolean }[];
}

/** The card's recall words, from the brief of issue 38: worst first, counted where merely open. */
function recallWordsOf(answer: SandboxOpenRecalls): string {
  if (answer.data.some((recall) => recall.parkIt === true)) return 'Do not drive — open recall';
  if (answer.data.some((recall) => recall.parkOutSide === true)) return 'Park outside';
  const open = Math.max(answer.openRecalls, answer.data.length);
  if (open === 0) return 'No open recalls found';
  return open === 1 ? '1 open recall' : `${open} open recalls`;
}

test('a plate result shows the vehicle, its photo and its recalls in one card, and its VIN page asks nothing again', async ({
  page,
  harness,
}) => {
  test.setTimeout(180_000);
  const { plates } = await sandboxSamples(harness);
  // The first sample plate whose vehicle has an open recall, so the card shows one; else the first.
  let chosen = plates[0]!;
  let recalls = await sandboxJson<SandboxOpenRecalls>(harness, `/openrecalls/${chosen.vin}`);
  for (const sample of plates.slice(1)) {
    if (recalls.data.length > 0) break;
    const answer = await sandboxJson<SandboxOpenRecalls>(harness, `/openrecalls/${sample.vin}`);
    if (answer.data.length > 0) [chosen, recalls] = [sample, answer];
  }
  const vehicle = await sandboxJson<SandboxPlate>(harness, `/plate/${chosen.plate}?state=${chosen.state}`);
  const photos = await sandboxJson<{ data: { retail: string[] } }>(harness, `/photos/${chosen.vin}`);
  const name = [vehicle.year, vehicle.make, vehicle.model, vehicle.trim].filter(Boolean).join(' ');
  expect(vehicle.vin).toBe(chosen.vin);

  await harness.open(`#/lot/plate/${chosen.state}/${chosen.plate}`);
  await harness.dismissNotices();
  const card = page.getByRole('region', { name: `${chosen.state} ${chosen.plate}` });
  await expect(card.getByRole('heading', { level: 3, name, exact: true })).toBeVisible();
  await expect(card.getByTestId('plate-recall')).toHaveText(recallWordsOf(recalls));
  await expect(card.getByText(chosen.vin, { exact: true })).toBeVisible();
  const photo = card.getByRole('img', { name: `${name}, photo` });
  await expect(photo).toBeVisible();
  // A vehicle with photos shows its first; the drawn <img> is only there once the bytes came.
  if (photos.data.retail.length > 0) await expect(card.locator('img')).toHaveAttribute('src', /^data:image\//);
  const open = card.getByRole('link', { name: 'Open VIN page' });
  await expect(open).toHaveAttribute('href', `#/vehicle/${chosen.vin}`);
  await screenshot(page, 'issue38-plate-after');
  await expectNoSeriousA11yViolations(page, 'plate card');
  await page.emulateMedia({ colorScheme: 'dark' });
  await screenshot(page, 'issue38-plate-after-dark');
  await expectNoSeriousA11yViolations(page, 'plate card, dark');
  await page.emulateMedia({ colorScheme: null });

  // Each call is billed: the card asked the recalls and the photo list once, and the VIN page
  // opened from it finds both in hand rather than asking (and paying) again.
  const asked = (channel: string) => harness.ipcCalls.filter((call) => call.channel === channel).length;
  expect(asked('vehicle.openRecalls')).toBe(1);
  expect(asked('vehicle.photos')).toBe(1);
  await open.click();
  await expect(page).toHaveURL(new RegExp(`#/vehicle/${chosen.vin}$`));
  await expect(page.getByRole('region', { name: 'Recalls' })).toBeVisible();
  expect(asked('vehicle.openRecalls')).toBe(1);
  expect(asked('vehicle.photos')).toBe(1);
});
