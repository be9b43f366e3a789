import { useQuery } from '@tanstack/react-query';
import { summarizeOpenRecalls } from '../../../shared/recalls/recall-severity';
import { useEndpointAccess } from '../../api/use-endpoint-access';
import { vehicleQueries } from '../../api/vehicle-queries';

/** What the plate card can say of a vehicle's recalls, most urgent first. */
export type PlateRecallState =
  | { kind: 'park-it' | 'park-outside' | 'open' | 'none'; count: number }
  | { kind: 'on-record'; count: number }
  | { kind: 'loading' | 'not-checked' };

/**
 * The recalls of the vehicle a plate found, asked exactly as its VIN page asks them (the same
 * query keys as features/vehicle/use-recall-data.ts: open recalls with the catalog where the
 * plan has /openrecalls, else the /recalls catalog), which the endpoint rows keep as long as a
 * VIN page's answers (endpoint-table.ts keepMs): "Open VIN page" then finds them in hand and the service is not asked, nor billed, twice
 * (docs/real-service.md row 26).
 */
export function usePlateRecalls(vin: string | null): PlateRecallState {
  const openGate = useEndpointAccess('openrecalls');
  const catalogGate = useEndpointAccess('recalls');
  const open = useQuery({
    ...vehicleQueries.openRecalls(vin, { recalls: true }),
    enabled: vin !== null && openGate.state === 'open',
  });
  const catalog = useQuery({
    ...vehicleQueries.recalls(vin),
    enabled: vin !== null && openGate.state === 'locked' && catalogGate.state === 'open',
  });
  if (open.data) {
    const summary = summarizeOpenRecalls(open.data.data.data, open.data.data.openRecalls);
    return { kind: summary.worst ?? 'none', count: summary.count };
  }
  if (catalog.data) {
    return { kind: 'on-record', count: catalog.data.data.length };
  }
  if (open.isPending && openGate.state !== 'locked' && vin !== null) return { kind: 'loading' };
  if (catalog.isPending && catalogGate.state === 'open' && openGate.state === 'locked' && vin !== null)
    return { kind: 'loading' };
  return { kind: 'not-checked' };
}
