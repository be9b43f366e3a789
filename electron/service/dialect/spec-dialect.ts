import { normalizeServicePath, readServiceError, toQueryString } from '../spec-quirks';
import type { ServiceDialect } from './service-dialect';

/** The spec's dialect: the embedded sandbox, and any host that follows vehicle-data-service.md. */
export const specDialect: ServiceDialect = {
  name: 'spec',
  hasUsage: false,
  platePath: (plate, state) => `/plate/${encodeURIComponent(plate)}${toQueryString({ state })}`,
  // The spec's /taxes parameters only; the deal's other values are not part of it.
  taxesParams: ({ zip, creditScore, styleId, listingId, price, miles }) => ({
    zip,
    creditScore,
    styleId,
    listingId,
    price,
    miles,
  }),
  v1Request(root, vin) {
    const url = `${root}/vin/${vin}`;
    return { url, cacheUrl: url, bearer: true };
  },
  readError(endpoint, _status, body) {
    const service = readServiceError(endpoint, body);
    if (!service) return null;
    return {
      ...(service.code !== undefined ? { code: service.code } : {}),
      ...(service.error !== undefined ? { message: service.error } : {}),
      ...(service.path !== undefined ? { path: normalizeServicePath(endpoint, service.path)! } : {}),
      ...(service.requestId !== undefined ? { requestId: service.requestId } : {}),
      ...(service.suggestion !== undefined ? { suggestion: service.suggestion } : {}),
    };
  },
  normalizeAnswer: (_shape, body) => body,
  planFromAnswer: () => null,
};
