import { Skeleton } from '../../ui/skeleton';

/** The first page on its way: rows' shapes, and "Searching…" for a screen reader. */
export function SearchingSkeleton() {
  return (
    <div className="stack" aria-busy="true">
      <span className="sr-only" role="status">
        Searching…
      </span>
      {Array.from({ length: 6 }, (_, index) => (
        <Skeleton key={index} height={56} />
      ))}
    </div>
  );
}
