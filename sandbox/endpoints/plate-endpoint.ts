// GET /plate/{plate}?state= (spec): plate and state to the registered vehicle.
import { normalizeStateCode } from '../../shared/domain/us-states';
import { isValidPlate, normalizePlate } from '../../shared/domain/plate-rule';
import { ApiError } from './api-error';
import { json, type HandlerResult, type RequestContext } from './handler-types';
import { plateKey } from '../state/sandbox-state';
import { profileOfRow } from '../vehicle/vehicle-profile';

export function handlePlate(ctx: RequestContext): HandlerResult {
  return lookupPlate(ctx, ctx.params[0] ?? '', ctx.query.get('state') ?? '');
}

/** The lookup itself, wherever the plate and state come from (auto.dev puts the state in the path). */
export function lookupPlate(ctx: RequestContext, raw: string, stateText: string): HandlerResult {
  if (!isValidPlate(raw))
    throw new ApiError(
      400,
      'INVALID_PLATE_FORMAT',
      `"${raw}" is not a valid plate: 2 to 8 letters and digits (hyphens and spaces are ignored)`,
    );
  const state = normalizeStateCode(stateText);
  if (!state)
    throw new ApiError(400, 'INVALID_STATE_CODE', `state must be a 2-letter U.S. state code, got "${stateText}"`);
  const plate = normalizePlate(raw);
  const index = ctx.state.plates.get(plateKey(state, plate));
  if (index === undefined)
    throw new ApiError(404, 'PLATE_NOT_FOUND', `No vehicle found for plate ${plate} in ${state}`);
  const record = ctx.state.dataset.plates[index]!;
  if (record.row < 0)
    throw new ApiError(
      404,
      'NO_DATA_FOUND',
      `Plate ${plate} (${state}) is on file, but no vehicle data is available for it`,
    );
  const p = profileOfRow(ctx.state.dataset, record.row);
  return json({
    vin: p.vin,
    year: p.year,
    make: p.make,
    model: p.model,
    trim: p.trim,
    drivetrain: p.drivetrain,
    engine: p.powertrain.engine,
    transmission: p.powertrain.transmission,
    isDefault: record.isDefault,
  });
}
