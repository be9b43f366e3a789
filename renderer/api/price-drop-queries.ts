// Price drops of a page of results (market.drops), read in main from VinDesk's own sightings
// of listings, with no service call. Outside the 'vds' scope: the sightings are VinDesk's, not
// the service's, so clearing service data keeps them; under ['market'] with the rest of them.
import { serviceQuery } from './service-query';

const priceDropKeys = {
  all: ['market', 'drops'] as const,
  /** One page's VINs as one answer saw them: `answeredAt` is that answer's time in this window. */
  page: (vins: string, answeredAt: number) => ['market', 'drops', answeredAt, vins] as const,
};

export const priceDropQueries = {
  /**
   * The drops of `vins` (normalized, valid) as of the answer at `answeredAt`; null waits. Each
   * answer has its own key, so the drops of one are never re-asked: only a new answer asks again.
   */
  page: (vins: readonly string[] | null, answeredAt: number) =>
    serviceQuery('market.drops', vins && vins.length > 0 ? { vins: [...vins] } : null, {
      key: () => priceDropKeys.page(vins?.join(',') ?? '', answeredAt),
      staleTime: Infinity,
    }),
};
