import { appErrorOf } from '../../api/app-error-of';
import { ErrorPanel } from '../../ui/error-panel';
import { Spinner } from '../../ui/spinner';
import { compareLoadStatus } from './compare-load-status';
import type { ComparedVehicle } from './use-compared-vehicles';

/** Above the table: that listings are on their way, or which failed, with a way to ask again. */
export function CompareStatus({ vehicles }: { vehicles: ComparedVehicle[] }) {
  const { loading, failed } = compareLoadStatus(vehicles);
  return (
    <>
      {/* Always in the page, so a screen reader hears the line when it changes. */}
      <p role="status" className={loading ? 'compare-status row' : 'sr-only'}>
        {loading && (
          <>
            <Spinner size={14} />
            {loading}
          </>
        )}
      </p>
      {failed && (
        <ErrorPanel
          error={appErrorOf(failed.error)}
          title={failed.title}
          onRetry={() => {
            for (const vehicle of vehicles) vehicle.retryFailed();
          }}
        />
      )}
    </>
  );
}
