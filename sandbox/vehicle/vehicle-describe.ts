// Derived descriptions of a vehicle profile: style name, market value, passenger-car
// test and a stable style id.
import { combinedMpg } from '../catalog/powertrains';
import { NEWEST_MODEL_YEAR, retainedValue } from '../data/dataset-builder';
import { hash32 } from '../random/rng';
import type { VehicleProfile } from './vehicle-profile';

function transmissionCode(transmission: string): string {
  const speeds = /^(\d+)-Speed/.exec(transmission)?.[1];
  if (/manual/i.test(transmission)) return `${speeds ?? 6}M`;
  if (/cvt/i.test(transmission)) return 'CVT';
  return `${speeds ?? 1}A`;
}

/** e.g. "XLE 4dr Sedan (2.5L 4cyl 8A)", the way style names are written in trade data. */
export function styleName(p: VehicleProfile): string {
  const engine =
    p.powertrain.fuel === 'Electric'
      ? 'electric DD'
      : `${p.powertrain.liters.toFixed(1)}L ${p.powertrain.cylinders}cyl${p.powertrain.turbo ? ' Turbo' : ''}`;
  return `${p.trim} ${p.doors}dr ${p.bodyStyle} (${engine} ${transmissionCode(p.powertrain.transmission)})`;
}

export function isPassengerCar(p: VehicleProfile): boolean {
  return (
    p.bodyStyle === 'Sedan' ||
    p.bodyStyle === 'Coupe' ||
    p.bodyStyle === 'Hatchback' ||
    p.bodyStyle === 'Convertible' ||
    p.bodyStyle === 'Wagon'
  );
}

export function isTruck(p: VehicleProfile): boolean {
  return p.bodyStyle === 'Pickup';
}

export function vehicleAge(p: VehicleProfile): number {
  return Math.max(0, NEWEST_MODEL_YEAR - p.year);
}

/** Asking price when listed with one, else MSRP on the model's depreciation curve. */
export function marketValue(p: VehicleProfile): number {
  if (p.price !== null && p.price > 0) return p.price;
  if (!p.used) return p.msrp;
  const retained = p.spec ? retainedValue(p.spec, vehicleAge(p) + 0.3) : Math.pow(0.88, vehicleAge(p));
  return Math.round(p.msrp * retained);
}

export function styleId(p: VehicleProfile): number {
  return 400_000_000 + (hash32(`${p.make}|${p.model}|${p.year}|${p.trim}|${p.powertrain.engine}`) % 99_999_999);
}

export function mpgOf(p: VehicleProfile): number {
  return combinedMpg(p.powertrain);
}
