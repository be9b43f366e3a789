// The Spending card's draft turned into the settings patch main checks. Only what cannot
// be a number at all is refused here (main's schema takes numbers); every range — below
// $0, above the most allowed — is main's to judge, and its message comes back by the field.
import type { Endpoint } from '../../../shared/plan/plan-access';
import type { SettingsPatch } from '../../../shared/settings/settings-schema';
import type { SpendSettings } from '../../../shared/settings/spend-settings-schema';
import type { SpendDraft } from './spend-draft';

/** Field keys as the card names them: 'prices.build', 'dailyBudget' …, each with its message. */
export type SpendFieldErrors = Record<string, string>;

type Read = { ok: true; value: number | null } | { ok: false };

/** "1.50", "$1.50", "1,250" or "" (nothing); anything else is not an amount. */
function readDollars(text: string): Read {
  const plain = text.trim().replace(/^\$/, '').replace(/,/g, '').trim();
  if (plain === '') return { ok: true, value: null };
  if (!/^-?(\d+\.?\d*|\.\d+)$/.test(plain)) return { ok: false };
  return { ok: true, value: Number(plain) };
}

/** A typed amount as a number, or null when it is blank or not an amount (for figures shown while typing). */
export function typedDollars(text: string | undefined): number | null {
  const read = readDollars(text ?? '');
  return read.ok ? read.value : null;
}

/** The wording matches main's schema (spend-settings-schema.ts), so both sources read alike. */
const notAnAmount = (what: string) => `Enter ${what} in dollars, such as 1.50`;

export function spendPatchOf(
  draft: SpendDraft,
):
  | { ok: true; patch: Required<Pick<SettingsPatch, 'spend' | 'watchlistSchedule'>> }
  | { ok: false; errors: SpendFieldErrors } {
  const errors: SpendFieldErrors = {};
  function amount(key: string, text: string, what: string, required: boolean): number | null {
    const read = readDollars(text);
    if (!read.ok || (required && read.value === null)) {
      errors[key] = notAnAmount(what);
      return null;
    }
    return read.value;
  }

  const prices: Partial<Record<Endpoint, number>> = {};
  for (const [endpoint, text] of Object.entries(draft.prices) as [Endpoint, string][]) {
    const price = amount(`prices.${endpoint}`, text, 'a price per call', false);
    // A blank price is no negotiated price: the endpoint costs the list price (row 26).
    if (price !== null) prices[endpoint] = price;
  }
  const alwaysLoad = Object.fromEntries(Object.entries(draft.alwaysLoad).filter(([, on]) => on === true));
  const spend: SpendSettings = {
    prices,
    confirmAbove: amount('confirmAbove', draft.confirmAbove, 'the confirmation amount', true) ?? 0,
    clickToLoadAbove: amount('clickToLoadAbove', draft.clickToLoadAbove, 'the click-to-load price', true) ?? 0,
    alwaysLoad,
    dailyBudget: amount('dailyBudget', draft.dailyBudget, 'the daily budget', false),
    monthlyBudget: amount('monthlyBudget', draft.monthlyBudget, 'the monthly budget', false),
    // Off: loading ahead uses only what is cached or free (null). On: a cap is needed.
    paidPrefetchPerHour: draft.paidPrefetch
      ? amount('paidPrefetchPerHour', draft.paidPrefetchPerHour, 'the hourly loading-ahead cap', true)
      : null,
  };
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, patch: { spend, watchlistSchedule: draft.watchlistSchedule } };
}
