import type { ComponentProps } from 'react';
import { formatCount } from '../../ui/format-money';
import { StaleNote } from '../../ui/stale-note';
import { ExportCsv } from './export-csv';

interface SearchHeaderProps {
  query: string;
  /** How many listings match, once the service has counted them. */
  total: number | undefined;
  /** The page shown, when there is one: a saved copy says so. */
  shown: ComponentProps<typeof StaleNote> | undefined;
}

/** The screen's heading, with the match count read out as it changes, and the page-level actions. */
export function SearchHeader({ query, total, shown }: SearchHeaderProps) {
  return (
    <header className="page-header">
      <div>
        <p className="page-header__eyebrow">Inventory</p>
        <h1>Search listings</h1>
        <p className="page-header__description" aria-live="polite">
          {total !== undefined
            ? `${formatCount(total)} ${total === 1 ? 'listing matches' : 'listings match'}`
            : 'Active U.S. retail listings'}
        </p>
      </div>
      <div className="page-header__actions">
        {shown && <StaleNote stale={shown.stale} fetchedAt={shown.fetchedAt} />}
        <ExportCsv query={query} total={total} />
      </div>
    </header>
  );
}
