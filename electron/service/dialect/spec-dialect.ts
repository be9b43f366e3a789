import { MINIMUM_PLANS } from '../../../shared/plan/plan-access';
import { normalizeServicePath, readServiceError } from '../spec-quirks';
import type { ServiceDialect } from './service-dialect';
import { specFeesSideBySide } from './spec-fees';

/** The spec's dialect: the embedded sandbox, and any host that follows docs/vehicle-data-service.md. */
export const specDialect: ServiceDialect = {
  name: 'spec',
  hasUsage: false,
  pathOf: (row) => row.path.spec,
  minimumPlans: MINIMUM_PLANS.spec,
  requestParams(id, input) {
    if (id !== 'finance.taxes') return { ...input };
    // The spec's /taxes parameters only; the deal's other values are not part of it.
    const { vin, zip, creditScore, styleId, listingId, price, miles } = input;
    return { vin, zip, creditScore, styleId, listingId, price, miles };
  },
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
  // The fees block of /taxes and /payments in the app's one layout (spec-fees.ts); the rest is the spec's shape.
  normalizeAnswer: (shape, body) => (shape === 'taxes' || shape === 'payments' ? specFeesSideBySide(body) : body),
  planFromAnswer: () => null,
};
