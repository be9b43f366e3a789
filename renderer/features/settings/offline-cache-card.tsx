import { useMutation, useQueryClient } from '@tanstack/react-query';
import { appErrorOf } from '../../api/app-error-of';
import { appQueryKeys, serviceKeys } from '../../api/service-query-keys';
import { invoke } from '../../api/vds';
import { Button } from '../../ui/button';
import { Card } from '../../ui/card';
import { ErrorPanel } from '../../ui/error-panel';

/** Clears main's on-disk response cache, then refetches what the screens show. */
export function OfflineCacheCard() {
  const queryClient = useQueryClient();
  const clear = useMutation({
    mutationFn: () => invoke('cache.clear', undefined),
    meta: { inlineErrors: true }, // the card's error panel
    // Answers held in memory came from the cache just cleared; fetch them afresh. The key's
    // status counts what the cache holds, so it asks again too.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: serviceKeys.all }),
        queryClient.invalidateQueries({ queryKey: appQueryKeys.savedAnswersAll }),
      ]),
  });
  return (
    <Card
      title="Offline cache"
      description="VinDesk keeps recent answers on this computer so lookups still work when the network drops: decodes, build sheets and specs for 30 days, recalls for a day, listings for 10 minutes."
    >
      <div className="stack">
        <div className="row">
          <Button onClick={() => clear.mutate()} disabled={clear.isPending}>
            {clear.isPending ? 'Clearing…' : 'Clear cache'}
          </Button>
          <span role="status" aria-live="polite">
            {clear.isSuccess &&
              (clear.data.removed === 1 ? 'Removed 1 saved answer.' : `Removed ${clear.data.removed} saved answers.`)}
          </span>
        </div>
        {clear.isError && <ErrorPanel error={appErrorOf(clear.error)} title="The cache could not be cleared" />}
      </div>
    </Card>
  );
}
