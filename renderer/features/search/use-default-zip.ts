import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { zip5Problem } from '../../../shared/domain/zip-rule';
import { appQueries } from '../../api/app-queries';
import { useRouteStore } from '../../stores/route-store';
import { useSearchStore } from './search-store';

/**
 * The dealership ZIP (Settings) is a fresh search's ZIP. A fresh search is the bare
 * #/search before the person has changed anything this session; after Clear all the
 * empty search is their choice and stays empty. The ZIP is written with replace, so
 * Back does not land on the ZIP-less address and bounce forward again.
 *
 * Returns false while a fresh search still waits for the settings, so no search goes
 * out without the ZIP only to be repeated with it.
 */
export function useDefaultZip(query: string): boolean {
  const settings = useQuery(appQueries.settings());
  const touched = useSearchStore((store) => store.touched);
  const markTouched = useSearchStore((store) => store.markTouched);
  const replace = useRouteStore((store) => store.replace);
  const fresh = query === '' && !touched;
  const saved = settings.data?.settings.defaultZip ?? '';
  // A saved ZIP that is no longer valid is left out rather than sent to fail.
  const defaultZip = saved && zip5Problem(saved) === null ? saved : '';
  useEffect(() => {
    if (!fresh || !defaultZip) return;
    markTouched();
    replace(`#/search?zip=${encodeURIComponent(defaultZip)}`);
  }, [fresh, defaultZip, markTouched, replace]);
  return !fresh || (settings.isFetched && !defaultZip);
}
