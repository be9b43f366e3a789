import { setImmediate as nextTurn } from 'node:timers/promises';
import {
  parseListingsPage,
  parseListingsPageInSlices,
  parseSelectedListingsPage,
  parseSelectedListingsPageInSlices,
  type ListingsPage,
  type PageParse,
  type SelectedListingsPage,
} from '../../shared/schemas/listings-page-schema';
import type { AsyncBodyParser } from './parse-body';

/**
 * Up to this many rows, a listings page is checked in one go (a few ms of zod work). A
 * longer one, a 500-row results page or a deal rating's comparables, held main's event
 * loop for 30–130 ms when checked in one go; it is checked a slice at a time,
 * with a turn of the loop between slices.
 */
const ONE_GO_ROWS = 100;

function rowCount(body: unknown): number {
  const rows = typeof body === 'object' && body !== null ? (body as { data?: unknown }).data : undefined;
  return Array.isArray(rows) ? rows.length : 0;
}

/** How a page is read: `oneOff` pages (the CSV export's) are always sliced, as bulk reads. */
export interface PageReading {
  oneOff?: boolean;
  /** The turn of main's event loop awaited between slices (tests count them). */
  yieldTurn?: () => Promise<unknown>;
}

const sliced = (reading: PageReading, body: unknown) => reading.oneOff === true || rowCount(body) > ONE_GO_ROWS;

/** A page's two checks: in one go, and a slice at a time with `between` awaited between slices. */
type PageChecks<Page> = [
  inOneGo: (body: unknown) => PageParse<Page>,
  inSlices: (body: unknown, between: () => Promise<void>) => Promise<PageParse<Page>>,
];

/** A page's parser: sliced for bulk reads and long pages, in one go otherwise. */
function pageParser<Page>(reading: PageReading, [inOneGo, inSlices]: PageChecks<Page>): AsyncBodyParser<Page> {
  const yieldTurn = reading.yieldTurn ?? (() => nextTurn());
  return async (body) => (sliced(reading, body) ? inSlices(body, async () => void (await yieldTurn())) : inOneGo(body));
}

/** The parser of a page of full listings. */
export function listingsParser(reading: PageReading): AsyncBodyParser<ListingsPage> {
  return pageParser(reading, [parseListingsPage, parseListingsPageInSlices]);
}

/** The same for pages of `select` rows. */
export function selectedParser(reading: PageReading): AsyncBodyParser<SelectedListingsPage> {
  return pageParser(reading, [parseSelectedListingsPage, parseSelectedListingsPageInSlices]);
}
