// The VIN path parameter, checked against the spec's VIN rule before anything else.
import { isVinFormat } from '../../shared/vin/vin-rule';
import { invalidVinFormat } from './api-error';
import type { RequestContext } from './handler-types';

export function vinParam(ctx: RequestContext): string {
  const vin = ctx.params[0] ?? '';
  if (!isVinFormat(vin)) throw invalidVinFormat(vin);
  return vin;
}
