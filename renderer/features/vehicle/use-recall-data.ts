import { useQuery } from '@tanstack/react-query';
import type { Plan } from '../../../shared/plan/plan-access';
import { vehicleQueries } from '../../api/vehicle-queries';
import { useEndpointAccess } from '../../api/use-endpoint-access';

/**
 * Open recalls (with the full catalog, recalls=true) where the plan allows /openrecalls;
 * otherwise the plain /recalls catalog, which says what was recalled but not what is still open.
 * needsPlan: where the plan includes neither, the plan recall checks need — the screen
 * and the report must then say plainly that nothing was checked.
 */
export function useRecallData(vin: string) {
  const openGate = useEndpointAccess('openrecalls');
  const catalogGate = useEndpointAccess('recalls');
  const open = useQuery({ ...vehicleQueries.openRecalls(vin, { recalls: true }), enabled: openGate.state === 'open' });
  const catalog = useQuery({
    ...vehicleQueries.recalls(vin),
    enabled: openGate.state === 'locked' && catalogGate.state === 'open',
  });
  const needsPlan: Plan | null =
    openGate.state === 'locked' && catalogGate.state === 'locked' ? catalogGate.plan : null;
  return { openGate, catalogGate, open, catalog, needsPlan };
}
