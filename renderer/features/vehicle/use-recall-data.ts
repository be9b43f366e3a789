import { useQuery } from '@tanstack/react-query';
import { vehicleQueries } from '../../api/vehicle-queries';
import { useEndpointAccess } from '../../api/use-endpoint-access';

/**
 * Open recalls (with the full catalog, recalls=true) where the plan allows /openrecalls;
 * otherwise the plain /recalls catalog, which says what was recalled but not what is still open.
 */
export function useRecallData(vin: string) {
  const openGate = useEndpointAccess('openrecalls');
  const catalogGate = useEndpointAccess('recalls');
  const open = useQuery({ ...vehicleQueries.openRecalls(vin, { recalls: true }), enabled: openGate.state === 'open' });
  const catalog = useQuery({
    ...vehicleQueries.recalls(vin),
    enabled: openGate.state === 'locked' && catalogGate.state === 'open',
  });
  return { openGate, catalogGate, open, catalog };
}
