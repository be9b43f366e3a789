import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { appErrorOf } from '../../api/app-error-of';
import { lotQueries } from '../../api/lot-queries';
import { useEndpointAccess } from '../../api/use-endpoint-access';
import { useUiStore } from '../../stores/ui-store';
import { Card } from '../../ui/card';
import { ErrorPanel } from '../../ui/error-panel';
import { PanelBody } from '../../ui/panel-body';
import { StaleNote } from '../../ui/stale-note';
import { PlateVehicle } from './plate-vehicle';

/** What each "no vehicle" answer means at the lot, and what to do next. */
const NOT_FOUND_HELP: Record<string, { title: string; help: string }> = {
  PLATE_NOT_FOUND: {
    title: 'No vehicle has this plate in that state',
    help: 'Check the plate for a misread character (0 and O, 1 and I, 8 and B) and that the state is the one on the plate. Out-of-state trade-ins keep their home state’s plate.',
  },
  NO_DATA_FOUND: {
    title: 'The plate is registered, but there is no vehicle data for it',
    help: 'The registration exists, yet the service holds no vehicle details. Read the VIN from the windshield or door jamb instead.',
  },
};

export function PlateResult({ plate, state }: { plate: string; state: string }) {
  const gate = useEndpointAccess('plate');
  const lookup = useQuery({ ...lotQueries.plate({ plate, state }), enabled: gate.state === 'open', retry: false });
  const addRecent = useUiStore((store) => store.addRecentLookup);
  useEffect(() => {
    if (lookup.data) addRecent({ kind: 'plate', plate, state, at: Date.now() });
  }, [lookup.data, addRecent, plate, state]);

  const error = lookup.isError ? appErrorOf(lookup.error) : null;
  const known = error ? NOT_FOUND_HELP[error.service?.code ?? error.code] : undefined;
  if (error && known) {
    return (
      <Card title={`${state} ${plate}`}>
        <div className="stack" role="status">
          <h3>{known.title}</h3>
          <p>{known.help}</p>
          <p className="muted">Service code {error.service?.code ?? error.code}</p>
        </div>
      </Card>
    );
  }
  return (
    <Card
      title={`${state} ${plate}`}
      actions={lookup.data && <StaleNote stale={lookup.data.stale} fetchedAt={lookup.data.fetchedAt} />}
    >
      {error ? (
        <ErrorPanel error={error} feature="Plate lookup" onRetry={() => void lookup.refetch()} />
      ) : (
        <PanelBody feature="Plate lookup" gate={gate} query={lookup} lines={3}>
          {({ data }) => <PlateVehicle data={data} />}
        </PanelBody>
      )}
    </Card>
  );
}
