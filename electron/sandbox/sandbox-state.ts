// Everything the endpoints read: the dataset and the indexes built over it at start.
import type { Dataset } from './data/dataset';
import type { LoadedData } from './data/dataset-cache';
import { ListingIndex } from './listings/listing-index';
import { PhotoCache } from './photos/photo-cache';
import type { SandboxSamples } from './sandbox-samples';
import { VehicleResolver } from './vehicle/vehicle-profile';
import type { VpicVinDecoder } from '../vpic/vin-decoder';

export interface SandboxState {
  dataset: Dataset;
  rowOfVin: Map<string, number>;
  plates: Map<string, number>;
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

export function createSandboxState(
  data: Pick<LoadedData, 'dataset' | 'decoder'>,
  savedOrders?: ReadonlyMap<string, Int32Array>,
): SandboxState {
  const { dataset, decoder } = data;
  const rowOfVin = new Map<string, number>();
  dataset.vins.forEach((vin, row) => rowOfVin.set(vin, row));
  const plates = new Map<string, number>();
  dataset.plates.forEach((p, i) => plates.set(plateKey(p.state, p.plate), i));
  return {
    dataset,
    rowOfVin,
    plates,
    listings: new ListingIndex(dataset, rowOfVin, savedOrders),
    resolver: new VehicleResolver(dataset, rowOfVin, decoder),
    decoder,
    photos: new PhotoCache(64 * 1024 * 1024),
    asOf: Date.parse(dataset.meta.asOf),
    samples: null,
  };
}
