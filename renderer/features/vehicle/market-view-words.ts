// A VIN's local market in a dealer's words (issue #39): every figure reads listings VinDesk has
// seen on this computer (shared/market/market-view.ts), so each says what it rests on.
import type { CallPrice } from '../../api/use-call-price';
import type { MileageAdjustedRank } from '../../../shared/market/mileage-adjusted-rank';
import { MARKET_REFRESH_MAX_CALLS } from '../../../shared/market/market-call-limits';
import { SUPPLY_WINDOW_DAYS } from '../../../shared/market/market-days';
import type { Rank } from '../../../shared/market/price-rank';
import type { MarketView } from '../../../shared/market/market-view';
import { formatMicros } from '../../../shared/spend/format-micros';
import { formatCents, formatCount, formatDollars } from '../../ui/format-money';

/** 1st, 2nd, 3rd, 4th … 11th, 12th, 13th … 21st. */
export function ordinal(value: number): string {
  const teen = value % 100 >= 11 && value % 100 <= 13;
  const suffix = teen ? 'th' : (({ 1: 'st', 2: 'nd', 3: 'rd' } as Record<number, string>)[value % 10] ?? 'th');
  return `${formatCount(value)}${suffix}`;
}

/** "3rd lowest of 41". */
export function rankWords(rank: Rank): string {
  return `${ordinal(rank.rank)} lowest of ${formatCount(rank.of)}`;
}

/** "−$0.08 a mile": what a mile more does to a comparable's asking price. */
function perMileWords(slope: number): string {
  const sign = slope < 0 ? '−' : slope > 0 ? '+' : '';
  return `${sign}${formatCents(Math.abs(slope))} a mile`;
}

/** The method of the mileage-adjusted rank, in a sentence. */
export function mileageMethodWords(rank: MileageAdjustedRank): string {
  return (
    `Prices moved to this car’s miles along a straight line fitted to the ${formatCount(rank.n)} comparables: ` +
    perMileWords(rank.slope)
  );
}

/** "About 38 days of supply — …"; or why there is no estimate yet. */
export function supplyWords(days: number | null): string {
  if (days === null) {
    return (
      `Days of supply cannot be estimated yet: no comparable has been seen disappearing from the listings ` +
      `in the last ${SUPPLY_WINDOW_DAYS} days.`
    );
  }
  return (
    `About ${formatCount(Math.round(days))} days of supply — an estimate from listings seen disappearing ` +
    `over the last ${SUPPLY_WINDOW_DAYS} days, not from sales`
  );
}

/** The vehicle the comparables are matched on. */
export interface MarketVehicle {
  year: number;
  make: string;
  model: string;
  trim: string | null;
  zip: string | null;
}

/** "Compared with 2019–2021 Honda Civic listings, EX trim only, within 100 miles of 19103." */
export function comparablesWords(view: Pick<MarketView, 'radiusMiles' | 'sameTrim'>, vehicle: MarketVehicle): string {
  const years = `${vehicle.year - 1}–${vehicle.year + 1}`;
  const trim = view.sameTrim && vehicle.trim ? `, ${vehicle.trim} trim only` : '';
  const where = vehicle.zip ? ` of ${vehicle.zip}` : ' of this car';
  return `Compared with ${years} ${vehicle.make} ${vehicle.model} listings (model year ±1)${trim}, within ${view.radiusMiles} miles${where}.`;
}

/** How many comparables, and how many are still listed. */
export function countWords(view: Pick<MarketView, 'comparables' | 'active'>): string {
  const listed = `${formatCount(view.active)} still listed`;
  return `${formatCount(view.comparables)} ${view.comparables === 1 ? 'comparable' : 'comparables'} seen, ${listed}.`;
}

/** What pressing "Check the local market" may cost, before it is pressed. */
export function checkCostWords(price: CallPrice): string {
  const searches = `at most ${MARKET_REFRESH_MAX_CALLS} listings searches`;
  if (price.demo) return `Free with the demo data (${searches}).`;
  const each = `${formatMicros(price.micros)} each${price.negotiated ? ', your price' : ''}`;
  return `Costs up to ${formatMicros(price.micros * MARKET_REFRESH_MAX_CALLS)}: ${searches} at ${each}.`;
}

/** "$21,500 median · middle half $20,000–$23,000 · $17,900–$26,400 low to high". */
export function spreadWords(spread: NonNullable<MarketView['spread']>): string[] {
  return [
    `${formatDollars(spread.median)} median`,
    `middle half ${formatDollars(spread.p25)}–${formatDollars(spread.p75)}`,
    `${formatDollars(spread.min)}–${formatDollars(spread.max)} low to high`,
  ];
}

/** "12 days" / "1 day". */
export function daysWords(days: number): string {
  const whole = Math.round(days);
  return `${formatCount(whole)} ${whole === 1 ? 'day' : 'days'}`;
}
