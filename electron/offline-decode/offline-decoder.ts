import type { VinDecode } from '../../shared/schemas/vin-decode-schema';
import { computeCheckDigit } from '../../shared/vin/vin-rule';
import { vpicModelName } from '../../shared/vin/vpic-model-name';
import { openVpicDatabase } from '../vpic/vpic-database';
import { isDecoded, VpicVinDecoder } from '../vpic/vin-decoder';

/**
 * NHTSA's vPIC decode, run locally with the database the embedded sandbox already uses.
 * Opened on first use only: it holds a few hundred MB, which live-mode users rarely need.
 */
export function createOfflineDecoder(cacheDir: string) {
  let decoder: Promise<VpicVinDecoder> | null = null;
  return async function decodeOffline(vin: string): Promise<VinDecode | null> {
    decoder ??= openVpicDatabase(cacheDir).then(({ db }) => new VpicVinDecoder(db));
    const result = await (await decoder).decode(vin);
    if (!isDecoded(result)) return null;
    const vehicle = result.components.vehicle!;
    const wmi = result.components.wmi;
    const checkDigit = computeCheckDigit(vin);
    // An electric "F-150" is an F-150 Lightning: named as the market and current vPIC name it.
    const model = vpicModelName(vehicle);
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
  };
}
