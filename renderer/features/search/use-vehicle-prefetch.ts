// What opening a result shows first, asked for ahead: the VIN page's decode (with the very
// query options its panel uses, so it reads the same cache entry) and the listing's primary
// photo as the row draws it. prefetchQuery asks main only when that entry is missing or
// stale, and every call goes through main's plan pacer like any other, so resting on rows
// on the Starter plan is spaced to the plan's rate instead of drawing 429s.
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { photoQueries } from '../../api/photo-queries';
import { useEndpointAccess } from '../../api/use-endpoint-access';
import { vehicleQueries } from '../../api/vehicle-queries';
import { ROW_THUMBNAIL } from './result-row-size';

export function useVehiclePrefetch(): (vin: string) => void {
  const client = useQueryClient();
  // A plan without decodes shows the panel's lock: asking would only be refused.
  const decodeOpen = useEndpointAccess('vin').state === 'open';
  return useCallback(
    (vin: string) => {
      if (decodeOpen) void client.prefetchQuery(vehicleQueries.decode(vin));
      void client.prefetchQuery(photoQueries.thumbnailAt(vin, ROW_THUMBNAIL));
    },
    [client, decodeOpen],
  );
}
