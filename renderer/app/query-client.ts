import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { appErrorOf } from '../api/app-error-of';
import { isVdsError } from '../api/vds';
import { useNoticeStore } from '../stores/notice-store';
import { askHeldAgain } from './held-answers';
import { mutationNoticeOf } from './mutation-notice';

/**
 * Main already retries 429, 503 and network failures with backoff, so the
 * renderer never retries a VdsError on top (that would multiply the calls). Only
 * unexpected renderer-side failures get one more try.
 *
 * Every mutation main refuses raises a notice here, once for the whole app, so no
 * button can fail silently because its screen forgot an onError. A mutation that shows
 * its refusals itself says so with meta.inlineErrors (mutation-meta.ts).
 *
 * A query refused with 'spend-held' (loaded ahead, or asked cached-only) is asked again for a
 * screen showing it whose own ask may spend (held-answers.ts).
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({ onError: askHeldAgain }),
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) => {
        const notice = mutationNoticeOf(appErrorOf(error), mutation.options.meta);
        if (notice) useNoticeStore.getState().push(notice);
      },
    }),
    defaultOptions: {
      queries: {
        retry: (failureCount, error) => !isVdsError(error) && failureCount < 1,
        // A desktop window regains focus constantly; refetching each time would spend the user's quota.
        refetchOnWindowFocus: false,
        staleTime: 60_000,
      },
      mutations: { retry: false },
    },
  });
}
