import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { SavedSearch } from '../../../shared/ipc/listing-tools-channels';
import type { SearchAlertRule } from '../../../shared/market/alert-rules';
import { withAlertChanges } from '../../api/saved-search-queries';
import { savedSearchKeys, watchlistKeys } from '../../api/service-query-keys';
import { invoke } from '../../api/vds';
import { watchlistQueries } from '../../api/watchlist-queries';
import { Button } from '../../ui/button';
import { Callout } from '../../ui/callout';
import { priceCheckCostWords } from '../../ui/price-check-cost-words';
import { SelectField } from '../../ui/select-field';
import { alertHeldWords, checkNowCostWords } from './saved-search-alert-words';

type Choice = 'off' | 'new' | 'new-and-drops';
const OPTIONS: readonly { value: Choice; label: string }[] = [
  { value: 'off', label: 'Off' },
  { value: 'new', label: 'New listings' },
  { value: 'new-and-drops', label: 'New listings and price drops' },
];
const RULES: Readonly<Record<Choice, SearchAlertRule | null>> = {
  off: null,
  new: { newMatches: true, priceDrop: null },
  'new-and-drops': { newMatches: true, priceDrop: { kind: 'any' } },
};
const choiceOf = (rule: SearchAlertRule | undefined): Choice =>
  !rule ? 'off' : rule.priceDrop ? 'new-and-drops' : 'new';

/**
 * A saved search's alerts, checked on the watchlist's schedule, with what a check costs before
 * they are saved; once saved, "Check now" with its price beside it, and why the last check was
 * not made when the spend guard refused it.
 */
export function SavedSearchAlertField({ search }: { search: SavedSearch }) {
  const queryClient = useQueryClient();
  const cost = useQuery(watchlistQueries.cost());
  const [choice, setChoice] = useState<Choice>(choiceOf(search.alert));
  const save = useMutation({
    mutationFn: () => invoke('savedSearches.setAlert', { id: search.id, rule: RULES[choice] }),
    meta: { errorTitle: 'The search’s alerts were not changed', noticeId: 'saved-searches' },
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: watchlistKeys.cost, exact: true });
      return queryClient.invalidateQueries({ queryKey: savedSearchKeys.list });
    },
  });
  const checkNow = useMutation({
    mutationFn: () => invoke('savedSearches.checkNow', { id: search.id }),
    meta: { errorTitle: 'The search’s alerts were not checked', noticeId: 'saved-searches' },
    // Only its alert state changed: the "new" counts read with the list stay as they are.
    onSuccess: (checked) =>
      queryClient.setQueryData<SavedSearch[]>(savedSearchKeys.list, (list) =>
        list ? withAlertChanges(list, [{ id: checked.id, alertHeld: checked.alertHeld ?? null }]) : list,
      ),
  });
  const costId = `saved-search-check-cost-${search.id}`;
  return (
    <div className="stack saved-search-alerts">
      <div className="row">
        <SelectField
          label={`Alerts for ${search.name}`}
          value={choice}
          options={OPTIONS}
          onChange={(event) => setChoice(event.target.value as Choice)}
        />
        <Button
          size="sm"
          busy={save.isPending}
          disabled={choice === choiceOf(search.alert)}
          onClick={() => save.mutate()}
        >
          Save alerts
        </Button>
      </div>
      {choice !== 'off' && cost.data && <p className="muted">{priceCheckCostWords(cost.data)}</p>}
      {search.alert && (
        <div className="row">
          <Button
            size="sm"
            busy={checkNow.isPending}
            aria-label={`Check now for ${search.name}`}
            aria-describedby={cost.data ? costId : undefined}
            onClick={() => checkNow.mutate()}
          >
            Check now
          </Button>
          {cost.data && (
            <span className="muted" id={costId}>
              {checkNowCostWords(cost.data)}
            </span>
          )}
        </div>
      )}
      {search.alert && search.alertHeld && (
        <Callout tone="warning" role="status">
          <p>{alertHeldWords(search.alertHeld)}</p>
        </Callout>
      )}
    </div>
  );
}
