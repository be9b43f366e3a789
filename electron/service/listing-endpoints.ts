import { AppErrorException, appError } from '../../shared/ipc/app-error';
import type { ListingsSearchInput, ListingsSelectInput } from '../../shared/schemas/listings-query-schema';
import type { Fetched, ListingsResult, SelectedListingsResult } from '../../shared/schemas/fetched';
import { ENDPOINT_TABLE, type EndpointId } from '../../shared/service/endpoint-table';
import type { CallContext, ServiceEngine } from './service-engine';
import { buildListingsQuery } from './listings-query';
import type { AsyncBodyParser, BodyParser } from './parse-body';
import { listingsParser, selectedParser } from './listings-page-parsers';
import { dialectOf } from './dialect/dialect-of';

// The listings pages: GET /listings (whole rows or `select`ed ones) and the links.next
// cursor. They add to the one call body (endpoint-request.ts) the plan's page-size cap,
// reading big pages a slice at a time, and the check of a next URL.

/** How a listings page is asked for. */
export interface ListingPageOptions {
  /**
   * A page read in bulk and used once (the CSV export): not cached, and checked a slice of
   * rows at a time with a turn of main's event loop between slices.
   */
  oneOff?: boolean;
  /**
   * Asked of the service even when main's cache holds a fresh answer (a price alert's check,
   * issue #39 item 3: a ten-minute-old price would hide the drop it is looking for). Still cached.
   */
  fresh?: boolean;
}

/** The row's path in the dialect in force ('/listings'), below the base URL. */
function listingsPath(context: CallContext, id: EndpointId): string {
  return dialectOf(context.config.dialect).pathOf(ENDPOINT_TABLE[id]);
}

export async function searchListings(
  engine: ServiceEngine,
  input: ListingsSearchInput,
  signal?: AbortSignal,
  options: ListingPageOptions = {},
): Promise<ListingsResult> {
  const context = await engine.begin();
  const { query, clampedLimit } = buildListingsQuery(input, context.highestPlan);
  const result = await engine.fetch(context, {
    endpoint: ENDPOINT_TABLE['listings.search'].plan,
    url: `${context.config.baseUrl}${listingsPath(context, 'listings.search')}${query}`,
    parse: listingsParser(options),
    signal,
    ...(options.oneOff ? { oneOff: true } : {}),
    ...(options.fresh ? { fresh: true } : {}),
  });
  return clampedLimit ? { ...result, clampedLimit } : result;
}

export async function selectListings(
  engine: ServiceEngine,
  input: ListingsSelectInput,
  signal?: AbortSignal,
  options: ListingPageOptions = {},
): Promise<SelectedListingsResult> {
  const context = await engine.begin();
  const { query, clampedLimit } = buildListingsQuery(input, context.highestPlan);
  const result = await engine.fetch(context, {
    endpoint: ENDPOINT_TABLE['listings.select'].plan,
    url: `${context.config.baseUrl}${listingsPath(context, 'listings.select')}${query}`,
    parse: selectedParser(options),
    signal,
    ...(options.oneOff ? { oneOff: true } : {}),
  });
  return clampedLimit ? { ...result, clampedLimit } : result;
}

/**
 * Follows a links.next URL exactly as the service issued it (the cursor is opaque;
 * the spec says to follow the URL rather than build one), but only on the configured
 * service: the URL comes back from the renderer and must not send the key elsewhere.
 */
export async function nextListings(
  engine: ServiceEngine,
  nextUrl: string,
  signal?: AbortSignal,
  options: ListingPageOptions = {},
): Promise<ListingsResult> {
  return followNext(engine, nextUrl, listingsParser(options), signal, options);
}

/** The next page of a `select` search (its links.next keeps the selection), by the same rule. */
export async function nextSelectedListings(
  engine: ServiceEngine,
  nextUrl: string,
  signal?: AbortSignal,
  options: ListingPageOptions = {},
): Promise<SelectedListingsResult> {
  return followNext(engine, nextUrl, selectedParser(options), signal, options);
}

async function followNext<Page>(
  engine: ServiceEngine,
  nextUrl: string,
  parse: BodyParser<Page> | AsyncBodyParser<Page>,
  signal: AbortSignal | undefined,
  options: ListingPageOptions,
): Promise<Fetched<Page>> {
  const context = await engine.begin();
  const base = new URL(context.config.baseUrl);
  let target: URL;
  try {
    target = new URL(nextUrl, `${base.origin}/`);
  } catch {
    throw new AppErrorException(foreignNextUrl());
  }
  const basePath = base.pathname.replace(/\/+$/, '');
  if (
    target.origin !== base.origin ||
    !target.pathname.startsWith(`${basePath}${listingsPath(context, 'listings.next')}`) ||
    target.username ||
    target.password
  ) {
    throw new AppErrorException(foreignNextUrl());
  }
  // A relative link is resolved against the base; an absolute one is used as issued.
  const url = /^https?:\/\//i.test(nextUrl) ? nextUrl : target.href;
  return engine.fetch(context, {
    endpoint: ENDPOINT_TABLE['listings.next'].plan,
    url,
    parse,
    signal,
    ...(options.oneOff ? { oneOff: true } : {}),
    ...(options.fresh ? { fresh: true } : {}),
  });
}

function foreignNextUrl() {
  return appError(
    'invalid-input',
    'INVALID_NEXT_URL',
    'The next page link does not point at the configured service, so it was not followed.',
  );
}
