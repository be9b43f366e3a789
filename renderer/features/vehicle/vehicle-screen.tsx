import { useQuery } from '@tanstack/react-query';
import './vehicle.css';
import { useEffect, useState } from 'react';
import { flushSync } from 'react-dom';
import { summarizeOpenRecalls } from '../../../shared/recalls/recall-severity';
import { appErrorOf } from '../../api/app-error-of';
import { listingQueries } from '../../api/listing-queries';
import { useEndpointAccess } from '../../api/use-endpoint-access';
import { vehicleQueries } from '../../api/vehicle-queries';
import { useUiStore } from '../../stores/ui-store';
import { BuildPanel } from './build-panel';
import { DecodePanel } from './decode-panel';
import { IdleVinReport } from './idle-vin-report';
import { ListingNotices } from './listing-notices';
import { MarketPanel } from './market-panel';
import { MarketViewCard } from './market-view-card';
import { NoVehicle } from './no-vehicle';
import { PageAgeNote } from './page-age-note';
import { PhotoGallery } from './photo-gallery';
import { PriceHistoryCard } from './price-history-card';
import { RecallNotice, urgentRecalls } from './recall-notice';
import { RecallsPanel } from './recalls-panel';
import { RecentVins } from './recent-vins';
import { reportNameOf } from './report-name';
import { SafetyBanners } from './safety-banners';
import { SpecsPanel } from './specs-panel';
import { useRecallData } from './use-recall-data';
import { useReportWhenIdle } from './use-report-when-idle';
import { VehicleActions } from './vehicle-actions';
import { VehicleHeader } from './vehicle-header';

export function VehicleScreen({ vin }: { vin?: string | undefined }) {
  return vin ? <VehicleWithVin vin={vin} /> : <NoVehicle />;
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
  const openRecallCount = recalls.open.data
    ? summarizeOpenRecalls(openRecalls, recalls.open.data.data.openRecalls).count
    : null;
  const recallsFirst = (openRecallCount ?? 0) > 0;
  // Which document the page prints: its VIN report, or, while it is being saved, the recall notice.
  const [printing, setPrinting] = useState<'report' | 'notice'>('report');
  const noticeDue = urgentRecalls(openRecalls).length > 0;
  const reportName = reportNameOf(listingData, decode.data?.data);
  const title = listingData
    ? [listingData.vehicle.year, listingData.vehicle.make, listingData.vehicle.model].join(' ')
    : vin;

  return (
    <div className={`vehicle-screen${printing === 'notice' ? ' vehicle-screen--notice' : ''}`}>
      <SafetyBanners recalls={openRecalls} />
      <div className="page-header vehicle-page-header">
        <VehicleHeader
          key={`header-${vin}`}
          vin={vin}
          listing={listingData}
          listed={listed}
          decode={decode.data?.data}
          openRecallCount={openRecallCount}
          recallsNeedPlan={recalls.needsPlan}
          listingPending={listingPending}
        />
        <VehicleActions
          key={`actions-${vin}`}
          vin={vin}
          beforeReport={showReport}
          beforeNotice={noticeDue ? () => flushSync(() => setPrinting('notice')) : undefined}
          afterPrint={() => setPrinting('report')}
        />
        <PageAgeNote key={`age-${vin}`} vin={vin} />
      </div>
      <ListingNotices
        recallsNeedPlan={recalls.needsPlan}
        listed={listed}
        listingError={listing.isError && listed === null ? listing.error : null}
        onRetryListing={() => void listing.refetch()}
      />
      <div className="vehicle-grid">
        <div className="stack stack--lg">
          {/* An open recall is read before the photos, not below a tall photo card. */}
          {recallsFirst && <RecallsPanel key={`recalls-${vin}`} recalls={recalls} />}
          <PhotoGallery key={`photos-${vin}`} vin={vin} title={title} />
          {!recallsFirst && <RecallsPanel key={`recalls-${vin}`} recalls={recalls} />}
          <DecodePanel vin={vin} />
          <BuildPanel vin={vin} />
          <SpecsPanel vin={vin} />
        </div>
        <aside className="stack stack--lg" aria-label="Pricing">
          <MarketPanel key={`market-${vin}`} listing={listingData} listingPending={listingPending} />
          {listingData && (
            <PriceHistoryCard key={`history-${vin}`} vin={vin} listingUpdatedAt={listing.dataUpdatedAt} />
          )}
          {listingData && (
            <MarketViewCard
              key={`local-${vin}`}
              vin={vin}
              vehicle={{
                year: listingData.vehicle.year,
                make: listingData.vehicle.make,
                model: listingData.vehicle.model,
                trim: listingData.vehicle.trim ?? null,
                zip: listingData.retailListing.zip ?? null,
              }}
            />
          )}
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
      {noticeDue && <RecallNotice vin={vin} name={reportName} listing={listingData} recalls={openRecalls} />}
    </div>
  );
}
