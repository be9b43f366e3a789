import type { NearestSortInfo } from '../../../shared/ipc/nearest-listings-channels';
import { formatCount } from '../../ui/format-money';

/**
 * Says what the distance sort covered. The service cannot sort by distance, so VinDesk
 * sorts the matches it read; past its cap that is the nearest of the first ones, and the
 * screen says so instead of implying every match was ranked.
 */
export function DistanceSortNote({ zip, info }: { zip: string; info: NearestSortInfo }) {
  return (
    <p className="muted search-distance-note" role="status">
      {info.partial
        ? `Nearest to ${zip} first among the ${formatCount(info.sorted)} most recently updated of ${formatCount(info.total)} matches. Narrow the radius or the filters to sort them all.`
        : `Nearest to ${zip} first, all ${formatCount(info.total)} ${info.total === 1 ? 'match' : 'matches'} sorted by distance.`}
    </p>
  );
}
