const dollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });
const count = new Intl.NumberFormat('en-US');

export function formatDollars(value: number | null | undefined): string {
  return value === null || value === undefined ? '—' : dollars.format(value);
}

export function formatMiles(value: number | null | undefined): string {
  return value === null || value === undefined ? '—' : `${count.format(value)} mi`;
}
