export interface LatLon {
  latitude: number;
  longitude: number;
}

const EARTH_RADIUS_MILES = 3958.8;

/** Great-circle distance in miles (haversine), as a radius search measures it. */
export function milesBetween(a: LatLon, b: LatLon): number {
  const rad = (degrees: number) => (degrees * Math.PI) / 180;
  const dLat = rad(b.latitude - a.latitude);
  const dLon = rad(b.longitude - a.longitude);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.latitude)) * Math.cos(rad(b.latitude)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_MILES * Math.asin(Math.min(1, Math.sqrt(h)));
}

/**
 * A listing's `location` (the spec says only "array of 2 numbers"). U.S. longitudes are
 * negative and latitudes positive, so the order can be told from the signs.
 */
export function listingCoordinates(location: readonly [number, number] | null | undefined): LatLon | null {
  if (!location) return null;
  const [first, second] = location;
  if (!Number.isFinite(first) || !Number.isFinite(second)) return null;
  return first < 0 && second > 0 ? { latitude: second, longitude: first } : { latitude: first, longitude: second };
}
