// Photos come from main as bytes (the window has no network of its own) and are
// shown as data: URLs. A photo at a URL never changes, so it is fetched once a session.
import { queryOptions } from '@tanstack/react-query';
import { invoke } from './vds';

export const photoQueries = {
  image: (url: string) =>
    queryOptions({
      queryKey: ['photo', url] as const,
      queryFn: async ({ signal }) => {
        const photo = await invoke('vehicle.photo', { url }, signal);
        return `data:${photo.contentType};base64,${photo.base64}`;
      },
      staleTime: Infinity,
      gcTime: 10 * 60_000,
      retry: 1,
    }),
};
