import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, type RefObject } from 'react';
import {
  forgetVehiclePageRequest,
  noteVehiclePageRequested,
  prefetchVehiclePage,
} from '../../api/vehicle-page-queries';
import { parseLookup } from './parse-lookup';

interface VinPrefetch {
  /** The VIN whose page's requests were started as it landed in the field. */
  prefetched: RefObject<string | null>;
  prefetchWhenComplete: (value: string) => void;
}

/**
 * A VIN that is complete and passes its check digit is fetched as it lands in the field,
 * before Enter: pasted or scanned, Enter follows within milliseconds, and typed, the page
 * gains the time of the last keystroke and Enter, which then adds no requests of its own.
 * Nothing is asked for a partial VIN, a plate, or a VIN whose check digit fails (most
 * often a typo, which Enter may still open).
 */
export function useVinPrefetch(): VinPrefetch {
  const client = useQueryClient();
  const prefetched = useRef<string | null>(null);
  // Closed without opening it: a later visit to that VIN begins when it is opened. (Opened,
  // the route has taken the request by the time the dialog's effects are cleaned up.)
  useEffect(
    () => () => {
      if (prefetched.current) forgetVehiclePageRequest(prefetched.current);
    },
    [],
  );

  function prefetchWhenComplete(value: string) {
    const typed = parseLookup(value);
    if (typed.kind !== 'vin' || typed.problem || !typed.checkDigitOk || prefetched.current === typed.vin) return;
    // This visit begins now: what arrives before Enter is fresh, not a saved copy.
    noteVehiclePageRequested(typed.vin);
    prefetchVehiclePage(client, typed.vin);
    prefetched.current = typed.vin;
  }

  return { prefetched, prefetchWhenComplete };
}
