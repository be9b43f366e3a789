import { z } from 'zod';
import { tolerantObject } from './tolerant';

// GET /photos/{vin}: { data: { retail: [url, …] } }. An empty `retail` means no photos.
// The URL list stays strict: a list that is not URLs is not a photos answer. auto.dev
// may add data.wholesale (docs/real-service.md #21): passed through.
export const PhotosResponseSchema = tolerantObject({
  data: tolerantObject({ retail: z.array(z.string()) }),
});

export interface Photos {
  /** Photo URLs in the service's order: primary exterior views first. Empty when the VIN has none. */
  retail: string[];
}
