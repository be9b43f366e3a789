import { z } from 'zod';

// GET /photos/{vin}: { data: { retail: [url, …] } }. An empty `retail` means no photos.
export const PhotosResponseSchema = z.looseObject({
  data: z.looseObject({ retail: z.array(z.string()) }),
});

export interface Photos {
  /** Photo URLs in the service's order: primary exterior views first. Empty when the VIN has none. */
  retail: string[];
}
