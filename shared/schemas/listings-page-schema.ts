import { z } from 'zod';
import { ListingSchema, type Listing } from './listing-schema';
import { degradedPaths, lenient, numberish, tolerantObject } from './tolerant';

// GET /listings. Rows are checked one by one (see parseListingsPage) so a single
// odd row costs that row, not the whole page.

// auto.dev also sends self, prev, first, last, toggleFacets … (real-service.md #17): passed through.
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

function parsePage<Row>(body: unknown, row: z.ZodType<Row>): PageParse<Omit<ListingsPage, 'data'> & { data: Row[] }> {
  const envelope = PageEnvelopeSchema.safeParse(body);
  if (!envelope.success) return { success: false, error: z.prettifyError(envelope.error) };
  const rows: Row[] = [];
  const degraded = degradedPaths(envelope.data);
  let skippedRows = 0;
  envelope.data.data.forEach((candidate, index) => {
    const parsed = row.safeParse(candidate);
    if (!parsed.success) {
      skippedRows += 1;
      return;
    }
    rows.push(parsed.data);
    for (const path of degradedPaths(parsed.data)) degraded.push(`data.${index}.${path}`);
  });
  // Every row unreadable means the answer is not a listings page at all.
  if (rows.length === 0 && skippedRows > 0) return { success: false, error: 'no row of the page is a listing' };
  const { links, total, facets } = envelope.data;
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

export function parseListingsPage(body: unknown): PageParse<ListingsPage> {
  return parsePage(body, ListingSchema);
}

export function parseSelectedListingsPage(body: unknown): PageParse<SelectedListingsPage> {
  return parsePage(body, SelectedRowSchema);
}
