import type { geoChannels } from '../../../shared/ipc/geo-channels';
import type { Handler } from '../../platform/ipc/router';
import { locateZip } from '../../../node/geo/zip-location';

export type GeoHandlers = { [K in keyof typeof geoChannels]: Handler<K> };

export function createGeoHandlers(): GeoHandlers {
  return {
    'geo.zipLocation': ({ zip }) => {
      const place = locateZip(zip);
      return place ? { latitude: place.lat, longitude: place.lng } : null;
    },
  };
}
