// /payments, /apr and /tco in auto.dev's dialect: what the hosted service takes for each
// parameter the caller leaves out (docs/real-service.md #28). The defaults are those of
// auto.dev's own client (@auto.dev/sdk 0.1.24, its .d.ts), which sends only what its caller
// gave; where docs/real-service.md names another value it describes the hosted service and
// wins: /payments' loan term is 60 months there, 72 in the client's types, so 60 here. The
// sandbox cannot see the caller, so a missing ZIP is the client's stated fallback, as /taxes does.
// The spec dialect keeps these parameters required (docs/vehicle-data-service.md).
import { invalidParameter, valueOrApiError } from '../endpoints/api-error';
import { handleApr } from '../endpoints/apr-endpoint';
import type { HandlerResult, RequestContext } from '../endpoints/handler-types';
import { handlePayments } from '../endpoints/payments-endpoint';
import { handleTco } from '../endpoints/tco-endpoint';
import { vehicleParam } from '../endpoints/vehicle-lookup';
import { creditTierOf } from '../finance/apr-table';
import { marketValue } from '../vehicle/vehicle-describe';

const PAYMENTS_DEFAULTS = { zip: '94020', creditScore: '750', docFee: 200, loanTerm: 60 } as const;
const APR_DEFAULTS = { zip: '90210', creditScore: '720' } as const;
const TCO_DEFAULTS = { zip: '90210' } as const;

function given(query: URLSearchParams, name: string): string | null {
  const value = query.get(name);
  return value === null || value.trim() === '' ? null : value;
}

/** The caller's query with each missing parameter set to its default. */
function withDefaults(ctx: RequestContext, defaults: Readonly<Record<string, string>>): RequestContext {
  const query = new URLSearchParams(ctx.query);
  for (const [name, value] of Object.entries(defaults)) if (given(query, name) === null) query.set(name, value);
  return { ...ctx, query };
}

/**
 * price: the vehicle's price (its asking price when listed, else its market value); zip, docFee,
 * creditScore as above; downPayment and tradeIn 0 as the spec. The client names the term `term`,
 * the docs `loanTerm`: either is read. `interestRate` replaces the credit tier's rate.
 */
export async function handleAutodevPayments(ctx: RequestContext): Promise<HandlerResult> {
  const p = await vehicleParam(ctx);
  const term = given(ctx.query, 'loanTerm') ?? given(ctx.query, 'term') ?? String(PAYMENTS_DEFAULTS.loanTerm);
  const filled = withDefaults(ctx, {
    price: String(marketValue(p)),
    zip: PAYMENTS_DEFAULTS.zip,
    docFee: String(PAYMENTS_DEFAULTS.docFee),
    loanTerm: term,
  });
  const tier = valueOrApiError(creditTierOf(given(ctx.query, 'creditScore') ?? PAYMENTS_DEFAULTS.creditScore));
  const rateText = given(ctx.query, 'interestRate');
  const interestRate = rateText === null ? null : Number(rateText.replace(/[%\s]/g, ''));
  if (interestRate !== null && (!Number.isFinite(interestRate) || interestRate < 0 || interestRate > 100))
    throw invalidParameter(`interestRate must be a yearly rate in percent, got "${rateText}"`);
  return handlePayments(filled, { tier, interestRate });
}

/** year, make and model come from the VIN; zip and creditScore as above. */
export async function handleAutodevApr(ctx: RequestContext): Promise<HandlerResult> {
  const p = await vehicleParam(ctx);
  return handleApr(withDefaults(ctx, { year: String(p.year), make: p.make, model: p.model, ...APR_DEFAULTS }));
}

export function handleAutodevTco(ctx: RequestContext): Promise<HandlerResult> {
  return handleTco(withDefaults(ctx, TCO_DEFAULTS));
}
