// The VinDecode the window and the sweep see, built from corgi's vPIC answer: shared by
// the in-process decoder (run inside the vPIC process) and nothing else, so both ends of
// the process channel agree on one shape.
import type { VinDecode } from '../../shared/schemas/vin-decode-schema';
import { computeCheckDigit } from '../../shared/vin/vin-rule';
import { vpicMarketModelName } from '../../shared/vin/vpic-model-name';
import { isDecoded, type VinDecode as VpicResult } from './vin-decoder';
import type { OfflineVinDecode } from './vpic-protocol';

/** Decodes a VIN on this computer; null when vPIC does not know its pattern. */
export type DecodeOffline = (vin: string) => Promise<VinDecode | null>;

export function toVinDecode(vin: string, result: VpicResult): OfflineVinDecode | null {
  if (!isDecoded(result)) return null;
  const vehicle = result.components.vehicle!;
  const wmi = result.components.wmi;
  const checkDigit = computeCheckDigit(vin);
  // An electric "F-150" is an F-150 Lightning, a "Sierra" of Series 3500 a Sierra 3500HD: named as
  // the market and current vPIC name them (shared/vin/vpic-model-name.ts).
  const model = vpicMarketModelName(vehicle);
  return {
    vin,
    vinValid: checkDigit === vin[8],
    wmi: vin.slice(0, 3),
    origin: (wmi?.country ?? '').replace(/\s*\(.*\)\s*$/, ''),
    checkDigit,
    checksum: checkDigit === vin[8],
    type: wmi?.vehicleType ?? '',
    make: vehicle.make,
    model,
    trim: vehicle.trim ?? '',
    style: vehicle.bodyStyle ?? '',
    vehicle: {
      vin,
      year: vehicle.year,
      make: vehicle.make,
      model,
      manufacturer: vehicle.manufacturer ?? wmi?.manufacturer ?? '',
    },
  };
}
