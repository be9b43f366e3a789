import { useQuery } from '@tanstack/react-query';
import { LOAN_TERMS, type QuoteValues } from '../../../shared/finance/quote-form';
import { financeQueries } from '../../api/finance-queries';
import { useEndpointAccess } from '../../api/use-endpoint-access';
import type { AprByTerm } from './apr-chart';

interface DealVehicle {
  vin: string;
  year: number | undefined;
  make: string | undefined;
  model: string | undefined;
  /** The listing and the decode, which name the vehicle, are still loading. */
  namePending: boolean;
}

/** The service's rates by term for the settled deal, once the vehicle and the deal are both known. */
export function useDealRates(vehicle: DealVehicle, settled: QuoteValues | null) {
  const { vin, year, make, model } = vehicle;
  const gate = useEndpointAccess('apr');
  const input =
    settled && year && make && model
      ? { vin, year, make, model, zip: settled.zip, creditScore: settled.creditScore }
      : null;
  const query = useQuery({
    ...financeQueries.apr(input),
    enabled: gate.state === 'open',
  });
  const byTerm: AprByTerm = Object.fromEntries(LOAN_TERMS.map((term) => [String(term), query.data?.data.apr[term]]));
  // "Settled" once the APR answered, failed or cannot be asked, so taxes stop waiting for it.
  const rateSettled =
    gate.state === 'locked' || query.isSuccess || query.isError || (input === null && !vehicle.namePending);
  return { gate, input, query, byTerm, rateSettled };
}
