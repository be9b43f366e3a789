import { PLAN_LABELS, type Endpoint, type Plan } from '../../shared/plan/plan-access';
import type { AppErrorKind } from '../../shared/ipc/app-error';
import { ENDPOINT_IDS, ENDPOINT_TABLE } from '../../shared/service/endpoint-table';

// What each failure says to a person, by endpoint and service code. Written here
// once so screens show the error's message as is.

/** Subject of "… needs the X plan", per endpoint key (the endpoint table's planSubject). */
const PLAN_SUBJECT: Readonly<Record<Endpoint, string>> = Object.fromEntries(
  ENDPOINT_IDS.map((id) => [ENDPOINT_TABLE[id].plan, ENDPOINT_TABLE[id].planSubject]),
) as Record<Endpoint, string>;

const VIN_NOT_FOUND: Readonly<Partial<Record<Endpoint, string>>> = {
  tco: 'There is no cost-of-ownership data for this VIN.',
  payments: 'There is no payment data for this VIN.',
  apr: 'There are no interest rates for this VIN.',
  specs: 'There are no specifications for this VIN.',
  recalls: 'There is no recall record for this VIN.',
  openrecalls: 'There is no recall record for this VIN.',
  taxes: 'There is no tax data for this VIN.',
  vin: 'The service could not decode this VIN.',
  build: 'There is no factory build record for this VIN.',
};

/** A refused parameter, in the words of the screen that sent it. */
const INVALID_PARAMETER: Readonly<Partial<Record<Endpoint, string>>> = {
  listings: 'The search used a filter the service does not accept. Clear the filters and try again.',
  payments: 'The service did not accept one of the deal’s details. Check the price, down payment, trade-in and term.',
  apr: 'The service did not accept the details for a rate. Check the ZIP code and credit score.',
  taxes: 'The service did not accept the details for taxes and fees. Check the ZIP code and the price.',
  tco: 'The service did not accept the ZIP code for the cost of ownership.',
  plate: 'The service did not accept the plate or the state.',
};

const BY_CODE: Readonly<Record<string, string>> = {
  INVALID_VIN_FORMAT: 'This is not a valid VIN: a VIN has 17 letters and digits and never uses I, O or Q.',
  INVALID_LOCATION: 'The ZIP code must have 5 digits (or 5+4, like 12345-6789).',
  INVALID_REQUEST: 'Taxes and fees could not be worked out for these details.',
  INVALID_PLATE_FORMAT: 'A plate has 2 to 8 letters and digits.',
  INVALID_STATE_CODE: 'That is not a U.S. state code. Use two letters, like TX.',
  NO_DATA_FOUND: 'The plate is on record, but the service has no vehicle data for it.',
  PLATE_NOT_FOUND: 'No vehicle was found for this plate in that state.',
};

export function planRequiredMessage(endpoint: Endpoint, plan: Plan): string {
  return `${PLAN_SUBJECT[endpoint]} the ${PLAN_LABELS[plan]} plan.`;
}

export function serviceCodeMessage(endpoint: Endpoint, code: string): string | undefined {
  if (code === 'SOURCE_ERROR') {
    // The spec lists it for /payments only, but a service may use it anywhere its source is down.
    return endpoint === 'payments'
      ? 'The payment calculator is unavailable right now. Try again in a minute.'
      : 'The service’s data source is unavailable right now. Try again in a minute.';
  }
  if (code === 'VIN_NOT_FOUND') return VIN_NOT_FOUND[endpoint] ?? 'The service has no data for this VIN.';
  if (code === 'RESOURCE_NOT_FOUND') {
    if (endpoint === 'listing') return 'No listing is active for this VIN.';
    if (endpoint === 'photos') return 'There are no photos for this VIN.';
    return 'Nothing was found.';
  }
  if (code === 'INVALID_PARAMETER')
    return (
      INVALID_PARAMETER[endpoint] ?? 'The service did not accept one of the details sent. Check them and try again.'
    );
  return BY_CODE[code];
}

function seconds(ms: number): string {
  const s = Math.max(1, Math.ceil(ms / 1000));
  return s === 1 ? '1 second' : `${s} seconds`;
}

/** The message of a failure with no service code of its own, by kind. */
export function kindMessage(
  kind: AppErrorKind,
  detail: { status?: number; retryAfterSeconds?: number; timeoutMs?: number; host?: string } = {},
): string {
  switch (kind) {
    case 'unauthorized':
      return 'The service did not accept the API key. Check the key in Settings.';
    case 'rate-limited':
      return detail.retryAfterSeconds !== undefined
        ? `The service is getting too many requests from this key. Try again in ${seconds(detail.retryAfterSeconds * 1000)}.`
        : 'The service is getting too many requests from this key. Try again shortly.';
    case 'unavailable':
      return 'The service is unavailable right now. Try again shortly.';
    case 'network':
      return `VinDesk could not reach the service${detail.host ? ` at ${detail.host}` : ''}. Check the connection and the address in Settings.`;
    case 'dns':
      return `VinDesk could not find the service${detail.host ? ` at ${detail.host}` : ''}. Check the address in Settings and the internet connection.`;
    case 'certificate':
      return `The security certificate of ${detail.host ?? 'the service'} could not be trusted, so VinDesk did not send anything. Check the address in Settings, or ask whoever runs this network.`;
    case 'offline':
      return 'This computer is offline. Connect to the internet and try again.';
    case 'timeout':
      return `The service did not answer within ${seconds(detail.timeoutMs ?? 15_000)}. Try again.`;
    case 'bad-response':
      return 'The service sent an answer VinDesk could not read.';
    case 'cancelled':
      return 'The request was canceled.';
    case 'not-found':
      return 'Nothing was found.';
    case 'invalid-input':
      return 'The service did not accept the request.';
    case 'plan-required':
      return 'Your plan does not include this.';
    case 'over-budget':
      return 'This lookup would go over your spending budget, so it was not made. Saved answers still show.';
    case 'spend-held':
      return 'This lookup has a fee and was not made yet. Ask for it to look it up.';
    default:
      return 'Something went wrong while talking to the service.';
  }
}
