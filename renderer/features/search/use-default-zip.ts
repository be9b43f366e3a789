import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { zip5Problem } from '../../../shared/domain/zip-rule';
import { searchStateFromQuery } from '../../../shared/search/search-query';
import { appQueries } from '../../api/app-queries';
import { useSearchWritten, writeSearch } from '../../stores/search-location';

/**
 * The dealership ZIP (Settings) is a fresh search's ZIP. A fresh search is the bare
 * #/search before the search was changed this session; after Clear all the empty
 * search is the person's choice and stays empty. The ZIP is written as a default
 * (replacing the address), so Back does not land on the ZIP-less address and bounce
 * forward again.
 *
 * Returns false while a fresh search still waits for the settings, so no search goes
 * out without the ZIP only to be repeated with it.
 */
export function useDefaultZip(query: string): boolean {
  const settings = useQuery(appQueries.settings());
  const written = useSearchWritten();
  const fresh = query === '' && !written;
  const saved = settings.data?.settings.defaultZip ?? '';
  // A saved ZIP that is no longer valid is left out rather than sent to fail.
  const defaultZip = saved && zip5Problem(saved) === null ? saved : '';
  useEffect(() => {
    if (!fresh || !defaultZip) return;
    const empty = searchStateFromQuery('');
    writeSearch({ ...empty, filters: { zip: defaultZip } }, 'default');
  }, [fresh, defaultZip]);
  return !fresh || (settings.isFetched && !defaultZip);
}
