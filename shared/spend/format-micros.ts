// Spend as a dealer reads it: main counts money in millionths of a dollar, integers, so
// sums stay exact (shared/ipc/spend-channels.ts); the window turns them into dollars only here.

/** Millionths of a dollar in a cent. */
const CENT = 10_000;
/** Below a cent a figure is kept to the hundredth of a cent: a VIN decode on Growth is $0.0025 (docs/real-service.md row 26). */
const HUNDREDTH_OF_A_CENT = 100;

const cents = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
const smallerThanCents = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 2,
  maximumFractionDigits: 4,
});

/**
 * Millionths of a dollar as dollars: "$1.24", and "$0.0025" where the amount is under a cent.
 * Rounded (half up) on the integer, so $0.115 is $0.12 and never a binary fraction's $0.11.
 */
export function formatMicros(micros: number): string {
  if (micros > 0 && micros < CENT)
    return smallerThanCents.format(Math.round(micros / HUNDREDTH_OF_A_CENT) / (1_000_000 / HUNDREDTH_OF_A_CENT));
  return cents.format(Math.round(micros / CENT) / 100);
}
