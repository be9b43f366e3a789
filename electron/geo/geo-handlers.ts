import type { geoChannels } from '../../shared/ipc/geo-channels';
import type { Handler } from '../ipc/router';
import { locateZip } from './zip-location';

export type GeoHandlers = { [K in keyof typeof geoChannels]: Handler<K> };

export function createGeoHandlers(): GeoHandlers {
  return {
    'geo.zipLocation': ({ zip }) => {
      const place = locateZip(zip);
      return place ? { latitude: place.lat, longitude: place.lng } : null;
    },
  };
}
