import { RECALL_LEVELS, summarizeOpenRecalls } from '../../../shared/recalls/recall-severity';
import type { OpenRecall } from '../../../shared/schemas/recall-schema';
import { AlertIcon, WarningIcon } from '../../ui/icons';
import { sortOpenRecalls } from './recall-view';
import { bannerRecallFacts, recallCardId } from './recall-words';

/** The two warnings no one on the lot may miss, above everything else on the screen. */
export function SafetyBanners({ recalls }: { recalls: readonly OpenRecall[] }) {
  const summary = summarizeOpenRecalls(recalls);
  if (summary.parkIt === 0 && summary.parkOutside === 0) return null;
  const sorted = sortOpenRecalls(recalls);
  const now = Date.now();
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
            <BannerRecalls recalls={sorted.filter((recall) => recall.parkIt === true)} now={now} />
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
            <BannerRecalls recalls={sorted.filter((recall) => recall.parkOutSide === true)} now={now} />
          </div>
        </div>
      )}
    </div>
  );
}

/** Which recalls the banner means, each with a jump to its card in the Recalls card. */
function BannerRecalls({ recalls, now }: { recalls: readonly OpenRecall[]; now: number }) {
  return (
    <ul className="safety-banner__recalls">
      {recalls.map((recall) => (
        <li key={recall.regulatorCampaignNumber}>
          {bannerRecallFacts(recall, now).join(' · ')}{' '}
          <button
            type="button"
            className="safety-banner__jump"
            onClick={() => jumpToRecall(recall.regulatorCampaignNumber)}
          >
            See recall {recall.regulatorCampaignNumber}
          </button>
        </li>
      ))}
    </ul>
  );
}

/**
 * A same-page jump: the routes live in the location hash (#/vehicle/…), so a #fragment link
 * would change the route. Focus moves to the recall's summary (its own toggle), which scrolls it in.
 */
function jumpToRecall(campaign: string): void {
  const card = document.getElementById(recallCardId(campaign));
  if (!card) return;
  card.scrollIntoView({ block: 'start' });
  const toggle = card.querySelector('summary');
  (toggle ?? card).focus();
}
