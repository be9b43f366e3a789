import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import type { NextPagePrefetch } from './next-page-query';

/** How close to the last row the visible rows come before the next page is asked for. */
const NEAR_END_ROWS = 5;

/** Whether the last visible row (virtualizer range, -1 for none) is within NEAR_END_ROWS of the end. */
export function isNearEnd(lastVisibleIndex: number, count: number): boolean {
  return lastVisibleIndex >= 0 && lastVisibleIndex >= count - 1 - NEAR_END_ROWS;
}

/**
 * Asks for the next page once the person nears the end of this one, and never twice for
 * the same page (if the first try failed, Next asks again itself). prefetchQuery goes
 * through main like any call, so main's plan pacer spaces it with everything else.
 */
export function useNextPagePrefetch(nextPage: NextPagePrefetch | null, nearEnd: boolean): void {
  const client = useQueryClient();
  const asked = useRef(new Set<string>());
  useEffect(() => {
    if (!nextPage || !nearEnd || asked.current.has(nextPage.key)) return;
    asked.current.add(nextPage.key);
    void nextPage.run(client);
  }, [client, nextPage, nearEnd]);
}
