import type { Fetched } from '../../shared/schemas/fetched';
import { VinDecodeSchema, type VinDecode } from '../../shared/schemas/vin-decode-schema';
import { BuildResponseSchema, type Build } from '../../shared/schemas/build-schema';
import { SpecsResponseSchema, type SpecsResponse } from '../../shared/schemas/specs-schema';
import { RecallsResponseSchema, type Recall } from '../../shared/schemas/recall-schema';
import { OpenRecallsSchema, type OpenRecalls } from '../../shared/schemas/open-recalls-schema';
import { PlateSchema, type PlateLookup } from '../../shared/schemas/plate-schema';
import type { ServiceEngine } from './service-engine';
import { parseWhole, parseWith } from './parse-body';
import { guardVin } from './guard-vin';
import { toQueryString } from './spec-quirks';
import { dialectOf } from './dialect/dialect-of';

// The VIN endpoints about the vehicle itself, and the plate lookup.

/**
 * GET {v1}/vin/{vin}; with no v1 address configured, the base service's /vin/{vin}.
 * The dialect says how the key travels (auto.dev's v1 takes it as ?apikey=) and the
 * answer's shape is normalised to the same VinDecode as the V2 decode.
 */
export async function decodeVinV1(
  engine: ServiceEngine,
  vin: string,
  signal?: AbortSignal,
): Promise<Fetched<VinDecode>> {
  guardVin(vin);
  const context = await engine.begin();
  const configured = context.config.v1BaseUrl !== '';
  const root = configured ? context.config.v1BaseUrl : context.config.baseUrl;
  if (!configured) {
    return engine.fetch(context, {
      endpoint: 'vin',
      url: `${root}/vin/${vin}`,
      parse: parseWhole(VinDecodeSchema),
      signal,
    });
  }
  const v1 = dialectOf(context.config.dialect).v1Request(root, vin, context.config.apiKey ?? '');
  return engine.fetch(context, {
    endpoint: 'vin',
    url: v1.url,
    cacheUrl: v1.cacheUrl,
    bearer: v1.bearer,
    shape: 'v1-vin',
    vin,
    parse: parseWhole(VinDecodeSchema),
    signal,
  });
}

export async function getBuild(engine: ServiceEngine, vin: string, signal?: AbortSignal): Promise<Fetched<Build>> {
  guardVin(vin);
  const context = await engine.begin();
  return engine.fetch(context, {
    endpoint: 'build',
    url: `${context.config.baseUrl}/build/${vin}`,
    parse: parseWith(BuildResponseSchema, (body) => body.build),
    signal,
  });
}

export async function getSpecs(
  engine: ServiceEngine,
  vin: string,
  signal?: AbortSignal,
): Promise<Fetched<SpecsResponse>> {
  guardVin(vin);
  const context = await engine.begin();
  return engine.fetch(context, {
    endpoint: 'specs',
    url: `${context.config.baseUrl}/specs/${vin}`,
    parse: parseWhole(SpecsResponseSchema),
    signal,
  });
}

export async function getRecalls(engine: ServiceEngine, vin: string, signal?: AbortSignal): Promise<Fetched<Recall[]>> {
  guardVin(vin);
  const context = await engine.begin();
  return engine.fetch(context, {
    endpoint: 'recalls',
    url: `${context.config.baseUrl}/recalls/${vin}`,
    parse: parseWith(RecallsResponseSchema, (body) => body.data),
    signal,
  });
}

export async function getOpenRecalls(
  engine: ServiceEngine,
  vin: string,
  options: { recalls?: boolean },
  signal?: AbortSignal,
): Promise<Fetched<OpenRecalls>> {
  guardVin(vin);
  const context = await engine.begin();
  const query = toQueryString({ recalls: options.recalls });
  return engine.fetch(context, {
    endpoint: 'openrecalls',
    url: `${context.config.baseUrl}/openrecalls/${vin}${query}`,
    parse: parseWhole(OpenRecallsSchema),
    signal,
  });
}

export async function lookupPlate(
  engine: ServiceEngine,
  plate: string,
  state: string,
  signal?: AbortSignal,
): Promise<Fetched<PlateLookup>> {
  const context = await engine.begin();
  return engine.fetch(context, {
    endpoint: 'plate',
    url: `${context.config.baseUrl}${dialectOf(context.config.dialect).platePath(plate, state)}`,
    parse: parseWhole(PlateSchema),
    signal,
  });
}
