import { useMutation, useQuery } from '@tanstack/react-query';
import { invoke } from '../../api/vds';
import { useWatchlistMutations, watchlistQueries } from '../../api/watchlist-queries';
import { COMPARE_LIMIT, useCompareStore } from '../../stores/compare-store';
import { useNoticeStore } from '../../stores/notice-store';
import { hrefs } from '../../stores/routes';
import { Button } from '../../ui/button';

interface VehicleActionsProps {
  vin: string;
  /** Brings the VIN report into the page, to be printed. */
  beforeReport: () => void;
  /**
   * Brings the customer's recall notice into the page instead: given only while a
   * do-not-drive or park-outside recall is open, when the notice is the first thing to hand over.
   */
  beforeNotice?: (() => void) | undefined;
  /** After either is saved (or not): the page prints its VIN report again (the menu's Print). */
  afterPrint?: () => void;
}

/** What staff do next with a vehicle: compare it, price it, or print its report (or its recall notice). */
export function VehicleActions({ vin, beforeReport, beforeNotice, afterPrint }: VehicleActionsProps) {
  const inCompare = useCompareStore((state) => state.vins.includes(vin));
  const compareFull = useCompareStore((state) => state.vins.length >= COMPARE_LIMIT);
  const addToCompare = useCompareStore((state) => state.add);
  const removeFromCompare = useCompareStore((state) => state.remove);
  const push = useNoticeStore((state) => state.push);
  const watched = useQuery(watchlistQueries.list()).data?.some((entry) => entry.vin === vin) ?? false;
  const { add: watch, remove: unwatch } = useWatchlistMutations();
  const report = useMutation({
    mutationFn: () => {
      // The report must be in the page before main prints it.
      beforeReport();
      return invoke('document.savePdf', { suggestedName: `VIN report ${vin}.pdf` });
    },
    onSuccess: (saved) => {
      if (saved.saved) push({ id: `report-${vin}`, tone: 'success', title: 'VIN report saved', message: saved.path });
    },
    // A refusal is the app-wide notice (query-client.ts), under the success notice's id.
    meta: { errorTitle: 'The VIN report was not saved', noticeId: `report-${vin}` },
  });
  const notice = useMutation({
    mutationFn: () => {
      // The notice must be the page's print view before main prints it.
      beforeNotice?.();
      return invoke('document.savePdf', { suggestedName: `Recall notice ${vin}.pdf` });
    },
    onSuccess: (saved) => {
      if (saved.saved)
        push({ id: `notice-${vin}`, tone: 'success', title: 'Recall notice saved', message: saved.path });
    },
    onSettled: () => afterPrint?.(),
    meta: { errorTitle: 'The recall notice was not saved', noticeId: `notice-${vin}` },
  });
  return (
    <div className="row vehicle-actions">
      {beforeNotice && (
        <Button variant="primary" busy={notice.isPending} disabled={report.isPending} onClick={() => notice.mutate()}>
          Save recall notice (PDF)
        </Button>
      )}
      {inCompare ? (
        <Button onClick={() => removeFromCompare(vin)}>Remove from compare</Button>
      ) : (
        <Button
          onClick={() => addToCompare(vin)}
          disabled={compareFull}
          title={compareFull ? `Compare holds ${COMPARE_LIMIT} vehicles` : undefined}
        >
          Add to compare
        </Button>
      )}
      {watched ? (
        <Button busy={unwatch.isPending} onClick={() => unwatch.mutate(vin)}>
          Stop watching recalls
        </Button>
      ) : (
        <Button busy={watch.isPending} onClick={() => watch.mutate([vin])}>
          Watch for recalls
        </Button>
      )}
      <a className="btn btn--secondary" href={hrefs.finance(vin)}>
        Open in Finance
      </a>
      <Button
        variant={beforeNotice ? 'secondary' : 'primary'}
        busy={report.isPending}
        disabled={notice.isPending}
        onClick={() => report.mutate()}
      >
        Save VIN report (PDF)
      </Button>
    </div>
  );
}
