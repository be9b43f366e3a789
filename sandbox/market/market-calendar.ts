// The market on a simulated day: the dataset's listings and the reserve's that have appeared,
// each at the price its motion gives for that day, and which of them are still listed.
// Day 0 is the dataset as built; a day's view is built on demand (state/ keeps the current one).
import { allocateColumns, COLUMN_TYPES, type ColumnName, type Dataset } from '../data/dataset';
import { rowsInVinOrder } from '../data/vin-order';
import { hash32 } from '../random/rng';
import { listingMotion, priceOn, type ListingMotion } from './market-motion';
import { DAY_SECONDS, MarketReserve } from './market-reserve';

export interface MarketDay {
  day: number;
  /** Day 0's rows first, in their order, then each appeared day's; prices and updatedAt as of the day. */
  dataset: Dataset;
  /** 1 where the row is listed on the day (appeared and not sold). */
  listed: Uint8Array;
  /** The rows in ascending VIN order (the sort orders' tie-break), kept from day to day. */
  rowsByVin: Int32Array;
}

interface PriceMove {
  vin: string;
  day: number;
  from: number;
  to: number;
}

export interface MarketMoves {
  from: number;
  to: number;
  /** Every price change on days from+1..to. */
  priceChanged: PriceMove[];
  /** Listings gone on days from+1..to (the day is the first day they are not listed). */
  sold: { vin: string; day: number }[];
  /** Listings first shown on days from+1..to. */
  appeared: { vin: string; day: number; createdAt: string }[];
}

/** Days the sandbox can show: a year of motion, and a view past it would hold several datasets' worth of rows. */
export const MAX_DAY = 365;

export class MarketCalendar {
  private drawn: MarketReserve | null = null;
  private readonly motions: ListingMotion[] = [];
  private readonly asOfMs: number;
  /** Rows of the most rows drawn so far, in VIN order; a day's rows are a prefix of them. */
  private byVin = new Int32Array(0);

  constructor(private readonly base: Dataset) {
    this.asOfMs = Date.parse(base.meta.asOf);
  }

  /** Made on first use: a start that stays on day 0 (reading only firstDropOn) never draws it. */
  private get reserve(): MarketReserve {
    return (this.drawn ??= new MarketReserve(this.base));
  }

  /** The simulated "now" of a day: the dataset's now plus whole days. */
  dateOf(day: number): string {
    return new Date(this.asOfMs + day * DAY_SECONDS * 1000).toISOString();
  }

  /** Rows through `day`, with the day each is listed from, and their motions. */
  private rowsThrough(day: number): { vins: string[]; listedDay: number[]; cols: Dataset['cols'][] } {
    const blocks = this.reserve.through(day);
    const base = this.base;
    if (this.motions.length === 0)
      for (let row = 0; row < base.meta.count; row++)
        this.motions.push(
          listingMotion(base.meta.seed, base.vins[row]!, 0, base.cols.used[row] === 1, base.cols.price[row]!),
        );
    const vins = [...base.vins];
    const listedDay: number[] = new Array<number>(base.meta.count).fill(0);
    const cols = [base.cols];
    for (const block of blocks) {
      const first = vins.length;
      for (let i = 0; i < block.vins.length; i++) {
        vins.push(block.vins[i]!);
        listedDay.push(block.day);
        if (this.motions.length === first + i)
          this.motions.push(
            listingMotion(base.meta.seed, block.vins[i]!, block.day, block.cols.used[i] === 1, block.cols.price[i]!),
          );
      }
      cols.push(block.cols);
    }
    return { vins, listedDay, cols };
  }

  /**
   * The first of day 0's priced listings (in row order) whose price drops on `day` and which is
   * still listed then; null when none does. Reads only the rows it needs, so a start stays quick.
   */
  firstDropOn(day: number): { vin: string; day: number; from: number; to: number } | null {
    const base = this.base;
    for (let row = 0; row < base.meta.count; row++) {
      const price = base.cols.price[row]!;
      if (price <= 0) continue;
      const motion = listingMotion(base.meta.seed, base.vins[row]!, 0, base.cols.used[row] === 1, price);
      if (motion.soldDay > day && motion.drops.some((d) => d.day === day))
        return { vin: base.vins[row]!, day, from: priceOn(motion, price, day - 1), to: priceOn(motion, price, day) };
    }
    return null;
  }

  view(day: number): MarketDay {
    const { vins, listedDay, cols: parts } = this.rowsThrough(day);
    const count = vins.length;
    const cols = allocateColumns(count);
    for (const name of Object.keys(COLUMN_TYPES) as ColumnName[]) {
      let at = 0;
      for (const part of parts) {
        cols[name].set(part[name] as never, at);
        at += part[name].length;
      }
    }
    const listed = new Uint8Array(count);
    const noon = Math.floor(this.asOfMs / 1000);
    for (let row = 0; row < count; row++) {
      const motion = this.motions[row]!;
      if (listedDay[row]! <= day && day < motion.soldDay) listed[row] = 1;
      const price = cols.price[row]!;
      cols.price[row] = priceOn(motion, price, day);
      const lastCut = motion.drops.filter((d) => d.day <= day).at(-1);
      // A cut is made in the morning of its day, before the simulated noon.
      if (lastCut)
        cols.updatedAt[row] = noon + lastCut.day * DAY_SECONDS - (hash32(vins[row]!, lastCut.day) % (11 * 3_600));
    }
    const dataset: Dataset = {
      ...this.base,
      meta: { ...this.base.meta, count, asOf: this.dateOf(day) },
      vins,
      dict: this.reserve.dict,
      cols,
    };
    return { day, dataset, listed, rowsByVin: this.rowsByVin(vins) };
  }

  /** Merges the rows drawn since the last call into the VIN order (or keeps the prefix asked for). */
  private rowsByVin(vins: readonly string[]): Int32Array {
    const known = this.byVin;
    if (vins.length < known.length) return known.filter((row) => row < vins.length);
    if (vins.length === known.length) return known;
    const added = rowsInVinOrder(
      vins,
      Int32Array.from({ length: vins.length - known.length }, (_, i) => known.length + i),
    );
    const merged = new Int32Array(vins.length);
    let a = 0;
    let b = 0;
    for (let i = 0; i < merged.length; i++)
      merged[i] =
        b >= added.length || (a < known.length && vins[known[a]!]! < vins[added[b]!]!) ? known[a++]! : added[b++]!;
    this.byVin = merged;
    return merged;
  }

  /** What changed after day `from` up to and including day `to` (from < to). */
  moves(from: number, to: number): MarketMoves {
    const { vins, listedDay, cols } = this.rowsThrough(to);
    const basePrice = (row: number): number => {
      let at = row;
      for (const part of cols) {
        if (at < part.price.length) return part.price[at]!;
        at -= part.price.length;
      }
      return -1;
    };
    const createdAt = (row: number): number => {
      let at = row;
      for (const part of cols) {
        if (at < part.createdAt.length) return part.createdAt[at]!;
        at -= part.createdAt.length;
      }
      return 0;
    };
    const moves: MarketMoves = { from, to, priceChanged: [], sold: [], appeared: [] };
    const inside = (day: number) => day > from && day <= to;
    for (let row = 0; row < vins.length; row++) {
      const motion = this.motions[row]!;
      const vin = vins[row]!;
      const price = basePrice(row);
      for (const drop of motion.drops)
        if (inside(drop.day))
          moves.priceChanged.push({
            vin,
            day: drop.day,
            from: priceOn(motion, price, drop.day - 1),
            to: priceOn(motion, price, drop.day),
          });
      if (inside(motion.soldDay)) moves.sold.push({ vin, day: motion.soldDay });
      if (inside(listedDay[row]!))
        moves.appeared.push({ vin, day: listedDay[row]!, createdAt: new Date(createdAt(row) * 1000).toISOString() });
    }
    return moves;
  }
}
