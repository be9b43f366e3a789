import { QueryClient } from '@tanstack/react-query';
import { isVdsError } from '../api/vds';

/**
 * Main already retries 429, 503 and network failures with backoff, so the
 * renderer never retries a VdsError on top (that would multiply the calls). Only
 * unexpected renderer-side failures get one more try.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
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
