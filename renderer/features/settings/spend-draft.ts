// The Spending card's form as typed: amounts stay the text the person wrote, so a mistyped
// figure is shown back exactly, with main's or the card's message beside it, and nothing is lost.
import type { Endpoint } from '../../../shared/plan/plan-access';
import type { Settings } from '../../../shared/settings/settings-schema';
import type { WatchlistSchedule } from '../../../shared/settings/spend-settings-schema';

export interface SpendDraft {
  /** Negotiated dollars per call as typed; '' or absent: the list price. */
  prices: Partial<Record<Endpoint, string>>;
  confirmAbove: string;
  clickToLoadAbove: string;
  alwaysLoad: Partial<Record<Endpoint, boolean>>;
  /** '' means no budget. */
  dailyBudget: string;
  monthlyBudget: string;
  /** Whether loading ahead may spend at all; the cap is kept while it is off, so switching back restores it. */
  paidPrefetch: boolean;
  paidPrefetchPerHour: string;
  watchlistSchedule: WatchlistSchedule;
}

/** A saved amount as the field shows it: at least two decimals ("1.00"), finer when the figure is ("0.0025"). */
function dollarsText(value: number | null | undefined): string {
  if (value === null || value === undefined) return '';
  const plain = String(value);
  const decimals = plain.split('.')[1]?.length ?? 0;
  return decimals >= 2 || plain.includes('e') ? plain : value.toFixed(2);
}

export function draftOf(settings: Settings): SpendDraft {
  const { spend } = settings;
  const prices: Partial<Record<Endpoint, string>> = {};
  for (const [endpoint, price] of Object.entries(spend.prices) as [Endpoint, number][]) {
    prices[endpoint] = dollarsText(price);
  }
  return {
    prices,
    confirmAbove: dollarsText(spend.confirmAbove),
    clickToLoadAbove: dollarsText(spend.clickToLoadAbove),
    alwaysLoad: { ...spend.alwaysLoad },
    dailyBudget: dollarsText(spend.dailyBudget),
    monthlyBudget: dollarsText(spend.monthlyBudget),
    paidPrefetch: spend.paidPrefetchPerHour !== null,
    paidPrefetchPerHour: dollarsText(spend.paidPrefetchPerHour),
    watchlistSchedule: settings.watchlistSchedule,
  };
}

/** The draft with blank prices and unticked boxes left out, so "typed then cleared" counts as unchanged. */
function canonical(draft: SpendDraft): string {
  const prices = Object.entries(draft.prices).filter(([, text]) => text !== undefined && text.trim() !== '');
  const alwaysLoad = Object.entries(draft.alwaysLoad).filter(([, on]) => on === true);
  return JSON.stringify({
    ...draft,
    prices: prices.sort(([a], [b]) => a.localeCompare(b)),
    alwaysLoad: alwaysLoad.map(([endpoint]) => endpoint).sort(),
    paidPrefetchPerHour: draft.paidPrefetch ? draft.paidPrefetchPerHour : '',
  });
}

export function sameDraft(a: SpendDraft, b: SpendDraft): boolean {
  return canonical(a) === canonical(b);
}
