// Everything the endpoints read: the dataset and the indexes built over it at start.
import type { Dataset } from '../data/dataset';
import type { LoadedData } from '../data/dataset-cache';
import type { VinLookup } from '../data/vin-lookup';
import { ListingIndex } from '../listings/listing-index';
import { PhotoCache } from '../photos/photo-cache';
import type { SandboxSamples } from './sandbox-samples';
import { VehicleResolver } from '../vehicle/vehicle-profile';
import type { VpicVinDecoder } from '../../node/vpic/vin-decoder';

export interface SandboxState {
  dataset: Dataset;
  /** Built on first read. */
  readonly rowOfVin: ReadonlyMap<string, number>;
  /** Built on first read. */
  readonly plates: ReadonlyMap<string, number>;
  listings: ListingIndex;
  resolver: VehicleResolver;
  decoder: VpicVinDecoder;
  photos: PhotoCache;
  /** The dataset's "now", epoch ms. */
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
  return {
    dataset,
    get rowOfVin() {
      return rowOfVin();
    },
    get plates() {
      return plates();
    },
    listings: new ListingIndex(dataset, vinLookup, savedOrders),
    resolver: new VehicleResolver(dataset, vinLookup, decoder),
    decoder,
    photos: new PhotoCache(64 * 1024 * 1024),
    asOf: Date.parse(dataset.meta.asOf),
    samples: null,
  };
}
