import { PLAN_LABELS, type Plan } from '../../../shared/plan/plan-access';
import { appErrorOf } from '../../api/app-error-of';
import { Callout } from '../../ui/callout';
import { ErrorPanel } from '../../ui/error-panel';

interface ListingNoticesProps {
  /** The plan recall checks need, when the plan in force includes none. */
  recallsNeedPlan: Plan | null;
  /** false: the service says no listing is active for this VIN; null: not known. */
  listed: boolean | null;
  /** The listing's failure, other than "not listed"; null when it has not failed. */
  listingError: unknown;
  onRetryListing: () => void;
}

/** What the page cannot show and why: recalls the plan does not check, no listing, or a listing that failed. */
export function ListingNotices({ recallsNeedPlan, listed, listingError, onRetryListing }: ListingNoticesProps) {
  return (
    <>
      {recallsNeedPlan && (
        <Callout
          tone="warning"
          title={`Recall status was not checked: recalls need the ${PLAN_LABELS[recallsNeedPlan]} plan`}
        >
          <p>
            Your plan does not include recall checks, so this vehicle may have open safety recalls that are not shown
            here. Check it before it is sold or driven.
          </p>
        </Callout>
      )}
      {listed === false && (
        <Callout tone="info" title="Not currently listed">
          <p>No dealer lists this VIN for sale right now. Its decode, specs, build sheet and recalls still apply.</p>
        </Callout>
      )}
      {listingError !== null && (
        <ErrorPanel error={appErrorOf(listingError)} title="The listing could not be loaded" onRetry={onRetryListing} />
      )}
    </>
  );
}
