// Everything the endpoints read: the dataset and the indexes built over it at start, and the
// simulated day they show (day 0 is the dataset as built; other days come from sandbox/market/).
import type { Dataset } from '../data/dataset';
import type { LoadedData } from '../data/dataset-cache';
import type { VinLookup } from '../data/vin-lookup';
import { ListingIndex } from '../listings/listing-index';
import { buildSortOrders } from '../listings/listing-sort-orders';
import { MarketCalendar, MAX_DAY, type MarketDay } from '../market/market-calendar';
import { PhotoCache } from '../photos/photo-cache';
import type { SandboxSamples } from './sandbox-samples';
import { VehicleResolver } from '../vehicle/vehicle-profile';
import type { VpicVinDecoder } from '../../node/vpic/vin-decoder';

export interface SandboxState {
  /** The current simulated day's dataset: day 0's rows first, in their order (see sandbox/market/). */
  readonly dataset: Dataset;
  /** Every VIN of the day's dataset, listed or gone; built on first read. */
  readonly rowOfVin: ReadonlyMap<string, number>;
  /** Built on first read; rows are day 0's, which every day's dataset keeps in place. */
  readonly plates: ReadonlyMap<string, number>;
  /** Searches the listings of the current day. */
  readonly listings: ListingIndex;
  readonly resolver: VehicleResolver;
  /** The row of a VIN listed on the current day (a sold listing is gone, a future one not yet there). */
  listedRow(vin: string): number | undefined;
  /** The simulated day shown (0: the dataset as built). */
  readonly day: number;
  /** Shows another simulated day: its view is built here (about a second for 100,000 listings). */
  setDay(day: number): void;
  /** The dataset's days: motion, new listings and moves between days. */
  readonly calendar: MarketCalendar;
  decoder: VpicVinDecoder;
  photos: PhotoCache;
  /** The dataset's "now" of day 0, epoch ms (recalls are dated against it on every day). */
  asOf: number;
  /** Filled in once at start, after the indexes exist. */
  samples: SandboxSamples | null;
}

export function plateKey(state: string, plate: string): string {
  return `${state}:${plate}`;
}

/** Builds a value on first use: a start that never looks a VIN or a plate up skips the build. */
function lazily<T>(build: () => T): () => T {
  let value: T | undefined;
  return () => (value ??= build());
}

export function createSandboxState(
  data: Pick<LoadedData, 'dataset' | 'decoder'>,
  savedOrders?: ReadonlyMap<string, Int32Array>,
): SandboxState {
  const { dataset, decoder } = data;
  // 100,000 VINs and 30,000 plates in Maps take a few tens of milliseconds and as many of
  // garbage collection at start; the first search needs neither.
  const rowOfVin = lazily(() => {
    const rows = new Map<string, number>();
    dataset.vins.forEach((vin, row) => rows.set(vin, row));
    return rows;
  });
  const plates = lazily(() => {
    const rows = new Map<string, number>();
    dataset.plates.forEach((p, i) => rows.set(plateKey(p.state, p.plate), i));
    return rows;
  });
  const vinLookup: VinLookup = { get: (vin) => rowOfVin().get(vin) };
  const dayZero: DayState = {
    day: 0,
    dataset,
    listed: null,
    rowOfVin,
    listings: new ListingIndex(dataset, vinLookup, savedOrders),
    resolver: new VehicleResolver(dataset, vinLookup, decoder),
  };
  let calendar: MarketCalendar | null = null;
  const calendarOf = () => (calendar ??= new MarketCalendar(dataset));
  let current = dayZero;
  return {
    get dataset() {
      return current.dataset;
    },
    get rowOfVin() {
      return current.rowOfVin();
    },
    get plates() {
      return plates();
    },
    get listings() {
      return current.listings;
    },
    get resolver() {
      return current.resolver;
    },
    listedRow(vin) {
      const row = current.rowOfVin().get(vin);
      return row !== undefined && (current.listed === null || current.listed[row] === 1) ? row : undefined;
    },
    get day() {
      return current.day;
    },
    setDay(day) {
      if (!Number.isInteger(day) || day < 0 || day > MAX_DAY)
        throw new RangeError(`day must be a whole number from 0 to ${MAX_DAY}`);
      if (day === current.day) return;
      current = day === 0 ? dayZero : dayState(calendarOf().view(day), decoder);
    },
    get calendar() {
      return calendarOf();
    },
    decoder,
    photos: new PhotoCache(64 * 1024 * 1024),
    asOf: Date.parse(dataset.meta.asOf),
    samples: null,
  };
}

/** What the endpoints read on one simulated day. */
interface DayState {
  day: number;
  dataset: Dataset;
  listed: Uint8Array | null;
  rowOfVin: () => ReadonlyMap<string, number>;
  listings: ListingIndex;
  resolver: VehicleResolver;
}

function dayState(view: MarketDay, decoder: VpicVinDecoder): DayState {
  const rows = new Map<string, number>();
  view.dataset.vins.forEach((vin, row) => rows.set(vin, row));
  const vinLookup: VinLookup = { get: (vin) => rows.get(vin) };
  return {
    day: view.day,
    dataset: view.dataset,
    listed: view.listed,
    rowOfVin: () => rows,
    listings: new ListingIndex(view.dataset, vinLookup, buildSortOrders(view.dataset, view.rowsByVin), view.listed),
    resolver: new VehicleResolver(view.dataset, vinLookup, decoder),
  };
}
