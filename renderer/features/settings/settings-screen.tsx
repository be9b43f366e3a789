import { useQuery } from '@tanstack/react-query';
import { appErrorOf } from '../../api/app-error-of';
import { appQueries } from '../../api/app-queries';
import { Callout } from '../../ui/callout';
import { Card } from '../../ui/card';
import { ErrorPanel } from '../../ui/error-panel';
import { PageHeader } from '../../ui/page-header';
import { Skeleton } from '../../ui/skeleton';
import { AboutCard } from './about-card';
import { ApiKeyCard } from './api-key-card';
import { OfflineCacheCard } from './offline-cache-card';
import { PlanCard } from './plan-card';
import { PriceHistoryCard } from './price-history-card';
import { AppearanceCard } from './appearance-card';
import { ServiceSettingsCard } from './service-settings-card';
import { SpendingCard } from './spending-card';
import { UpdatesCard } from './updates-card';

export function SettingsScreen() {
  const keychain = useQuery(appQueries.keychain());
  const settings = useQuery(appQueries.settings());
  const info = useQuery(appQueries.info());

  return (
    <>
      <PageHeader
        title="Settings"
        description="Your API key, the service VinDesk connects to, what lookups cost you, and how the app looks. Changes are saved on this computer."
      />
      <div className="stack stack--lg">
        {settings.data?.notice && (
          <Callout tone="warning" title="Check your settings">
            <p>{settings.data.notice}</p>
          </Callout>
        )}

        {keychain.data ? (
          <ApiKeyCard status={keychain.data} />
        ) : keychain.error ? (
          <ErrorPanel
            error={appErrorOf(keychain.error)}
            title="Key status unavailable"
            onRetry={() => void keychain.refetch()}
          />
        ) : (
          <LoadingCard title="API key" />
        )}

        {settings.data ? (
          <>
            <ServiceSettingsCard settings={settings.data.settings} demo={info.data?.mode === 'demo'} />
            <PlanCard />
            <SpendingCard settings={settings.data.settings} demo={info.data?.mode === 'demo'} />
            <AppearanceCard theme={settings.data.settings.theme} />
            <UpdatesCard />
          </>
        ) : settings.error ? (
          <ErrorPanel
            error={appErrorOf(settings.error)}
            title="Settings unavailable"
            onRetry={() => void settings.refetch()}
          />
        ) : (
          <LoadingCard title="Service" />
        )}

        <OfflineCacheCard />
        <PriceHistoryCard />

        {info.data && <AboutCard info={info.data} />}
      </div>
    </>
  );
}

function LoadingCard({ title }: { title: string }) {
  return (
    <Card title={title}>
      <div className="stack" aria-busy="true">
        <span className="sr-only" role="status">
          Loading {title.toLowerCase()}…
        </span>
        <Skeleton width="40%" height={16} />
        <Skeleton height={36} />
        <Skeleton width="70%" />
      </div>
    </Card>
  );
}
