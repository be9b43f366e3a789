import { RECALL_LEVELS, summarizeOpenRecalls } from '../../../shared/recalls/recall-severity';
import type { OpenRecall } from '../../../shared/schemas/recall-schema';
import { AlertIcon, WarningIcon } from '../../ui/icons';

/** The two warnings no one on the lot may miss, above everything else on the screen. */
export function SafetyBanners({ recalls }: { recalls: readonly OpenRecall[] }) {
  const summary = summarizeOpenRecalls(recalls);
  if (summary.parkIt === 0 && summary.parkOutside === 0) return null;
  return (
    <div className="safety-banners" role="alert">
      {summary.parkIt > 0 && (
        <div className="safety-banner safety-banner--park-it">
          <AlertIcon size={22} />
          <div>
            <p className="safety-banner__title">{RECALL_LEVELS['park-it'].alert}</p>
            <p>
              {summary.parkIt === 1 ? 'An open recall says' : `${summary.parkIt} open recalls say`} this vehicle must
              not be driven until it is repaired. Arrange a tow to the dealer.
            </p>
          </div>
        </div>
      )}
      {summary.parkOutside > 0 && (
        <div className="safety-banner safety-banner--park-outside">
          <WarningIcon size={22} />
          <div>
            <p className="safety-banner__title">{RECALL_LEVELS['park-outside'].alert}</p>
            <p>
              {summary.parkOutside === 1 ? 'An open recall warns' : `${summary.parkOutside} open recalls warn`} of a
              fire risk: park outside and away from buildings until it is repaired.
            </p>
          </div>
        </div>
      )}
    </div>
  );
}
