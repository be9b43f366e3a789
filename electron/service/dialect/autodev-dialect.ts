import { toQueryString } from '../spec-quirks';
import { planFromAnswer, readAutodevError } from './autodev-answers';
import { normalizeAutodevAnswer } from './autodev-normalize';
import type { ServiceDialect } from './service-dialect';

/** auto.dev's dialect (real-service.md): its paths, parameters, error bodies and answer shapes. */
export const autodevDialect: ServiceDialect = {
  name: 'autodev',
  hasUsage: true,
  // Client checklist #3: the pricing page when a refusal links nowhere.
  upgradeUrl: 'https://auto.dev/pricing',
  // #1: /plate/{STATE}/{PLATE}, upper-case, spaces and hyphens removed, no state query.
  platePath: (plate, state) =>
    `/plate/${encodeURIComponent(state.toUpperCase())}/${encodeURIComponent(plate.toUpperCase().replace(/[\s-]+/g, ''))}`,
  // #13: the hosted /taxes prices the deal; the spec's creditScore, styleId, listingId and miles are not its parameters.
  taxesParams: ({ price, zip, docFee, tradeIn, rate, downPayment, months }) => ({
    price,
    zip,
    docFee,
    tradeIn,
    rate,
    downPayment,
    months,
  }),
  // #23: the v1 family takes the key only as a lower-case apikey query parameter.
  v1Request(root, vin, apiKey) {
    const cacheUrl = `${root}/vin/${vin}`;
    return { url: `${cacheUrl}${toQueryString({ apikey: apiKey })}`, cacheUrl, bearer: false };
  },
  readError: (_endpoint, status, body) => readAutodevError(status, body),
  normalizeAnswer: normalizeAutodevAnswer,
  planFromAnswer,
};
