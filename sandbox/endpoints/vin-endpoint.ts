// GET /vin/{vin} and GET /v1/vin/{vin}: decoded with corgi over NHTSA's vPIC data.
import { computeCheckDigit } from '../../shared/vin/vin-rule';
import { vpicMarketModelName } from '../../shared/vin/vpic-model-name';
import { vinNotFound } from './api-error';
import { json, type HandlerResult, type RequestContext } from './handler-types';
import { squishVin } from '../listings/listing-json';
import { styleName } from '../vehicle/vehicle-describe';
import { profileOfDecode, profileOfRow } from '../vehicle/vehicle-profile';
import { isDecoded } from '../../node/vpic/vin-decoder';
import { vinParam } from './vin-param';

function titleCase(text: string): string {
  return text.toLowerCase().replace(/(^|[\s(/-])([a-z])/g, (_, p: string, c: string) => p + c.toUpperCase());
}

export async function handleVin(ctx: RequestContext): Promise<HandlerResult> {
  const vin = vinParam(ctx);
  const decoded = await ctx.state.decoder.decode(vin);
  if (!isDecoded(decoded)) throw vinNotFound(vin);
  const v = decoded.components.vehicle!;
  const row = ctx.state.rowOfVin.get(vin);
  // Listed VINs carry the listing's trim; others what corgi or the model catalog give.
  const profile = row !== undefined ? profileOfRow(ctx.state.dataset, row) : profileOfDecode(vin, decoded);
  const checkDigit = computeCheckDigit(vin);
  const checksum = checkDigit === vin[8];
  // An electric "F-150" in vPIC's snapshot is an F-150 Lightning, as the listings name it; a
  // "Sierra" of Series 3500 a Sierra 3500HD, as GMC sells it (shared/vin/vpic-model-name.ts).
  const model = vpicMarketModelName(v);
  const wmi = decoded.components.wmi;
  return json({
    vin,
    vinValid: checksum,
    wmi: vin.slice(0, 3),
    // vPIC writes e.g. "UNITED STATES (USA)"; the spec's origin is a country name.
    origin: titleCase((wmi?.country ?? decoded.components.plant?.country ?? '').replace(/\s*\(.*\)\s*$/, '')),
    squishVin: squishVin(vin),
    checkDigit,
    checksum,
    type: wmi?.vehicleType ?? '',
    make: v.make,
    model,
    trim: profile?.trim ?? v.trim ?? '',
    style: profile ? styleName(profile) : (v.bodyStyle ?? ''),
    vehicle: {
      vin,
      year: v.year,
      make: v.make,
      model,
      manufacturer: v.manufacturer ?? wmi?.manufacturer ?? '',
    },
  });
}
