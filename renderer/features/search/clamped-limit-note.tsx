import { PLAN_LABELS } from '../../../shared/plan/plan-access';
import type { ClampedLimit } from '../../../shared/schemas/fetched';
import { formatCount } from '../../ui/format-money';

/** The plan lowered the page size: says to what, and from what was asked for. */
export function ClampedLimitNote({ clamped }: { clamped: ClampedLimit }) {
  return (
    <p className="muted search-clamped" role="status">
      Showing {formatCount(clamped.applied)} per page: the {PLAN_LABELS[clamped.plan]} plan’s limit
      {clamped.requested > clamped.applied ? ` (${formatCount(clamped.requested)} were asked for)` : ''}.
    </p>
  );
}
