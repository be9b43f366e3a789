import { useDeferredValue } from 'react';
import type { ListingSummary } from '../../../shared/schemas/listing-summary';
import { VirtualResults, type VirtualResultsProps } from './virtual-results';

const NO_ROWS: readonly ListingSummary[] = [];

/**
 * The page's listings as a virtualized list: 500 rows render only what is in view.
 * Up and Down move between results, Home and End jump, Enter opens the vehicle. The
 * row last focused is the selected one; leaving and coming Back restores it and both
 * scroll positions. Resting on a row fetches what its VIN page shows first; nearing the
 * end fetches the next page (`nextPage`, null when there is none).
 *
 * The rows are drawn from a deferred copy of `listings`: a new page renders in the background,
 * in slices the window stays responsive between, and only inserting and measuring it is one
 * task (README.md, "Benchmarks": no task over 100 ms); the page before stays, marked busy,
 * meanwhile. Nothing mounts before the first page is ready, so Back's saved position is read
 * for the real rows.
 */
export function ResultsList(props: VirtualResultsProps) {
  const listings = useDeferredValue(props.listings, NO_ROWS);
  if (listings === NO_ROWS) return <div className="results" aria-busy="true" />;
  return <VirtualResults {...props} listings={listings} busy={props.busy || listings !== props.listings} />;
}
