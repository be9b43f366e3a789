import { MINIMUM_PLANS } from '../../../shared/plan/plan-access';
import { toQueryString, type QueryValue } from '../spec-quirks';
import { planFromAnswer, readAutodevError } from './autodev-answers';
import { normalizeAutodevAnswer } from './autodev-normalize';
import type { ServiceDialect } from './service-dialect';
import type { EndpointId } from '../../../shared/service/endpoint-table';

/** auto.dev's dialect (docs/real-service.md): its paths, parameters, error bodies and answer shapes. */
export const autodevDialect: ServiceDialect = {
  name: 'autodev',
  hasUsage: true,
  // Client checklist #3: the pricing page when a refusal links nowhere.
  upgradeUrl: 'https://auto.dev/pricing',
  pathOf: (row) => row.path.autodev,
  // #2: /build from Growth (the endpoint table's autodev column).
  minimumPlans: MINIMUM_PLANS.autodev,
  requestParams: (id, input) => AUTODEV_PARAMS[id]?.(input) ?? { ...input },
  // #23: the v1 family takes the key only as a lower-case apikey query parameter.
  v1Request(root, vin, apiKey) {
    const cacheUrl = `${root}/vin/${vin}`;
    return { url: `${cacheUrl}${toQueryString({ apikey: apiKey })}`, cacheUrl, bearer: false };
  },
  readError: (_endpoint, status, body) => readAutodevError(status, body),
  normalizeAnswer: normalizeAutodevAnswer,
  planFromAnswer,
};

type Params = Readonly<Record<string, QueryValue>>;

/** The rows whose parameters auto.dev names or writes differently from the spec. */
const AUTODEV_PARAMS: Partial<Record<EndpointId, (input: Params) => Record<string, QueryValue>>> = {
  // #1: /plate/{STATE}/{PLATE}, upper-case, spaces and hyphens removed, no state query.
  'plate.lookup': ({ plate, state }) => ({
    plate: String(plate)
      .toUpperCase()
      .replace(/[\s-]+/g, ''),
    state: String(state).toUpperCase(),
  }),
  // #13: the hosted /taxes prices the deal; the spec's creditScore, styleId, listingId and miles are not its parameters.
  'finance.taxes': ({ vin, price, zip, docFee, tradeIn, rate, downPayment, months }) => ({
    vin,
    price,
    zip,
    docFee,
    tradeIn,
    rate,
    downPayment,
    months,
  }),
};
