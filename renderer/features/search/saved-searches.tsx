import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { appErrorOf } from '../../api/app-error-of';
import { savedSearchKeys, savedSearchQueries } from '../../api/saved-search-queries';
import { invoke } from '../../api/vds';
import { SAVED_SEARCH_NAME_MAX } from '../../../shared/ipc/listing-tools-channels';
import { Badge } from '../../ui/badge';
import { Button } from '../../ui/button';
import { Card } from '../../ui/card';
import { TextField } from '../../ui/text-field';

/** Save the search in view under a name; reopen any saved one, with how many listings are new since last time. */
export function SavedSearches({ query }: { query: string }) {
  const queryClient = useQueryClient();
  const list = useQuery(savedSearchQueries.list());
  const [name, setName] = useState('');
  const refresh = () => queryClient.invalidateQueries({ queryKey: savedSearchKeys.list });
  const save = useMutation({
    mutationFn: (input: { name: string; query: string }) => invoke('savedSearches.save', input),
    onSuccess: () => {
      setName('');
      return refresh();
    },
  });
  const open = useMutation({
    mutationFn: (id: string) => invoke('savedSearches.open', { id }),
    onSuccess: (search) => {
      window.location.hash = search.query ? `#/search?${search.query}` : '#/search';
      return refresh();
    },
  });
  const remove = useMutation({
    mutationFn: (id: string) => invoke('savedSearches.delete', { id }),
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
            error={
              save.isError ? (appErrorOf(save.error).issues?.[0]?.message ?? appErrorOf(save.error).message) : undefined
            }
          />
          <Button type="submit" busy={save.isPending}>
            Save search
          </Button>
        </form>
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
              </li>
            ))}
          </ul>
        )}
      </div>
    </Card>
  );
}
