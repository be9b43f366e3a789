import type { Locator, Page } from '@playwright/test';
import { expect, type Harness } from './fixtures';

/** What a spec types into the finance screen's Deal form; a field left out keeps the screen's value. */
export interface DealEntry {
  salePrice?: string;
  zip?: string;
  downPayment?: string;
  tradeIn?: string;
  docFee?: string;
  /** The loan term's radio, in months: "72". */
  term?: string;
}

const FIELD_LABELS: Record<Exclude<keyof DealEntry, 'term'>, string> = {
  salePrice: 'Sale price',
  zip: 'ZIP code',
  downPayment: 'Down payment',
  tradeIn: 'Trade-in value',
  docFee: 'Doc fee',
};

/**
 * Opens the finance screen for `vin`, waits for the listing's price to fill the form (typing
 * before would be overwritten by it), then types the entry as a person would. Returns the form.
 */
export async function openDeal(page: Page, harness: Harness, vin: string, entry: DealEntry = {}): Promise<Locator> {
  await harness.open(`#/finance/${vin}`);
  await harness.dismissNotices();
  const deal = page.getByRole('region', { name: 'Deal' });
  await expect(deal.getByLabel('Sale price')).not.toHaveValue('');
  for (const [field, label] of Object.entries(FIELD_LABELS) as [keyof typeof FIELD_LABELS, string][]) {
    const value = entry[field];
    if (value !== undefined) await deal.getByLabel(label).fill(value);
  }
  if (entry.term !== undefined) await deal.getByRole('radio', { name: entry.term }).check();
  return deal;
}
