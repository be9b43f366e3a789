// auto.dev's refusals and error wording (docs/real-service.md #6, #7, #8, #22, fixtures):
// the auth layer's 401, the 402 plan refusal with its upgrade links, the bare 429, and
// the messages the docs print per code and endpoint.
import {
  FREE_MONTHLY_CALLS,
  minimumPlan,
  PLAN_LABELS,
  PLAN_RATE_LIMITS,
  type Endpoint,
  type Plan,
} from '../../shared/plan/plan-access';
import { ApiError } from '../endpoints/api-error';

export const AUTH_MESSAGE = 'Authentication required. Get your API key at https://auto.dev/dashboard/api-keys';
const DOCS_URL = 'https://docs.auto.dev';
const PRICING_URL = 'https://auto.dev/pricing';

/** What the 402 body's `plans` says of a plan; prices from the vendor's pricing page (illustrative). */
const PLAN_OFFERS: Readonly<Record<Plan, { price: string; features: string }>> = {
  free: { price: '$0/mo', features: 'VIN Decode, Listings, Photos' },
  starter: { price: '$0/mo', features: 'VIN Decode, Listings, Photos' },
  growth: { price: '$299/mo', features: 'Specs, Build, Recalls, Payments, APR, TCO' },
  scale: { price: '$599/mo', features: 'Open Recalls, Plate-to-VIN, Taxes & Fees' },
};

/** Codes the gateway answers with; errorBody gives them their own shapes. */
export const UNAUTHORIZED = 'UNAUTHORIZED';
export const RATE_LIMITED = 'RATE_LIMITED';

export function unauthorized(): ApiError {
  return new ApiError(401, UNAUTHORIZED, AUTH_MESSAGE);
}

export function rateLimited(retryAfter: number): ApiError {
  return new ApiError(429, RATE_LIMITED, 'Too Many Requests', { retryAfter });
}

function upgradeFields(current: Plan, required: Plan): Record<string, unknown> {
  const label = PLAN_LABELS[required];
  const upgradeUrl = `${PRICING_URL}?tier=${label}`;
  return {
    currentPlan: PLAN_LABELS[current],
    requiredPlan: label,
    upgradeUrl,
    upgradeLink: upgradeUrl,
    docsUrl: DOCS_URL,
    plans: {
      [label]: {
        price: PLAN_OFFERS[required].price,
        rateLimit: `${PLAN_RATE_LIMITS[required]} req/s`,
        features: PLAN_OFFERS[required].features,
      },
    },
  };
}

/** 402 PLAN_REQUIRED as in fixture plan-required-402.json. */
export function planRequired(current: Plan, endpoint: Endpoint): ApiError {
  const required = minimumPlan(endpoint, 'autodev');
  return new ApiError(402, 'PLAN_REQUIRED', `This endpoint requires a ${PLAN_LABELS[required]} plan.`, {
    fields: upgradeFields(current, required),
  });
}

/**
 * The Free plan's hard cap: 402, not 429. Waiting a second does not help (the count resets
 * on the 1st), so it is a plan matter like PLAN_REQUIRED: same upgrade fields, naming Growth
 * (Starter is closed to sign-ups), plus the usage figures.
 */
export function monthlyCapReached(used: number, resetsAt: string): ApiError {
  return new ApiError(
    402,
    'USAGE_LIMIT_EXCEEDED',
    `The Free plan includes ${FREE_MONTHLY_CALLS.toLocaleString('en-US')} calls a month; this month's are used. Upgrade to continue.`,
    { fields: { ...upgradeFields('free', 'growth'), used, limit: FREE_MONTHLY_CALLS, resetsAt } },
  );
}

const VIN_FORMAT_DEFAULT = 'VIN must be exactly 17 characters containing only letters and numbers (excluding I, O, Q)';
const VIN_FORMAT_BY_ENDPOINT: Partial<Record<Endpoint, string>> = {
  specs: 'VIN must be 17 characters long',
  tco: 'VIN must be exactly 17 characters',
};

/** The documented wording of an error the shared endpoints raised, for this endpoint. */
export function autodevWording(error: ApiError, endpoint: Endpoint, vin: string): ApiError {
  const message = ((): string | null => {
    switch (error.code) {
      case 'INVALID_VIN_FORMAT':
        return VIN_FORMAT_BY_ENDPOINT[endpoint] ?? VIN_FORMAT_DEFAULT;
      case 'VIN_NOT_FOUND':
        return 'No vehicle data found for the provided VIN';
      case 'RESOURCE_NOT_FOUND':
        return endpoint === 'listing' ? `Resource "${vin}" not found` : null;
      case 'INVALID_PLATE_FORMAT':
        return 'License plate must be 2-8 alphanumeric characters';
      case 'PLATE_NOT_FOUND':
        return 'No vehicle found for the provided license plate';
      case 'INVALID_LOCATION':
        return 'Invalid ZIP code format. ZIP code must be 5 digits (e.g., 90210) or 5+4 format (e.g., 90210-1234)';
      case 'SOURCE_ERROR':
        return endpoint === 'payments' ? 'Payment calculation service temporarily unavailable' : null;
      default:
        return null;
    }
  })();
  return message === null ? error : new ApiError(error.status, error.code, message, error.extra);
}
