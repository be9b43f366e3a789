import type { SpendEstimate } from '../../../shared/ipc/spend-estimate';
import type { EndpointId } from '../../../shared/service/endpoint-table';

/**
 * What a batch will cost before it starts: calls × price (the negotiated one where the dealer
 * entered it), less what main's cache answers for free; docs/real-service.md row 26 asks
 * software to estimate before batches of 10 or more VINs and to confirm above $1.
 */
export interface SpendEstimator {
  /** One call of `endpoint` per VIN, less those the cache answers fresh. */
  forVins(endpoint: EndpointId, vins: readonly string[]): Promise<SpendEstimate>;
  /** `calls` calls of `endpoint` that the cache cannot answer (an export's pages). */
  forCalls(endpoint: EndpointId, calls: number): Promise<SpendEstimate>;
}
