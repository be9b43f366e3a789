import { useQuery } from '@tanstack/react-query';
import '../../styles/vehicle.css';
import { memo, useEffect, useState, type ComponentProps } from 'react';
import { flushSync } from 'react-dom';
import { PLAN_LABELS } from '../../../shared/plan/plan-access';
import { summarizeOpenRecalls } from '../../../shared/recalls/recall-severity';
import { appErrorOf } from '../../api/app-error-of';
import { listingQueries } from '../../api/listing-queries';
import { vehicleQueries } from '../../api/vehicle-queries';
import { useUiStore } from '../../stores/ui-store';
import { Button } from '../../ui/button';
import { Callout } from '../../ui/callout';
import { Card } from '../../ui/card';
import { EmptyState } from '../../ui/empty-state';
import { ErrorPanel } from '../../ui/error-panel';
import { CarIcon } from '../../ui/icons';
import { Kbd } from '../../ui/kbd';
import { PageHeader } from '../../ui/page-header';
import { modifierLabel } from '../../ui/shortcut';
import { BuildPanel } from './build-panel';
import { DecodePanel } from './decode-panel';
import { MarketPanel } from './market-panel';
import { PageAgeNote } from './page-age-note';
import { PhotoGallery } from './photo-gallery';
import { RecallsPanel } from './recalls-panel';
import { RecentVins } from './recent-vins';
import { SafetyBanners } from './safety-banners';
import { SpecsPanel } from './specs-panel';
import { useEndpointAccess } from '../../api/use-endpoint-access';
import { useRecallData } from './use-recall-data';
import { VehicleActions } from './vehicle-actions';
import { VehicleHeader } from './vehicle-header';
import { VinReport } from './vin-report';
export function VehicleScreen({ vin }: { vin?: string | undefined }) {
  return vin ? <VehicleWithVin vin={vin} /> : <NoVehicle />;
}

function NoVehicle() {
  const openCommandBar = useUiStore((state) => state.openCommandBar);
  return (
    <>
      <PageHeader
        eyebrow="Vehicle"
        title="No vehicle open"
        description="Decode a VIN, check its recalls and read its specs and build sheet."
      />
      <Card>
        <EmptyState
          icon={<CarIcon size={28} />}
          title="Open a vehicle by its VIN"
          actions={
            <Button variant="primary" onClick={openCommandBar}>
              Look up a VIN
            </Button>
          }
        >
          <p>
            Press <Kbd keys={[modifierLabel(), 'K']} /> and enter a VIN: 17 letters and digits, found at the base of the
            windshield or on the driver’s door jamb.
          </p>
        </EmptyState>
        <div className="card__footer">
          <RecentVins />
        </div>
      </Card>
    </>
  );
}

/**
 * One VIN's page. Moving to another VIN keeps this component and its elements: the panels
 * without state of their own (decode, build sheet, specs, the print report) only take the
 * new VIN's answers, while each part that keeps state (a copied note, an open photo, an
 * open rating, the age note) is keyed by VIN and starts afresh. Siblings' keys differ, as
 * React requires.
 */
function VehicleWithVin({ vin }: { vin: string }) {
  const addRecent = useUiStore((state) => state.addRecentLookup);
  useEffect(() => addRecent({ kind: 'vin', vin, at: Date.now() }), [addRecent, vin]);

  const listingGate = useEndpointAccess('listing');
  const listing = useQuery({ ...listingQueries.byVin(vin), enabled: listingGate.state === 'open', retry: false });
  // Until the listing has answered, the header and the market panel wait rather than say "not listed".
  const listingPending = listingGate.state === 'checking' || (listingGate.state === 'open' && listing.isPending);
  const decode = useQuery(vehicleQueries.decode(vin));
  const recalls = useRecallData(vin);

  const [reportFor, showReport] = useReportWhenIdle(vin);
  const listed = listing.data ? true : listing.isError && appErrorOf(listing.error).kind === 'not-found' ? false : null;
  const listingData = listing.data?.data ?? null;
  const openRecalls = recalls.open.data?.data.data ?? [];
  const title = listingData
    ? [listingData.vehicle.year, listingData.vehicle.make, listingData.vehicle.model].join(' ')
    : vin;
  const reportName = listingData
    ? [listingData.vehicle.year, listingData.vehicle.make, listingData.vehicle.model, listingData.vehicle.trim]
        .filter(Boolean)
        .join(' ')
    : [decode.data?.data.vehicle?.year, decode.data?.data.make, decode.data?.data.model].filter(Boolean).join(' ') ||
      'Vehicle';

  return (
    <div className="vehicle-screen">
      <SafetyBanners recalls={openRecalls} />
      <div className="page-header vehicle-page-header">
        <VehicleHeader
          key={`header-${vin}`}
          vin={vin}
          listing={listingData}
          listed={listed}
          decode={decode.data?.data}
          openRecallCount={
            recalls.open.data ? summarizeOpenRecalls(openRecalls, recalls.open.data.data.openRecalls).count : null
          }
          recallsNeedPlan={recalls.needsPlan}
          listingPending={listingPending}
        />
        <VehicleActions key={`actions-${vin}`} vin={vin} beforeReport={showReport} />
        <PageAgeNote key={`age-${vin}`} vin={vin} />
      </div>
      {recalls.needsPlan && (
        <Callout
          tone="warning"
          title={`Recall status was not checked: recalls need the ${PLAN_LABELS[recalls.needsPlan]} plan`}
        >
          <p>
            Your plan does not include recall checks, so this vehicle may have open safety recalls that are not shown
            here. Check it before it is sold or driven.
          </p>
        </Callout>
      )}
      {listed === false && (
        <Callout tone="info" title="Not currently listed">
          <p>No dealer lists this VIN for sale right now. Its decode, specs, build sheet and recalls still apply.</p>
        </Callout>
      )}
      {listing.isError && listed === null && (
        <ErrorPanel
          error={appErrorOf(listing.error)}
          title="The listing could not be loaded"
          onRetry={() => void listing.refetch()}
        />
      )}
      <div className="vehicle-grid">
        <div className="stack stack--lg">
          <PhotoGallery key={`photos-${vin}`} vin={vin} title={title} />
          <RecallsPanel key={`recalls-${vin}`} recalls={recalls} />
          <DecodePanel vin={vin} />
          <BuildPanel vin={vin} />
          <SpecsPanel vin={vin} />
        </div>
        <aside className="stack stack--lg" aria-label="Pricing">
          <MarketPanel key={`market-${vin}`} listing={listingData} listingPending={listingPending} />
          <RecentVins current={vin} />
        </aside>
      </div>
      {reportFor !== null && (
        <IdleVinReport
          stale={reportFor !== vin}
          vin={vin}
          name={reportName}
          listing={listingData}
          decode={decode.data?.data}
          recalls={recalls}
        />
      )}
    </div>
  );
}

/**
 * The printed report (hidden on screen) is built once the window is idle after the page
 * has painted and its photos decoded, so the panels a person looks at are never held back
 * by it; printing or saving before then builds it at once. Moving to another VIN keeps the
 * last VIN's report as it is (`stale`: not rendered again) until the window is idle again,
 * then updates it: neither removing it nor rebuilding it happens inside the commit that
 * draws the new VIN's panels (removing a whole report there took about 10 ms of it).
 */
const IdleVinReport = memo(
  function IdleVinReport({ stale: _stale, ...props }: ComponentProps<typeof VinReport> & { stale: boolean }) {
    return <VinReport {...props} />;
  },
  (_before, after) => after.stale,
);

/** The VIN whose report is in the page (null: none yet), and a way to bring this VIN's in at once. */
function useReportWhenIdle(vin: string): [string | null, () => void] {
  const [readyFor, setReadyFor] = useState<string | null>(null);
  useEffect(() => {
    const show = () => setReadyFor(vin);
    const now = () => flushSync(show);
    // A print from the menu (Ctrl+P) lays out the page right after beforeprint returns.
    window.addEventListener('beforeprint', now);
    // Chromium has requestIdleCallback; a window without it gets the next task.
    let cancel: () => void;
    if (typeof window.requestIdleCallback === 'function') {
      const id = window.requestIdleCallback(show, { timeout: 1000 });
      cancel = () => window.cancelIdleCallback(id);
    } else {
      const id = window.setTimeout(show, 0);
      cancel = () => window.clearTimeout(id);
    }
    return () => {
      window.removeEventListener('beforeprint', now);
      cancel();
    };
  }, [vin]);
  return [readyFor, () => flushSync(() => setReadyFor(vin))];
}
