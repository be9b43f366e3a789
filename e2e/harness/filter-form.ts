import type { Locator, Page } from '@playwright/test';

// The search screen's Filters form as a person reads it: each facet a group named by its
// legend, each value a checkbox named by the value and the count beside it ("RAV4 1,041").

/** A whole number as the screen writes it: "1,041". */
export const countText = (value: number) => new Intl.NumberFormat('en-US').format(value);

/** `text` matched literally inside a RegExp. */
export const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The checkbox of `value` under `legend`; with `shown`, only if the count beside it is that number. */
export function facetOption(page: Page, legend: string, value: string, shown?: number): Locator {
  const counted = shown === undefined ? '[\\d,]+' : escapeRegExp(countText(shown));
  return page
    .getByRole('form', { name: 'Filters' })
    .getByRole('group', { name: legend })
    .getByRole('checkbox', { name: new RegExp(`^${escapeRegExp(value)} ${counted}$`) });
}
