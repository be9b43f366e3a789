import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, type RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';

/** A QueryClient for one test: no retries, no cache carried between tests. */
export function testQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: { queries: { retry: false, gcTime: Infinity }, mutations: { retry: false } },
  });
}

export function renderWithQuery(ui: ReactElement, client = testQueryClient()): RenderResult & { client: QueryClient } {
  return { ...render(<QueryClientProvider client={client}>{ui}</QueryClientProvider>), client };
}
