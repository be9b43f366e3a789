// Reconciles what corgi decodes from a VIN prefix with the catalog's model data, so a
// listing's engine, fuel, drivetrain and trim agree with its VIN wherever vPIC says.
import type { Drivetrain, ModelSpec } from '../catalog/model-catalog';
import { POWERTRAINS, type FuelType, type PowertrainId } from '../catalog/powertrains';
import type { DecodedTraits } from '../catalog/vin-pattern-catalog';
import type { Rng } from './rng';

export function fuelOfTraits(traits: DecodedTraits): FuelType | null {
  const fuel = (traits.fuelType ?? '').toLowerCase();
  if (!fuel) return null;
  if (fuel.includes('diesel')) return 'Diesel';
  if (fuel === 'electric') return 'Electric';
  if (fuel.includes('plug')) return 'Plug-In Hybrid';
  if (fuel.includes('hybrid')) return 'Hybrid';
  if (fuel.includes('gasoline') || fuel.includes('flexible')) return 'Gasoline';
  return null;
}

/** Picks a powertrain of the model that matches the decoded fuel and displacement. */
export function choosePowertrain(spec: ModelSpec, traits: DecodedTraits, rng: Rng): PowertrainId {
  const fuel = fuelOfTraits(traits);
  const liters = Number.parseFloat(traits.displacement ?? '');
  let options = spec.powertrains.filter((id) => {
    const p = POWERTRAINS[id];
    if (fuel === 'Electric') return p.fuel === 'Electric';
    if (fuel === 'Gasoline') return p.fuel !== 'Electric' && p.fuel !== 'Diesel';
    if (fuel) return p.fuel === fuel;
    return true;
  });
  if (Number.isFinite(liters) && liters > 0) {
    const close = options.filter((id) => Math.abs(POWERTRAINS[id].liters - liters) < 0.25);
    if (close.length > 0) options = close;
  }
  if (options.length === 0) options = spec.powertrains.filter((id) => POWERTRAINS[id].fuel !== 'Electric');
  if (options.length === 0) options = [...spec.powertrains];
  // The first-listed powertrain is the volume engine.
  return rng.weighted(options, (id) => (id === options[0] ? 3 : 1));
}

export function chooseDrivetrain(spec: ModelSpec, traits: DecodedTraits, rng: Rng): Drivetrain {
  const drive = (traits.driveType ?? '').toUpperCase();
  let wanted: Drivetrain | null = null;
  if (drive.includes('AWD') || drive.includes('ALL')) wanted = 'AWD';
  else if (drive.includes('4WD') || drive.includes('4X4')) wanted = '4WD';
  else if (drive.includes('FWD') || drive.includes('FRONT')) wanted = 'FWD';
  else if (drive.includes('RWD') || drive.includes('REAR') || drive.includes('4X2')) wanted = 'RWD';
  if (wanted && spec.drives.includes(wanted)) return wanted;
  return rng.weighted(spec.drives, (d) => (d === spec.drives[0] ? 2 : 1));
}

export function chooseTrim(spec: ModelSpec, traits: DecodedTraits, rng: Rng): number {
  const decoded = (traits.trim ?? '').toLowerCase();
  const exact = spec.trims.findIndex((t) => t.toLowerCase() === decoded);
  if (exact >= 0) return exact;
  // Entry trims sell more.
  return rng.weighted(
    spec.trims.map((_, i) => i),
    (i) => spec.trims.length - i + 1,
  );
}
