// An error the sandbox answers with the spec's error object.
import type { Refusal, Result } from '../result/result';

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly extra: {
      suggestion?: string;
      retryAfter?: number;
      /** Further members of the error object (auto.dev's plan refusal names plans and links). */
      fields?: Readonly<Record<string, unknown>>;
    } = {},
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export function invalidParameter(message: string): ApiError {
  return new ApiError(400, 'INVALID_PARAMETER', message);
}

export function invalidVinFormat(vin: string): ApiError {
  return new ApiError(
    400,
    'INVALID_VIN_FORMAT',
    `"${vin}" is not a valid VIN: 17 letters and digits, without I, O or Q`,
  );
}

/** The 400 a refusal of the query code stands for (INVALID_PARAMETER or INVALID_VIN_FORMAT). */
export function refusalError(refusal: Refusal): ApiError {
  return new ApiError(
    400,
    refusal.kind === 'invalid-vin-format' ? 'INVALID_VIN_FORMAT' : 'INVALID_PARAMETER',
    refusal.message,
  );
}

/** The value of a query code's answer, or the refusal thrown as its 400. */
export function valueOrApiError<T>(result: Result<T>): T {
  if (!result.ok) throw refusalError(result.refusal);
  return result.value;
}

export function vinNotFound(vin: string): ApiError {
  return new ApiError(404, 'VIN_NOT_FOUND', `No vehicle data found for VIN ${vin}`);
}

export interface ErrorBody {
  status: number;
  error: string;
  code: string;
  path: string;
  requestId: string;
  suggestion?: string;
}

export function errorBody(error: ApiError, path: string, requestId: string): ErrorBody {
  const body: ErrorBody = { status: error.status, error: error.message, code: error.code, path, requestId };
  if (error.extra.suggestion !== undefined) body.suggestion = error.extra.suggestion;
  return body;
}
