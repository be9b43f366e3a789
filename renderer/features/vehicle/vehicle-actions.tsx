import { useMutation, useQuery } from '@tanstack/react-query';
import { invoke } from '../../api/vds';
import { useWatchlistMutations, watchlistQueries } from '../../api/watchlist-queries';
import { COMPARE_LIMIT, useCompareStore } from '../../stores/compare-store';
import { useNoticeStore } from '../../stores/notice-store';
import { hrefs } from '../../stores/routes';
import { Button } from '../../ui/button';

/** What staff do next with a vehicle: compare it, price it, or print its report. */
export function VehicleActions({ vin, beforeReport }: { vin: string; beforeReport: () => void }) {
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
  return (
    <div className="row vehicle-actions">
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
      <Button variant="primary" busy={report.isPending} onClick={() => report.mutate()}>
        Save VIN report (PDF)
      </Button>
    </div>
  );
}
