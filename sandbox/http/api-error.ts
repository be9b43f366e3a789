// An error the sandbox answers with the spec's error object.

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
