// Numbers as VinDesk shows them everywhere: U.S. dollars and counts, an em dash for unknown.
const dollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });
const dollarsAndCents = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
const count = new Intl.NumberFormat('en-US');

/** Whole dollars: prices, totals. */
export function formatDollars(value: number | null | undefined): string {
  return value === null || value === undefined ? '—' : dollars.format(value);
}

/** Dollars and cents: monthly payments. */
export function formatCents(value: number | null | undefined): string {
  return value === null || value === undefined ? '—' : dollarsAndCents.format(value);
}

export function formatCount(value: number): string {
  return count.format(value);
}

export function formatMiles(value: number | null | undefined): string {
  return value === null || value === undefined ? '—' : `${count.format(value)} mi`;
}
