import type { Fetched } from '../../shared/schemas/fetched';
import type { AprInput, PaymentsInput, TaxesInput, TcoInput } from '../../shared/schemas/finance-inputs-schema';
import { PaymentsSchema, type Payments } from '../../shared/schemas/payments-schema';
import { AprSchema, type Apr } from '../../shared/schemas/apr-schema';
import { TaxesSchema, type Taxes } from '../../shared/schemas/taxes-schema';
import { TcoSchema, type Tco } from '../../shared/schemas/tco-schema';
import type { ServiceEngine } from './service-engine';
import { parseWhole } from './parse-body';
import { guardVin } from './guard-vin';
import { toQueryString } from './spec-quirks';
import { dialectOf } from './dialect/dialect-of';

// The money endpoints: payments, interest rates, taxes and fees, cost of ownership.
// Each sends only the parameters it was given, under the spec's names.

export async function getPayments(
  engine: ServiceEngine,
  input: PaymentsInput,
  signal?: AbortSignal,
): Promise<Fetched<Payments>> {
  const { vin, ...params } = input;
  guardVin(vin);
  const context = await engine.begin();
  return engine.fetch(context, {
    endpoint: 'payments',
    url: `${context.config.baseUrl}/payments/${vin}${toQueryString(params)}`,
    parse: parseWhole(PaymentsSchema),
    signal,
  });
}

export async function getApr(engine: ServiceEngine, input: AprInput, signal?: AbortSignal): Promise<Fetched<Apr>> {
  const { vin, ...params } = input;
  guardVin(vin);
  const context = await engine.begin();
  return engine.fetch(context, {
    endpoint: 'apr',
    url: `${context.config.baseUrl}/apr/${vin}${toQueryString(params)}`,
    parse: parseWhole(AprSchema),
    signal,
  });
}

export async function getTaxes(
  engine: ServiceEngine,
  input: TaxesInput,
  signal?: AbortSignal,
): Promise<Fetched<Taxes>> {
  const { vin, ...deal } = input;
  guardVin(vin);
  const context = await engine.begin();
  // The deal travels under the dialect's parameter names (the spec's and auto.dev's differ).
  const params = dialectOf(context.config.dialect).taxesParams(deal);
  return engine.fetch(context, {
    endpoint: 'taxes',
    url: `${context.config.baseUrl}/taxes/${vin}${toQueryString(params)}`,
    parse: parseWhole(TaxesSchema),
    signal,
  });
}

export async function getTco(engine: ServiceEngine, input: TcoInput, signal?: AbortSignal): Promise<Fetched<Tco>> {
  const { vin, ...params } = input;
  guardVin(vin);
  const context = await engine.begin();
  return engine.fetch(context, {
    endpoint: 'tco',
    url: `${context.config.baseUrl}/tco/${vin}${toQueryString(params)}`,
    parse: parseWhole(TcoSchema),
    signal,
  });
}
