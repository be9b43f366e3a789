import { PER_MILE_LINES, PER_YEAR_LINES } from '../../../shared/finance/tco-at-miles';
import { TCO_CATEGORIES, type TcoCategory } from './tco-rows';

const labelOf = (key: TcoCategory) => TCO_CATEGORIES.find((category) => category.key === key)?.label ?? key;

/** "a, b and c", lower-cased after the first word of the sentence. */
function listed(keys: readonly TcoCategory[]): string {
  const words = keys.map((key) => labelOf(key).toLowerCase());
  return words.length < 2 ? (words[0] ?? '') : `${words.slice(0, -1).join(', ')} and ${words.at(-1)}`;
}

/** Which five-year lines follow the miles a year and which do not, in a buyer's words. */
export function milesNote(): string {
  const perMile = listed(PER_MILE_LINES);
  return `${perMile.charAt(0).toUpperCase()}${perMile.slice(1)} follow the miles a year; ${listed(PER_YEAR_LINES)} are the same however far the car is driven.`;
}
