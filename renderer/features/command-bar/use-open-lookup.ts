import { useQueryClient } from '@tanstack/react-query';
import type { RefObject } from 'react';
import { prefetchVehiclePage } from '../../api/vehicle-page-queries';
import { useNavigate } from '../../stores/route-store';
import { hrefs } from '../../stores/routes';
import { useUiStore, type RecentLookup } from '../../stores/ui-store';

/** The performance mark of a VIN lookup's Enter. */
const VIN_LOOKUP_MARK = 'vindesk:vin-lookup';

/** Opens a lookup (typed or picked from Recent): remembers it, goes to its page, and closes the bar. */
export function useOpenLookup(
  prefetched: RefObject<string | null>,
  onDone: () => void,
): (lookup: RecentLookup) => void {
  const navigate = useNavigate();
  const client = useQueryClient();
  const addRecent = useUiStore((state) => state.addRecentLookup);
  const setLastState = useUiStore((state) => state.setLastPlateState);

  return (lookup) => {
    if (lookup.kind === 'vin') {
      // Where "Enter to every panel painted" starts (npm run bench reads it), and the page's
      // requests with it, before the route has even changed.
      performance.mark(VIN_LOOKUP_MARK, { detail: { vin: lookup.vin } });
      // Unless they were started as the VIN landed in the field (the page's queries take it from there).
      if (prefetched.current !== lookup.vin) prefetchVehiclePage(client, lookup.vin);
    }
    addRecent(lookup);
    if (lookup.kind === 'plate') setLastState(lookup.state);
    navigate(lookup.kind === 'vin' ? hrefs.vehicle(lookup.vin) : hrefs.lotPlate(lookup.state, lookup.plate));
    onDone();
  };
}
