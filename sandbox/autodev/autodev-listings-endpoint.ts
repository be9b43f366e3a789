// GET /listings in auto.dev's dialect: the shared search over the shared parser, with
// auto.dev's parameters (aliases, clamped limit), rows, links, facets and totals.
import { listingQueryHash, listingStart } from '../endpoints/listings-endpoint';
import { valueOrApiError } from '../endpoints/api-error';
import { json, type HandlerResult, type RequestContext } from '../endpoints/handler-types';
import { encodeCursor } from '../listings/listing-cursor';
import { computeFacets } from '../listings/listing-facets';
import { listingJson, selectFields, type JsonObject } from '../listings/listing-json';
import { parseListingQuery } from '../listings/listing-query';
import { autodevFacets } from './autodev-facets';
import { autodevListing } from './autodev-listing-row';
import { canonicalListingQuery, selectPaths } from './autodev-listings-query';
import { AUTODEV_CURSOR_FROM_PAGE, autodevLinks } from './autodev-links';

export function handleAutodevListings(ctx: RequestContext): HandlerResult {
  const canonical = canonicalListingQuery(ctx.query, ctx.plan ?? 'free');
  const query = valueOrApiError(parseListingQuery(canonical));
  const hash = listingQueryHash(canonical);
  const { page, start } = listingStart(query, hash);
  const result = ctx.state.listings.search(query, start);
  const dataset = ctx.state.dataset;
  const select = query.select ? selectPaths(ctx.query) : null;
  const data = result.rows.map((row) => {
    const distance = result.dealerDistance ? result.dealerDistance[dataset.cols.dealer[row]!] : undefined;
    const listing = autodevListing(listingJson(dataset, row, ctx.baseUrl, distance));
    return select ? selectFields(listing, select) : listing;
  });
  const hasNext = result.nextOffset < result.total && result.rows.length > 0;
  const next = !hasNext
    ? null
    : page >= AUTODEV_CURSOR_FROM_PAGE
      ? {
          cursor: encodeCursor({
            position: result.nextPosition,
            offset: result.nextOffset,
            page: page + 1,
            queryHash: hash,
          }),
        }
      : { page: page + 1 };
  const body: JsonObject = {
    data,
    links: autodevLinks({
      baseUrl: ctx.baseUrl,
      query: ctx.query,
      page,
      limit: query.limit,
      total: result.total,
      cursor: query.cursor,
      next,
    }),
  };
  if (query.includeTotal) {
    body.total = result.total;
    body.totalFormatted = result.total.toLocaleString('en-US');
  }
  if (query.includeFacets) {
    const facets = computeFacets(dataset, result.matches, canonical, `${ctx.baseUrl}/listings`);
    body.facets = autodevFacets(facets, ctx.query, `${ctx.baseUrl}/listings`);
  }
  return json(body);
}

/** GET /listings/{vin}: the shared answer with the row in auto.dev's form. */
export function reshapeListing(body: JsonObject): JsonObject {
  const data = body.data;
  return data !== null && typeof data === 'object' && !Array.isArray(data)
    ? { ...body, data: autodevListing(data) }
    : body;
}
