// Reconciles what corgi decodes from a VIN prefix with the catalog's model data, so a
// listing's engine, fuel, drivetrain and trim agree with its VIN wherever vPIC says.
import type { Drivetrain, ModelSpec } from '../catalog/model-catalog';
import { POWERTRAINS, type FuelType, type PowertrainId } from '../catalog/powertrains';
import { powertrainsInYear, trimsOf } from '../catalog/powertrain-history';
import type { DecodedTraits } from '../catalog/vin-pattern-catalog';
import type { Rng } from '../random/rng';

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

/**
 * The model's powertrains that were sold in the model year and agree with the fuel vPIC
 * decodes from the VIN (empty when none does: such a VIN cannot carry this model-year).
 */
export function powertrainOptions(spec: ModelSpec, year: number, traits: DecodedTraits): PowertrainId[] {
  const fuel = fuelOfTraits(traits);
  const liters = Number.parseFloat(traits.displacement ?? '');
  const sold = powertrainsInYear(spec, year);
  const electricOnly = sold.every((id) => POWERTRAINS[id].fuel === 'Electric');
  let options = sold.filter((id) => {
    const p = POWERTRAINS[id];
    if (fuel === 'Electric') return p.fuel === 'Electric';
    // A model's electric version only on a VIN vPIC reads as electric: a Lightning is no plain F-150.
    if (p.fuel === 'Electric') return electricOnly && fuel === null;
    // vPIC often files hybrids and plug-ins under their engine's fuel, gasoline.
    if (fuel === 'Gasoline') return p.fuel !== 'Diesel';
    if (fuel) return p.fuel === fuel;
    return true;
  });
  if (Number.isFinite(liters) && liters > 0) {
    const close = options.filter((id) => Math.abs(POWERTRAINS[id].liters - liters) < 0.25);
    if (close.length > 0) options = close;
  }
  return options;
}

/** Picks a powertrain of the model sold that year that matches the decoded fuel and displacement. */
export function choosePowertrain(spec: ModelSpec, year: number, traits: DecodedTraits, rng: Rng): PowertrainId {
  let options = powertrainOptions(spec, year, traits);
  // Only for VINs the dataset never lists (decoded on demand): stay within the year.
  if (options.length === 0) options = powertrainsInYear(spec, year);
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

/** Index in spec.trims of a trim sold with the powertrain, the decoded one when it is. */
export function chooseTrim(spec: ModelSpec, powertrain: PowertrainId, traits: DecodedTraits, rng: Rng): number {
  const trims = trimsOf(spec, powertrain);
  const decoded = (traits.trim ?? '').toLowerCase();
  const exact = trims.find((t) => t.toLowerCase() === decoded);
  if (exact !== undefined) return spec.trims.indexOf(exact);
  // Entry trims sell more.
  const picked = rng.weighted(
    trims.map((_, i) => i),
    (i) => trims.length - i + 1,
  );
  return spec.trims.indexOf(trims[picked]!);
}
