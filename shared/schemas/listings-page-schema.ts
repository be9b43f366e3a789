import { z } from 'zod';
import { ListingSchema, type Listing } from './listing-schema';
import { degradedPaths, lenient, numberish, tolerantObject } from './tolerant';

// GET /listings. Rows are checked one by one (see parseListingsPage) so a single
// odd row costs that row, not the whole page.

// auto.dev also sends self, prev, first, last, toggleFacets … (docs/real-service.md #17): passed through.
const LinksSchema = tolerantObject({
  next: lenient(z.string()),
});

/** Shape beyond "bucketed counts and drill-down URLs per dimension" is not shown: any object. */
const FacetsSchema = z.record(z.string(), z.unknown());

const PageEnvelopeSchema = tolerantObject({
  data: z.array(z.unknown()),
  links: lenient(LinksSchema),
  total: lenient(numberish(z.number().nonnegative())),
  facets: lenient(FacetsSchema),
});

export interface ListingsPage {
  data: Listing[];
  /** links.next, exactly as issued (null when there is no next page). */
  next: string | null;
  total?: number;
  facets?: Record<string, unknown>;
  /** Rows the service sent that did not have a listing's shape and were left out. */
  skippedRows: number;
}

/** A row of a `select` answer: flat dot-keyed properties (vehicle.vin …) with plain values. */
const SelectedRowSchema = z.record(
  z.string(),
  z.union([z.string(), z.number(), z.boolean(), z.null(), z.array(z.union([z.string(), z.number()]))]),
);
export type SelectedListingRow = z.infer<typeof SelectedRowSchema>;

export interface SelectedListingsPage extends Omit<ListingsPage, 'data'> {
  data: SelectedListingRow[];
}

/** `degraded`: paths of fields left out as unreadable ("data.3.retailListing.miles"), for the log. */
export type PageParse<T> = { success: true; data: T; degraded: string[] } | { success: false; error: string };

type PageOf<Row> = Omit<ListingsPage, 'data'> & { data: Row[] };

/** The envelope checked, rows not yet: parsePage and parseListingsPageInSlices read the rows after it. */
function startPage(body: unknown) {
  const envelope = PageEnvelopeSchema.safeParse(body);
  if (!envelope.success) return { success: false as const, error: z.prettifyError(envelope.error) };
  return { success: true as const, envelope: envelope.data, degraded: degradedPaths(envelope.data) };
}

type Envelope = z.output<typeof PageEnvelopeSchema>;

/** Reads rows [from, to) into `rows`; returns how many were skipped. */
function readRows<Row>(
  candidates: readonly unknown[],
  from: number,
  to: number,
  row: z.ZodType<Row>,
  rows: Row[],
  degraded: string[],
): number {
  let skipped = 0;
  for (let index = from; index < to; index++) {
    const parsed = row.safeParse(candidates[index]);
    if (!parsed.success) {
      skipped += 1;
      continue;
    }
    rows.push(parsed.data);
    for (const path of degradedPaths(parsed.data)) degraded.push(`data.${index}.${path}`);
  }
  return skipped;
}

function finishPage<Row>(
  envelope: Envelope,
  rows: Row[],
  skippedRows: number,
  degraded: string[],
): PageParse<PageOf<Row>> {
  // Every row unreadable means the answer is not a listings page at all.
  if (rows.length === 0 && skippedRows > 0) return { success: false, error: 'no row of the page is a listing' };
  const { links, total, facets } = envelope;
  return {
    success: true,
    data: {
      data: rows,
      next: links?.next ?? null,
      ...(total !== undefined ? { total } : {}),
      ...(facets !== undefined ? { facets } : {}),
      skippedRows,
    },
    degraded,
  };
}

function parsePage<Row>(body: unknown, row: z.ZodType<Row>): PageParse<PageOf<Row>> {
  const start = startPage(body);
  if (!start.success) return start;
  const candidates = start.envelope.data;
  const rows: Row[] = [];
  const skipped = readRows(candidates, 0, candidates.length, row, rows, start.degraded);
  return finishPage(start.envelope, rows, skipped, start.degraded);
}

/**
 * Rows checked between two yields: under 1 ms of zod work on an idle machine. 100 rows (2–3 ms,
 * 3–4× that when the machine is busy) plus a garbage collection landing in the same turn made
 * some turns of main's event loop pass 10 ms during a 100,000-row export.
 */
const PAGE_SLICE_ROWS = 25;

/**
 * A page's rows checked PAGE_SLICE_ROWS at a time, with `yieldTurn` awaited before each slice
 * (main passes a setImmediate; shared code has no timers of its own). For pages read in bulk
 * (a 100,000-row CSV export), where one 500-row page checked in one go held main's event
 * loop for tens of ms.
 */
async function parsePageInSlices<Row>(
  body: unknown,
  row: z.ZodType<Row>,
  yieldTurn: () => Promise<void>,
  sliceRows: number,
): Promise<PageParse<PageOf<Row>>> {
  await yieldTurn();
  const start = startPage(body);
  if (!start.success) return start;
  const candidates = start.envelope.data;
  const rows: Row[] = [];
  let skipped = 0;
  for (let from = 0; from < candidates.length; from += sliceRows) {
    if (from > 0) await yieldTurn();
    skipped += readRows(candidates, from, Math.min(from + sliceRows, candidates.length), row, rows, start.degraded);
  }
  return finishPage(start.envelope, rows, skipped, start.degraded);
}

/** parseListingsPage's result, read in slices (parsePageInSlices). */
export function parseListingsPageInSlices(
  body: unknown,
  yieldTurn: () => Promise<void>,
  sliceRows: number = PAGE_SLICE_ROWS,
): Promise<PageParse<ListingsPage>> {
  return parsePageInSlices(body, ListingSchema, yieldTurn, sliceRows);
}

/** parseSelectedListingsPage's result, read in slices (parsePageInSlices). */
export function parseSelectedListingsPageInSlices(
  body: unknown,
  yieldTurn: () => Promise<void>,
  sliceRows: number = PAGE_SLICE_ROWS,
): Promise<PageParse<SelectedListingsPage>> {
  return parsePageInSlices(body, SelectedRowSchema, yieldTurn, sliceRows);
}

export function parseListingsPage(body: unknown): PageParse<ListingsPage> {
  return parsePage(body, ListingSchema);
}

export function parseSelectedListingsPage(body: unknown): PageParse<SelectedListingsPage> {
  return parsePage(body, SelectedRowSchema);
}
