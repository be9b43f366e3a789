import { useQueries, useQuery } from '@tanstack/react-query';
import type { LoanTermMonths } from '../../../shared/finance/quote-form';
import { PLAN_LABELS } from '../../../shared/plan/plan-access';
import type { Listing } from '../../../shared/schemas/listing-schema';
import type { Tco } from '../../../shared/schemas/tco-schema';
import { appQueries } from '../../api/app-queries';
import { financeQueries } from '../../api/finance-queries';
import { listingQueries } from '../../api/listing-queries';
import { useEndpointAccess } from '../../api/use-endpoint-access';
import { vehicleQueries } from '../../api/vehicle-queries';
import { nameParts, type RecallEvidence } from './compare-rows';

/** What the compare screen knows of one vehicle so far; a figure is undefined until its answer is in. */
export interface ComparedVehicle {
  vin: string;
  /** The name split where a line may break; the VIN alone when the listing names nothing. */
  nameParts: string[];
  name: string;
  listing: Listing | undefined;
  /** The monthly payment at the chosen term. */
  monthlyPayment: number | undefined;
  tco: Tco['tco']['total'] | undefined;
  recalls: RecallEvidence;
}

/** Each compared vehicle's listing, payment at one term, five-year cost and open recalls, asked in parallel. */
export function useComparedVehicles(vins: string[], term: LoanTermMonths): ComparedVehicle[] {
  const settings = useQuery(appQueries.settings());
  const listings = useQueries({ queries: vins.map((vin) => ({ ...listingQueries.byVin(vin), retry: false })) });
  const zipOf = (index: number) =>
    listings[index]?.data?.data.retailListing.zip ?? settings.data?.settings.defaultZip ?? '';
  const tcos = useQueries({
    queries: vins.map((vin, index) => ({ ...financeQueries.tco(zipOf(index) ? { vin, zip: zipOf(index) } : { vin }) })),
  });
  const recallGate = useEndpointAccess('openrecalls');
  // The same query as the vehicle page (with the catalog), so a vehicle opened before costs no call.
  const recalls = useQueries({
    queries: vins.map((vin) => ({
      ...vehicleQueries.openRecalls(vin, { recalls: true }),
      enabled: recallGate.state === 'open',
    })),
  });
  const recallEvidence = (index: number): RecallEvidence => {
    if (recallGate.state === 'locked') return { state: 'locked', planRequired: PLAN_LABELS[recallGate.plan] };
    const query = recalls[index];
    if (query?.data) {
      return { state: 'known', openRecalls: query.data.data.openRecalls, openItems: query.data.data.data.length };
    }
    return query?.isError ? { state: 'failed' } : { state: 'loading' };
  };
  const payments = useQueries({
    queries: vins.map((vin, index) => {
      const price = listings[index]?.data?.data.retailListing.price;
      const zip = zipOf(index);
      return {
        // No price or ZIP yet: the query waits rather than asking about a made-up deal.
        ...financeQueries.payments(price && zip ? { vin, price: String(price), zip, loanTerm: term } : null),
      };
    }),
  });

  return vins.map((vin, index) => {
    const listing = listings[index]?.data?.data;
    const parts = nameParts(listing?.vehicle);
    const shownParts = parts.length > 0 ? parts : [vin];
    return {
      vin,
      nameParts: shownParts,
      name: shownParts.join(' '),
      listing,
      monthlyPayment: payments[index]?.data?.data.paymentsData.loanMonthlyPayment,
      tco: tcos[index]?.data?.data.tco.total,
      recalls: recallEvidence(index),
    };
  });
}
