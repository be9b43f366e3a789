// How one listing moves over simulated days: the days its price drops and the day it sells.
// A pure function of the seed, the VIN and the day it was listed, so any day can be shown
// in any order and a test can recompute what it expects (issue #39 item 6).
import { rngFor, type Rng } from '../random/rng';

/** Share of listings that leave each day: ~2% a day makes a Market Days Supply estimate meaningful. */
export const SELL_RATE_PER_DAY = 0.02;
/** Shares of used and new listings that cut their price at least once. */
const DROP_SHARE = { used: 0.3, new: 0.12 } as const;
/** Share of the listings that cut their price which cut it a second time. */
const SECOND_DROP_SHARE = 0.35;
/**
 * Mean wait, in days, before a first cut: dealers cut early (the first weeks of a listing),
 * so about one in twelve cutters does it on its first day (what the demo's day 1 shows).
 */
const FIRST_DROP_MEAN_DAYS = 12;

interface PriceDrop {
  /** The simulated day the new price is first shown. */
  day: number;
  /** Dollars taken off. */
  amount: number;
}

export interface ListingMotion {
  /** Ascending by day, each before the sold day. */
  drops: PriceDrop[];
  /** The first simulated day the listing is gone. */
  soldDay: number;
}

/** Waiting time in whole days (at least 1) of an exponential with this mean. */
function waitDays(rng: Rng, meanDays: number): number {
  return 1 + Math.floor(-Math.log(1 - rng.next()) * meanDays);
}

/** $250–$2,000: in $50 steps below $1,000 and $100 steps from there, as dealers write them. */
function dropAmount(rng: Rng): number {
  const raw = rng.int(250, 2_000);
  return raw < 1_000 ? Math.round(raw / 50) * 50 : Math.round(raw / 100) * 100;
}

/** A cut is taken only where it leaves a sane price: at most 15% off and at least $1,000 left. */
function fits(price: number, amount: number): boolean {
  return amount <= price * 0.15 && price - amount >= 1_000;
}

/**
 * The motion of a listing shown from `listedDay` on. `price` is its price when listed (≤ 0 or
 * -1: none, and an unpriced listing never drops). The draws come from the VIN and the seed only.
 */
export function listingMotion(
  seed: number,
  vin: string,
  listedDay: number,
  used: boolean,
  price: number,
): ListingMotion {
  const rng = rngFor(vin, Math.imul(seed, 7_919) + 41);
  const soldDay = listedDay + waitDays(rng, 1 / SELL_RATE_PER_DAY);
  const cuts = rng.next() < (used ? DROP_SHARE.used : DROP_SHARE.new);
  const firstDay = listedDay + waitDays(rng, FIRST_DROP_MEAN_DAYS);
  const firstAmount = dropAmount(rng);
  const again = rng.next() < SECOND_DROP_SHARE;
  const secondDay = firstDay + rng.int(5, 30);
  const secondAmount = dropAmount(rng);
  const drops: PriceDrop[] = [];
  if (cuts && price > 0 && firstDay < soldDay && fits(price, firstAmount)) {
    drops.push({ day: firstDay, amount: firstAmount });
    if (again && secondDay < soldDay && fits(price - firstAmount, secondAmount))
      drops.push({ day: secondDay, amount: secondAmount });
  }
  return { drops, soldDay };
}

/** The price shown on `day` (-1 stays -1, 0 stays 0). */
export function priceOn(motion: ListingMotion, price: number, day: number): number {
  let shown = price;
  for (const drop of motion.drops) if (drop.day <= day) shown -= drop.amount;
  return shown;
}
