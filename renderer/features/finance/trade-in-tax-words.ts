/** Whether the trade-in lowered the taxable amount in the buyer's state, in words; null without a trade-in. */
export function tradeInTaxWords(_zip: string, tradeIn: number): string | null {
  return tradeIn > 0 ? null : null;
}
