import type { Page } from '@playwright/test';
import { expectNoSeriousA11yViolations, screenshot } from './harness/checks';
import { expect, test, type Harness } from './harness/fixtures';
import { sandboxJson, sandboxSamples } from './harness/sandbox-fetch';

// Issue 38, items 1 and 2: the safety banner says which recall and jumps to it, an open recall is
// read before the photos, a passed remedy date reads as overdue, and a clean answer says what it
// covers and when it was checked. Expected values come from the sandbox asked directly.

interface SandboxOpenRecall {
  regulatorCampaignNumber: string;
  component?: string;
  parkIt?: boolean;
  parkOutSide?: boolean;
  recallStatus?: string;
  expectedRemediationDate?: string | null;
}

function openRecallsOf(harness: Harness, vin: string) {
  return sandboxJson<{ openRecalls: number; data: SandboxOpenRecall[] }>(harness, `/openrecalls/${vin}`);
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** "2026-08-13" or "13/08/2026" as a person reads it: "Aug 13, 2026"; and that day's UTC midnight. */
function dayOf(date: string): { shown: string; utc: number } {
  const [year, month, day] = (date.includes('/') ? date.split('/').reverse() : date.split('-')).map(Number) as [
    number,
    number,
    number,
  ];
  return { shown: `${MONTHS[month - 1]} ${day}, ${year}`, utc: Date.UTC(year, month - 1, day) };
}

/** Where two elements stand in reading order: negative when a comes first. */
async function readingOrder(page: Page, a: string, b: string): Promise<number> {
  return page.evaluate(
    ([first, second]) => {
      const x = document.querySelector(first!);
      const y = document.querySelector(second!);
      if (!x || !y) throw new Error(`missing ${!x ? first : second}`);
      return x.compareDocumentPosition(y) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1;
    },
    [a, b],
  );
}

test.describe('VIN page recalls (issue 38)', () => {
  test('the DO NOT DRIVE banner names each park-it recall and jumps to its card', async ({ page, harness }) => {
    const samples = await sandboxSamples(harness);
    const answer = await openRecallsOf(harness, samples.parkIt);
    const parkIt = answer.data.filter((recall) => recall.parkIt === true);
    expect(parkIt.length, 'the park-it sample has a park-it recall').toBeGreaterThan(0);

    await harness.open(`#/vehicle/${samples.parkIt}`);
    await harness.dismissNotices();
    const banner = page.getByRole('alert').filter({ hasText: 'DO NOT DRIVE' });
    await expect(banner).toBeVisible();
    for (const recall of parkIt) {
      await expect(banner).toContainText(`Campaign ${recall.regulatorCampaignNumber}`);
      await expect(banner).toContainText(recall.recallStatus ? `Status: ${recall.recallStatus}` : 'Status not stated');
      if (recall.expectedRemediationDate)
        await expect(banner).toContainText(`Remedy expected ${dayOf(recall.expectedRemediationDate).shown}`);
    }
    // The part, in the card's words: the banner says what the card names.
    const recalls = page.getByRole('region', { name: 'Recalls' });
    const first = parkIt[0]!;
    const card = recalls.getByRole('listitem').filter({ hasText: first.regulatorCampaignNumber }).first();
    const part = (await card.locator('.recall__component').innerText()).trim();
    expect(part.length).toBeGreaterThan(0);
    await expect(banner).toContainText(part);

    // With a recall open, the Recalls card is read before the photos.
    await expect(page.getByRole('region', { name: 'Photos' })).toBeVisible();
    expect(
      await readingOrder(page, 'section[aria-labelledby] h3#open-recalls-heading', '.gallery, .photo-gallery'),
    ).toBe(-1);

    // The jump is a control a keyboard reaches; it moves focus to the recall's card, in view.
    await banner.scrollIntoViewIfNeeded();
    const jump = banner.getByRole('button', { name: `See recall ${first.regulatorCampaignNumber}` });
    await jump.focus();
    await page.keyboard.press('Enter');
    const toggle = card.locator('summary');
    await expect(toggle).toBeFocused();
    await expect(toggle).toBeInViewport();

    await banner.scrollIntoViewIfNeeded();
    await screenshot(page, 'issue38-vin-park-it-after');
    await expectNoSeriousA11yViolations(page, 'park-it banner with its recalls');
  });

  test('the PARK OUTSIDE banner names its recall', async ({ page, harness }) => {
    const samples = await sandboxSamples(harness);
    const parkOutside = (await openRecallsOf(harness, samples.parkOutside)).data.filter(
      (recall) => recall.parkOutSide === true,
    );
    expect(parkOutside.length).toBeGreaterThan(0);
    await harness.open(`#/vehicle/${samples.parkOutside}`);
    await harness.dismissNotices();
    const banner = page.getByRole('alert').filter({ hasText: 'PARK OUTSIDE' });
    for (const recall of parkOutside) {
      await expect(banner).toContainText(`Campaign ${recall.regulatorCampaignNumber}`);
      await expect(banner.getByRole('button', { name: `See recall ${recall.regulatorCampaignNumber}` })).toBeVisible();
    }
  });

  test('an open recall whose remedy date has passed reads as overdue', async ({ page, harness }) => {
    const samples = await sandboxSamples(harness);
    // The first VIN in the sample set with an open recall that has an expected remedy date.
    let found: { vin: string; recall: SandboxOpenRecall & { expectedRemediationDate: string } } | null = null;
    for (const vin of [samples.parkIt, samples.parkOutside, samples.overTheAir, ...samples.recallSweep]) {
      const recall = (await openRecallsOf(harness, vin)).data.find((item) => !!item.expectedRemediationDate);
      if (recall) {
        found = { vin, recall: recall as SandboxOpenRecall & { expectedRemediationDate: string } };
        break;
      }
    }
    expect(found, 'some sample VIN has an open recall with an expected remedy date').not.toBeNull();
    const { vin, recall } = found!;
    const due = dayOf(recall.expectedRemediationDate);

    // The page's clock says it is noon on the day after the expected remedy date.
    await page.clock.setFixedTime(due.utc + 36 * 60 * 60 * 1000);
    await harness.open(`#/vehicle/${vin}`);
    await harness.dismissNotices();
    const card = page
      .getByRole('region', { name: 'Recalls' })
      .getByRole('listitem')
      .filter({ hasText: recall.regulatorCampaignNumber })
      .first();
    await expect(card).toContainText(`Remedy expected ${due.shown} — overdue`);

    // On the day itself it is not yet overdue.
    await page.clock.setFixedTime(due.utc + 12 * 60 * 60 * 1000);
    await page.reload();
    await expect(card).toContainText(`Remedy expected ${due.shown}`);
    await expect(card).not.toContainText('overdue');
  });

  test('a clean answer says what it covers and when it was checked', async ({ page, harness }) => {
    const samples = await sandboxSamples(harness);
    expect((await openRecallsOf(harness, samples.noRecalls)).openRecalls).toBe(0);
    // The answer is fetched by main after `before` and shown before `after`: the line must state
    // one of the minutes in between, as the page's own clock and zone write them.
    const before = Date.now();
    await harness.open(`#/vehicle/${samples.noRecalls}`);
    await harness.dismissNotices();
    const recalls = page.getByRole('region', { name: 'Recalls' });
    await expect(recalls).toContainText('No open recalls');
    const line = recalls.getByText(/^Checked .*last 15 model years/);
    await expect(line).toBeVisible();
    const after = Date.now();
    const minutes = await page.evaluate(
      ([from, to]) => {
        const format = new Intl.DateTimeFormat('en-US', {
          year: 'numeric',
          month: 'short',
          day: 'numeric',
          hour: 'numeric',
          minute: '2-digit',
          timeZoneName: 'short',
        });
        const shown: string[] = [];
        for (let time = from! - (from! % 60_000); time <= to!; time += 60_000)
          shown.push(format.format(new Date(time)));
        return shown;
      },
      [before, after],
    );
    const text = await line.innerText();
    expect(
      minutes.some((minute) => text.startsWith(`Checked ${minute}. `)),
      `"${text}" states a time between ${minutes[0]} and ${minutes.at(-1)}`,
    ).toBe(true);
    await expect(recalls).toContainText('last 15 model years');
    await expect(recalls).toContainText("can miss a brand-new recall whose VINs aren't listed yet");
    // No recall open: the photos keep their place above the Recalls card.
    expect(await readingOrder(page, '.gallery, .photo-gallery', '.status-line')).toBe(-1);
    await expectNoSeriousA11yViolations(page, 'clean recall answer');
  });
});
