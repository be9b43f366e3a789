import { Button } from '../../ui/button';
import { formatCount } from '../../ui/format-money';

interface ResultsPagerProps {
  page: number;
  /** How many listings the pages cover, once known: the page count is said with it. */
  pageable: number | undefined;
  perPage: number;
  lastPage: boolean;
  onPrevious: () => void;
  onNext: () => void;
}

/** Previous and Next, and where they are: "Page 3 of 12". */
export function ResultsPager({ page, pageable, perPage, lastPage, onPrevious, onNext }: ResultsPagerProps) {
  return (
    <nav className="pager" aria-label="Pages">
      <Button onClick={onPrevious} disabled={page <= 1}>
        Previous
      </Button>
      <span aria-live="polite">
        Page {formatCount(page)}
        {pageable !== undefined ? ` of ${formatCount(Math.max(1, Math.ceil(pageable / perPage)))}` : ''}
      </span>
      <Button onClick={onNext} disabled={lastPage}>
        Next
      </Button>
    </nav>
  );
}
