import './usage.css';
import { appErrorOf } from '../../api/app-error-of';
import { useSpendSummary } from '../../api/spend-queries';
import { Card } from '../../ui/card';
import { ErrorPanel } from '../../ui/error-panel';
import { PageHeader } from '../../ui/page-header';
import { Skeleton } from '../../ui/skeleton';
import { DemoUsage } from './demo-usage';
import { ExportUsageCsv } from './export-usage-csv';
import { LiveUsage } from './live-usage';

/**
 * What the hosted service has charged for this key's lookups: every call is billed
 * (docs/real-service.md row 26) and no answer says so (row 27), so VinDesk counts its own.
 */
export function UsageScreen() {
  // Read again every few seconds while the window is focused: lookups made meanwhile show here.
  const spend = useSpendSummary();
  return (
    <>
      <PageHeader
        title="Usage"
        description="What your lookups cost on the vehicle data service, today and this month."
        actions={<ExportUsageCsv />}
      />
      {spend.data ? (
        spend.data.live ? (
          <LiveUsage report={spend.data} />
        ) : (
          <DemoUsage />
        )
      ) : spend.isError ? (
        <Card>
          <ErrorPanel
            error={appErrorOf(spend.error)}
            title="Usage could not be read"
            onRetry={() => void spend.refetch()}
          />
        </Card>
      ) : (
        <div className="stack" role="status" aria-label="Loading usage">
          <Skeleton height={120} />
          <Skeleton height={200} />
        </div>
      )}
    </>
  );
}
