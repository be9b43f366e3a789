import { PLAN_LABELS, type Plan } from '../../../shared/plan/plan-access';
import { openRecallCountWords } from '../../../shared/recalls/recall-severity';
import type { RetailListing } from '../../../shared/schemas/listing-schema';
import { Badge } from '../../ui/badge';

interface VehicleBadgesProps {
  openRecallCount: number | null;
  /** The plan recalls need, when the plan in force checks none. */
  recallsNeedPlan: Plan | null;
  /** false: the service says no listing is active for this VIN. */
  listed: boolean | null;
  retail: RetailListing | undefined;
}

/**
 * The VIN's standing at a glance: its open recalls and the listing's condition. The check
 * digit is not a pill: a good one says nothing a buyer needs (the decode panel notes it),
 * and a bad one is a plain warning under the VIN (vehicle-header.tsx).
 */
export function VehicleBadges({ openRecallCount, recallsNeedPlan, listed, retail }: VehicleBadgesProps) {
  const openRecalls =
    openRecallCount === null ? null : { count: openRecallCount, ...openRecallCountWords(openRecallCount) };
  return (
    <>
      {openRecalls && (
        <Badge tone={openRecalls.tone} dot={openRecalls.count > 0}>
          {openRecalls.label}
        </Badge>
      )}
      {recallsNeedPlan && (
        <Badge tone="warning" dot description={`Recall checks need the ${PLAN_LABELS[recallsNeedPlan]} plan.`}>
          Recalls not checked
        </Badge>
      )}
      {listed === false && <Badge>Not currently listed</Badge>}
      {retail?.used === false && <Badge tone="accent">New</Badge>}
      {retail?.used && !retail.cpo && <Badge>Used</Badge>}
      {retail?.cpo && <Badge tone="accent">Certified pre-owned</Badge>}
    </>
  );
}
