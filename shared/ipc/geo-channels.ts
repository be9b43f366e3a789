import { z } from 'zod';
import type { LatLon } from '../domain/distance';
import { Zip5FieldSchema } from '../schemas/input-fields-schema';
import { channel } from './channel';

export const geoChannels = {
  /** The centre of a U.S. ZIP, from data shipped with the app (no request), for distances in search results. */
  'geo.zipLocation': channel(z.strictObject({ zip: Zip5FieldSchema })).returns<LatLon | null>(),
};
