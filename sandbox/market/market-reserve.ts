// The listings that appear after day 0: for each simulated day a block drawn by the dataset's
// own generator, at the same dealers, from a random stream of its own (so none of them is in
// the day-0 set and day 0 stays exactly the dataset as built).
import { allocateColumns, DICTIONARIES, type Columns, type Dataset, type DictionaryName } from '../data/dataset';
import {
  DATASET_AS_OF,
  decertifyParkItRows,
  dictionaryCoder,
  generateListings,
  listingSource,
  type ListingSource,
} from '../data/dataset-builder';
import { createRng, hash32 } from '../random/rng';
import { SELL_RATE_PER_DAY } from './market-motion';

export const DAY_SECONDS = 86_400;

export interface ReserveBlock {
  /** The simulated day these listings appear. */
  day: number;
  vins: string[];
  cols: Columns;
}

/** Listings of every day after 0, drawn in day order on first use and kept. */
export class MarketReserve {
  private readonly blocks: ReserveBlock[] = [];
  private readonly source: ListingSource;
  private readonly code: (name: DictionaryName, value: string) => number;
  private readonly taken: Set<string>;
  /** The base dataset's dictionaries with the values new listings add appended (codes of day 0 unchanged). */
  readonly dict: Record<DictionaryName, string[]>;
  /** As many new listings a day as leave, so the market keeps its size. */
  readonly perDay: number;

  constructor(private readonly base: Dataset) {
    this.source = listingSource(base.patterns, () => base.dealers);
    this.dict = Object.fromEntries(DICTIONARIES.map((d) => [d, [...base.dict[d]]])) as Record<DictionaryName, string[]>;
    this.code = dictionaryCoder(this.dict);
    this.taken = new Set(base.vins);
    this.perDay = Math.max(1, Math.round(base.meta.count * SELL_RATE_PER_DAY));
  }

  /** The blocks of days 1..day. */
  through(day: number): readonly ReserveBlock[] {
    while (this.blocks.length < day) this.blocks.push(this.draw(this.blocks.length + 1));
    return this.blocks.slice(0, day);
  }

  private draw(day: number): ReserveBlock {
    const count = this.perDay;
    const rng = createRng(hash32(`reserve:${day}`, this.base.meta.seed));
    const cols = allocateColumns(count);
    const vins = new Array<string>(count);
    generateListings(this.source, { cols, vins, code: this.code, taken: this.taken }, 0, count, rng);
    // Listed on the simulated date itself: "now" is noon UTC, so up to 11 hours earlier keeps the date.
    const noon = Math.floor(DATASET_AS_OF / 1000) + day * DAY_SECONDS;
    for (let row = 0; row < count; row++) {
      cols.createdAt[row] = noon - rng.int(0, 11 * 3_600);
      cols.updatedAt[row] = cols.createdAt[row]!;
    }
    // The same certification rule as the dataset's own listings (dataset-builder.ts).
    decertifyParkItRows({ ...this.base, meta: { ...this.base.meta, count }, vins, cols, dict: this.dict, plates: [] });
    return { day, vins, cols };
  }
}
