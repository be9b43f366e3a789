import { AppErrorException } from '../../shared/ipc/app-error';
import { vinRuleError } from './spec-quirks';

/** Throws INVALID_VIN_FORMAT before any request when the VIN breaks the rule (see spec-quirks). */
export function guardVin(vin: string): void {
  const error = vinRuleError(vin);
  if (error) throw new AppErrorException(error);
}
