import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, type RenderResult } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';

/** A QueryClient for one test: no retries, no cache carried between tests. */
export function testQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: { queries: { retry: false, gcTime: Infinity }, mutations: { retry: false } },
  });
}

/** Renders inside a QueryClientProvider given as a wrapper, so `rerender` keeps the same client. */
export function renderWithQuery(ui: ReactElement, client = testQueryClient()): RenderResult & { client: QueryClient } {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  const result: RenderResult = render(ui, { wrapper });
  return { ...result, client };
}
