// GET /listings and GET /listings/{vin}.
import { hash32 } from '../random/rng';
import { ApiError, invalidParameter, valueOrApiError } from './api-error';
import { json, type HandlerResult, type RequestContext } from './handler-types';
import { decodeCursor, encodeCursor } from '../listings/listing-cursor';
import { computeFacets } from '../listings/listing-facets';
import { listingJson, selectFields, type JsonObject } from '../listings/listing-json';
import { FILTER_PARAMETERS, parseListingQuery, type ListingQuery } from '../listings/listing-query';
import { vinParam } from './vin-param';

/** Pages from this one on are reached by cursor (the spec's "from page 50 onward"). */
const CURSOR_FROM_PAGE = 50;

/** Hash of the parameters that choose the rows: a cursor is only valid for the same ones. */
export function listingQueryHash(query: URLSearchParams): number {
  const parts = FILTER_PARAMETERS.map((name) => `${name}=${query.getAll(name).join(',')}`);
  return hash32(parts.join('&'));
}

/** The page asked for and where its rows start, from `page` or from a cursor of this query. */
export function listingStart(
  query: ListingQuery,
  hash: number,
): { page: number; start: { position: number; offset: number } } {
  if (query.cursor !== null) {
    const cursor = valueOrApiError(decodeCursor(query.cursor));
    if (cursor.queryHash !== hash)
      throw invalidParameter('cursor belongs to a different query: follow the URL given in links.next');
    return { page: cursor.page, start: { position: cursor.position, offset: cursor.offset } };
  }
  const page = query.page ?? 1;
  return { page, start: { position: 0, offset: (page - 1) * query.limit } };
}

export function handleListings(ctx: RequestContext): HandlerResult {
  const query = valueOrApiError(parseListingQuery(ctx.query));
  const hash = listingQueryHash(ctx.query);
  const { page, start } = listingStart(query, hash);
  const result = ctx.state.listings.search(query, start);
  const dataset = ctx.state.dataset;
  const data = result.rows.map((row) => {
    const distance = result.dealerDistance ? result.dealerDistance[dataset.cols.dealer[row]!] : undefined;
    const listing = listingJson(dataset, row, ctx.baseUrl, distance);
    return query.select ? selectFields(listing, query.select) : listing;
  });
  const listingsUrl = `${ctx.baseUrl}/listings`;
  let next: string | null = null;
  if (result.nextOffset < result.total && result.rows.length > 0) {
    const q = new URLSearchParams(ctx.query);
    q.delete('page');
    q.delete('cursor');
    if (page + 1 >= CURSOR_FROM_PAGE) {
      q.set(
        'cursor',
        encodeCursor({ position: result.nextPosition, offset: result.nextOffset, page: page + 1, queryHash: hash }),
      );
    } else {
      q.set('page', String(page + 1));
    }
    next = `${listingsUrl}?${q.toString()}`;
  }
  const body: JsonObject = { data, links: { self: `${listingsUrl}${ctx.url.search}`, next } };
  if (query.includeTotal) body.total = result.total;
  if (query.includeFacets)
    body.facets = computeFacets(dataset, result.matches, ctx.query, listingsUrl) as unknown as JsonObject;
  return json(body);
}

export function handleListing(ctx: RequestContext): HandlerResult {
  const vin = vinParam(ctx);
  const row = ctx.state.listedRow(vin);
  if (row === undefined) throw new ApiError(404, 'RESOURCE_NOT_FOUND', `No listing found for VIN ${vin}`);
  return json({ data: listingJson(ctx.state.dataset, row, ctx.baseUrl) });
}
