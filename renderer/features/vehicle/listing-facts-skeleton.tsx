import { Skeleton } from '../../ui/skeleton';

/** The listing's facts on their way: placeholders, so they do not read as absent. */
export function ListingFactsSkeleton() {
  return (
    <div className="vehicle-header__facts" aria-busy="true">
      <span className="sr-only" role="status">
        Loading the listing…
      </span>
      <Skeleton width={120} height={28} />
      <Skeleton width={80} height={28} />
      <Skeleton width={160} height={28} />
    </div>
  );
}
