import type { Fetched } from '../../shared/schemas/fetched';
import { answerReader } from '../../shared/service/endpoint-schemas';
import { ENDPOINT_TABLE } from '../../shared/service/endpoint-table';
import type { VinDecode } from '../../shared/schemas/vin-decode-schema';
import type { ServiceEngine } from './service-engine';
import { guardVin } from './guard-vin';
import { fetchEndpoint } from './endpoint-request';
import { dialectOf } from './dialect/dialect-of';

/**
 * GET {v1}/vin/{vin}; with no v1 address configured, the base service's /vin/{vin} as any
 * row. The dialect says how the key travels (auto.dev's v1 takes it as ?apikey=) and the
 * answer's shape is normalised to the same VinDecode as the V2 decode.
 */
export async function decodeVinV1(
  engine: ServiceEngine,
  vin: string,
  signal?: AbortSignal,
): Promise<Fetched<VinDecode>> {
  guardVin(vin);
  const context = await engine.begin();
  if (context.config.v1BaseUrl === '') return fetchEndpoint(engine, context, 'vehicle.decode', { vin }, signal);
  const dialect = dialectOf(context.config.dialect);
  const v1 = dialect.v1Request(context.config.v1BaseUrl, vin, context.config.apiKey ?? '');
  return engine.fetch(context, {
    endpoint: ENDPOINT_TABLE['vehicle.decode'].plan,
    url: v1.url,
    cacheUrl: v1.cacheUrl,
    bearer: v1.bearer,
    shape: 'v1-vin',
    vin,
    parse: answerReader('vehicle.decode'),
    signal,
  });
}
