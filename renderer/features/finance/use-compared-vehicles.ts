import { useQueries } from '@tanstack/react-query';
import { tcoAtMiles } from '../../../shared/finance/tco-at-miles';
import { PLAN_LABELS } from '../../../shared/plan/plan-access';
import { summarizeOpenRecalls } from '../../../shared/recalls/recall-severity';
import type { Listing } from '../../../shared/schemas/listing-schema';
import { financeQueries } from '../../api/finance-queries';
import { listingQueries } from '../../api/listing-queries';
import { useEndpointAccess } from '../../api/use-endpoint-access';
import { vehicleQueries } from '../../api/vehicle-queries';
import type { CompareAssumptions } from './compare-assumptions';
import { compareDeal, type CompareDeal } from './compare-deal';
import type { ListingState } from './compare-load-status';
import { nameParts, type RecallEvidence } from './compare-rows';
import { tcoView, type TcoView } from './tco-rows';

/** What the compare screen knows of one vehicle so far; a figure is undefined until its answer is in. */
export interface ComparedVehicle {
  vin: string;
  /** The name split where a line may break; the VIN alone when the listing names nothing. */
  nameParts: string[];
  name: string;
  listing: Listing | undefined;
  /** Whether the listing is still coming, failed, or in. */
  listingState: ListingState;
  /** Asks again for whatever of this car failed: its listing, five-year cost and recalls. */
  retryFailed: () => void;
  deal: CompareDeal;
  /** The five-year cost at the buyer's miles a year and with this deal's finance interest. */
  fiveYear: TcoView | undefined;
  recalls: RecallEvidence;
}

/**
 * Each compared vehicle's listing, deal, five-year cost and open recalls, asked in parallel.
 * Every car is priced at the buyer's ZIP (the assumptions'), never at its own dealer's:
 * taxes and fees follow where the buyer registers the car (shared/finance/finance-zip.ts).
 */
export function useComparedVehicles(vins: string[], assumptions: CompareAssumptions | null): ComparedVehicle[] {
  const zip = assumptions?.zip ?? null;
  const listings = useQueries({ queries: vins.map((vin) => ({ ...listingQueries.byVin(vin), retry: false })) });
  const tcos = useQueries({ queries: vins.map((vin) => financeQueries.tco(zip ? { vin, zip } : null)) });
  const recallGate = useEndpointAccess('openrecalls');
  // The same query as the vehicle page (with the catalog), so a vehicle opened before costs no call.
  const recalls = useQueries({
    queries: vins.map((vin) => ({
      ...vehicleQueries.openRecalls(vin, { recalls: true }),
      enabled: recallGate.state === 'open',
    })),
  });
  const aprGate = useEndpointAccess('apr');
  const aprs = useQueries({
    queries: vins.map((vin, index) => {
      const vehicle = listings[index]?.data?.data.vehicle;
      const year = Number(vehicle?.year);
      const input =
        assumptions && vehicle?.make && vehicle.model && year > 0
          ? {
              vin,
              year,
              make: vehicle.make,
              model: vehicle.model,
              zip: assumptions.zip,
              creditScore: assumptions.creditScore,
            }
          : null;
      return { ...financeQueries.apr(input), enabled: aprGate.state === 'open' && input !== null };
    }),
  });
  const payments = useQueries({
    queries: vins.map((vin, index) => {
      const price = listings[index]?.data?.data.retailListing.price;
      // Only what taxes and fees depend on: the payment itself is the deal model's, so a new
      // down payment or term asks nothing again.
      return financeQueries.payments(price && zip ? { vin, price: String(price), zip } : null);
    }),
  });
  const recallEvidence = (index: number): RecallEvidence => {
    if (recallGate.state === 'locked') return { state: 'locked', planRequired: PLAN_LABELS[recallGate.plan] };
    const query = recalls[index];
    if (query?.data) {
      const answer = query.data.data;
      const summary = summarizeOpenRecalls(answer.data, answer.openRecalls);
      return {
        state: 'known',
        openRecalls: answer.openRecalls,
        openItems: answer.data.length,
        parkIt: summary.parkIt,
        parkOutside: summary.parkOutside,
      };
    }
    return query?.isError ? { state: 'failed' } : { state: 'loading' };
  };

  const listingState = (index: number): ListingState => {
    const query = listings[index];
    if (query?.data) return { state: 'known' };
    return query?.isError ? { state: 'failed', error: query.error } : { state: 'loading' };
  };

  return vins.map((vin, index) => {
    const listing = listings[index]?.data?.data;
    const parts = nameParts(listing?.vehicle);
    const shownParts = parts.length > 0 ? parts : [vin];
    const rate = assumptions ? (aprs[index]?.data?.data.apr[assumptions.term] ?? undefined) : undefined;
    const deal = compareDeal(listing?.retailListing.price ?? undefined, assumptions, rate, payments[index]?.data?.data);
    const tco = tcos[index]?.data?.data.tco;
    const atMiles = tco && assumptions ? tcoAtMiles(tco, assumptions.milesPerYear) : null;
    const loan = deal.deal;
    return {
      vin,
      nameParts: shownParts,
      name: shownParts.join(' '),
      listing,
      listingState: listingState(index),
      retryFailed: () => {
        for (const query of [listings[index], tcos[index], recalls[index]]) if (query?.isError) void query.refetch();
      },
      deal,
      fiveYear: atMiles
        ? tcoView(
            atMiles.tco,
            loan
              ? {
                  price: loan.terms.price,
                  downPayment: loan.terms.downPayment,
                  tradeIn: 0,
                  amountFinanced: loan.financed.total,
                  apr: loan.apr,
                  term: loan.terms.term,
                }
              : null,
            atMiles.milesPerYear,
          )
        : undefined,
      recalls: recallEvidence(index),
    };
  });
}
