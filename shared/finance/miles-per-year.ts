// Miles a year as a buyer types it ("15,000"), checked the same way wherever it is asked:
// the five-year cost card and Compare's assumptions.

export const DEFAULT_MILES_PER_YEAR = 15_000;
/** Below 1,000 a year the car is barely driven; above 60,000 it is a delivery route, not a buyer's estimate. */
const MIN_MILES_PER_YEAR = 1_000;
const MAX_MILES_PER_YEAR = 60_000;

/** The miles, or the problem in words for the field's error. */
export function parseMilesPerYear(text: string): { miles: number; problem: null } | { miles: null; problem: string } {
  const cleaned = text.replace(/[,\s]/g, '');
  if (cleaned === '') return { miles: null, problem: 'Enter the miles driven a year, like 15,000.' };
  if (!/^\d+$/.test(cleaned)) return { miles: null, problem: 'Enter the miles a year as a whole number, like 15,000.' };
  const miles = Number(cleaned);
  if (miles < MIN_MILES_PER_YEAR || miles > MAX_MILES_PER_YEAR) {
    return { miles: null, problem: 'Enter between 1,000 and 60,000 miles a year.' };
  }
  return { miles, problem: null };
}
