import { AppErrorException, appError } from '../../shared/ipc/app-error';
import type { ListingsSearchInput, ListingsSelectInput } from '../../shared/schemas/listings-query-schema';
import { ListingResponseSchema, type Listing } from '../../shared/schemas/listing-schema';
import { PhotosResponseSchema, type Photos } from '../../shared/schemas/photos-schema';
import type { Fetched, ListingsResult, SelectedListingsResult } from '../../shared/schemas/fetched';
import type { ServiceEngine } from './service-engine';
import { buildListingsQuery } from './listings-query';
import { parseWith, type AsyncBodyParser, type BodyParser } from './parse-body';
import { listingsParser, selectedParser } from './listings-page-parsers';
import { guardVin } from './guard-vin';

// GET /listings, GET /listings/{vin}, the links.next cursor, and GET /photos/{vin}.

/** How a listings page is asked for. */
export interface ListingPageOptions {
  /**
   * A page read in bulk and used once (the CSV export): not cached, and checked a slice of
   * rows at a time with a turn of main's event loop between slices (issue 17).
   */
  oneOff?: boolean;
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
    endpoint: 'listings',
    url: `${context.config.baseUrl}/listings${query}`,
    parse: listingsParser(options),
    signal,
    ...(options.oneOff ? { oneOff: true } : {}),
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
    endpoint: 'listings',
    url: `${context.config.baseUrl}/listings${query}`,
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
    !target.pathname.startsWith(`${basePath}/listings`) ||
    target.username ||
    target.password
  ) {
    throw new AppErrorException(foreignNextUrl());
  }
  // A relative link is resolved against the base; an absolute one is used as issued.
  const url = /^https?:\/\//i.test(nextUrl) ? nextUrl : target.href;
  return engine.fetch(context, {
    endpoint: 'listings',
    url,
    parse,
    signal,
    ...(options.oneOff ? { oneOff: true } : {}),
  });
}

function foreignNextUrl() {
  return appError(
    'invalid-input',
    'INVALID_NEXT_URL',
    'The next page link does not point at the configured service, so it was not followed.',
  );
}

export async function getListing(engine: ServiceEngine, vin: string, signal?: AbortSignal): Promise<Fetched<Listing>> {
  guardVin(vin);
  const context = await engine.begin();
  return engine.fetch(context, {
    endpoint: 'listing',
    url: `${context.config.baseUrl}/listings/${vin}`,
    parse: parseWith(ListingResponseSchema, (body) => body.data),
    signal,
  });
}

/** No photos (an empty list or a 404, see spec-quirks) comes back as an empty list. */
export async function getPhotos(engine: ServiceEngine, vin: string, signal?: AbortSignal): Promise<Fetched<Photos>> {
  guardVin(vin);
  const context = await engine.begin();
  return engine.fetch(context, {
    endpoint: 'photos',
    url: `${context.config.baseUrl}/photos/${vin}`,
    parse: parseWith(PhotosResponseSchema, (body) => ({ retail: body.data.retail })),
    signal,
  });
}
