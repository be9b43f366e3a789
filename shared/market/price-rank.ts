/** "3rd lowest of 41": the subject's place among itself and the comparables. */
export interface Rank {
  /** 1 = lowest. Equal values share the lower place. */
  rank: number;
  /** How many were ranked, the subject included. */
  of: number;
}

/** The subject's place among `others` ascending (the subject counted in `of`); null without a value. */
export function rankAmong(value: number | null, others: readonly number[]): Rank | null {
  if (value === null) return null;
  const below = others.filter((other) => other < value).length;
  return { rank: below + 1, of: others.length + 1 };
}

/** The subject's asking price ranked among the comparables' prices; unpriced ones are not counted. */
export function priceRank(subjectPrice: number | null, comparables: readonly { price: number | null }[]): Rank | null {
  const prices = comparables.flatMap((listing) => (listing.price === null ? [] : [listing.price]));
  return rankAmong(subjectPrice, prices);
}
