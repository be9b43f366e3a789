import type { OpenRecall } from '../../../shared/schemas/recall-schema';
import { formatServiceDate, readableComponent, serviceDateTime } from './recall-view';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * "Remedy expected Nov 8, 2026", or "… — overdue" once that day has passed and the recall is
 * still open. The date is a calendar day (read as UTC, as formatServiceDate shows it): it is
 * overdue from the next day on. A date this cannot read is shown as sent, never judged.
 */
export function remedyExpectedWords(expected: string | null | undefined, now: number): string | null {
  const shown = formatServiceDate(expected);
  if (!expected || !shown) return null;
  const day = serviceDateTime(expected);
  const overdue = day !== null && now >= day + DAY_MS;
  return overdue ? `Remedy expected ${shown} — overdue` : `Remedy expected ${shown}`;
}

/** The id of an open recall's card, the target of the banner's jump. */
export function recallCardId(campaign: string): string {
  return `recall-${campaign.replace(/[^A-Za-z0-9_-]/g, '-')}`;
}

/**
 * What the safety banner says of one park-it or park-outside recall, so no one has to
 * search the Recalls card for the reason: campaign, part, status and when the fix is due.
 */
export function bannerRecallFacts(recall: OpenRecall, now: number): string[] {
  const status = recall.recallStatus?.trim();
  const expected = remedyExpectedWords(recall.expectedRemediationDate, now);
  return [
    `Campaign ${recall.regulatorCampaignNumber}`,
    readableComponent(recall.component),
    status ? `Status: ${status}` : 'Status not stated',
    ...(expected ? [expected] : []),
  ];
}

/**
 * The one line under a clean answer. NHTSA's VIN lookup, which the open-recall check rests on,
 * covers safety recalls of the past 15 calendar years by the major makers, and a new campaign
 * shows only once its maker has listed the VINs (nhtsa.gov/recalls, "Check for Recalls:
 * Vehicle, Car Seat, Tire, Equipment", the notes under the VIN search).
 */
export function cleanRecallCoverage(checkedAt: string): string {
  return `Checked ${checkedAt}. NHTSA's VIN lookup covers the last 15 model years from major makers, and can miss a brand-new recall whose VINs aren't listed yet.`;
}
