import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import type { AppError } from '../../../shared/ipc/app-error';
import { appErrorOf } from '../../api/app-error-of';
import { savedSearchQueries, useSavedSearchEvents } from '../../api/saved-search-queries';
import { savedSearchKeys } from '../../api/service-query-keys';
import { invoke } from '../../api/vds';
import { SAVED_SEARCH_NAME_MAX } from '../../../shared/search/saved-search-rules';
import { Badge } from '../../ui/badge';
import { Button } from '../../ui/button';
import { Card } from '../../ui/card';
import { StoredUnread } from '../../ui/stored-unread';
import { TextField } from '../../ui/text-field';
import { SavedSearchAlertField } from './saved-search-alert-field';

const isAboutTheName = (error: AppError) => error.kind === 'invalid-input';

/** The save's refusal when it is about the name, for the field; other refusals are notices. */
function nameError(error: Error | null): string | undefined {
  if (!error) return undefined;
  const problem = appErrorOf(error);
  return isAboutTheName(problem) ? (problem.issues?.[0]?.message ?? problem.message) : undefined;
}

/** Save the search in view under a name; reopen any saved one, with how many listings are new since last time. */
export function SavedSearches({ query }: { query: string }) {
  const queryClient = useQueryClient();
  useSavedSearchEvents();
  const list = useQuery(savedSearchQueries.list());
  const [name, setName] = useState('');
  const refresh = () => queryClient.invalidateQueries({ queryKey: savedSearchKeys.list });
  const save = useMutation({
    mutationFn: (input: { name: string; query: string }) => invoke('savedSearches.save', input),
    // A refusal of the name shows under the field; any other (the file not written) is a notice.
    meta: { inlineErrors: isAboutTheName, errorTitle: 'The search was not saved', noticeId: 'saved-searches' },
    onSuccess: () => {
      setName('');
      return refresh();
    },
  });
  const open = useMutation({
    mutationFn: (id: string) => invoke('savedSearches.open', { id }),
    meta: { errorTitle: 'The saved search did not open', noticeId: 'saved-searches' },
    onSuccess: (search) => {
      window.location.hash = search.query ? `#/search?${search.query}` : '#/search';
      return refresh();
    },
  });
  const remove = useMutation({
    mutationFn: (id: string) => invoke('savedSearches.delete', { id }),
    meta: { errorTitle: 'The saved search was not deleted', noticeId: 'saved-searches' },
    onSuccess: refresh,
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    save.mutate({ name, query });
  }

  return (
    <Card title="Saved searches">
      <div className="stack">
        <form className="saved-search-form" onSubmit={submit} aria-label="Save this search">
          <TextField
            label="Name for this search"
            maxLength={SAVED_SEARCH_NAME_MAX}
            hint={`Up to ${SAVED_SEARCH_NAME_MAX} characters`}
            value={name}
            onChange={(event) => setName(event.target.value)}
            error={nameError(save.error)}
          />
          <Button type="submit" busy={save.isPending}>
            Save search
          </Button>
        </form>
        {list.data === undefined && <StoredUnread what="your saved searches" query={list} />}
        {list.data && list.data.length === 0 && (
          <p className="muted">
            No saved searches yet. Set the filters you use often, give the search a name, then choose Save search.
          </p>
        )}
        {list.data && list.data.length > 0 && (
          <ul className="saved-searches">
            {list.data.map((search) => (
              <li key={search.id}>
                {/* A long name is cut with an ellipsis; the tooltip and the button's name keep it whole. */}
                <Button
                  variant="ghost"
                  size="sm"
                  className="saved-searches__open"
                  title={search.name}
                  onClick={() => open.mutate(search.id)}
                >
                  <span className="saved-searches__name">{search.name}</span>
                </Button>
                {search.newCount !== null && search.newCount > 0 && (
                  <Badge tone="accent">
                    {search.newCountCapped ? `${search.newCount}+ new` : `${search.newCount} new`}
                  </Badge>
                )}
                <Button
                  variant="ghost"
                  size="sm"
                  onClick={() => remove.mutate(search.id)}
                  aria-label={`Delete saved search ${search.name}`}
                >
                  Delete
                </Button>
                <SavedSearchAlertField search={search} />
              </li>
            ))}
          </ul>
        )}
      </div>
    </Card>
  );
}
