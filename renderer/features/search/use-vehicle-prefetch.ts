// What opening a result shows first, asked for ahead. On Free, Starter and Growth (5 and 10
// requests a second) only the VIN page's decode (under the very key its panel reads, so it
// lands in the same cache entry) and the listing's primary photo as the row draws
// it: a whole page is nine requests, one to two seconds of the plan's pace, which would hold
// up what the person actually clicks next. On Scale (50 a second) the whole page is asked
// for (prefetchVehiclePage), so opening the row paints at once. prefetchQuery asks main only
// when an entry is missing or stale, and every call goes through main's plan pacer. The decode
// is marked as loaded ahead (loaded-ahead-queries.ts); the photo is the row's own thumbnail,
// asked for as the row is drawn, so resting on the row almost never asks for it.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { PLAN_RATE_LIMITS } from '../../../shared/plan/plan-access';
import { photoQueries } from '../../api/photo-queries';
import { planQueries } from '../../api/plan-queries';
import { useEndpointAccess } from '../../api/use-endpoint-access';
import { prefetchVehiclePage } from '../../api/vehicle-page-queries';
import { LOADED_AHEAD, loadedAheadQueries } from './loaded-ahead-queries';
import { ROW_THUMBNAIL } from './result-row-size';

/** Plans fast enough that a whole VIN page on a hover costs the person nothing they would notice. */
const WHOLE_PAGE_MIN_RATE = 50;

export function useVehiclePrefetch(): (vin: string) => void {
  const client = useQueryClient();
  // A plan without decodes shows the panel's lock: asking would only be refused.
  const decodeOpen = useEndpointAccess('vin').state === 'open';
  const plan = useQuery(planQueries.access()).data?.plan;
  const wholePage = plan !== undefined && plan !== 'unknown' && PLAN_RATE_LIMITS[plan] >= WHOLE_PAGE_MIN_RATE;
  return useCallback(
    (vin: string) => {
      // Marked as loading ahead: main answers it from its cache and spends nothing unless
      // Settings allow paid loading ahead (docs/real-service.md row 26 bills every call).
      if (wholePage) prefetchVehiclePage(client, vin, LOADED_AHEAD);
      else if (decodeOpen) void client.prefetchQuery(loadedAheadQueries.decode(vin));
      void client.prefetchQuery(photoQueries.thumbnailAt(vin, ROW_THUMBNAIL));
    },
    [client, decodeOpen, wholePage],
  );
}
