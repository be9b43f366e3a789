import { Fragment } from 'react';
import type { OpenRecall, Recall } from '../../../shared/schemas/recall-schema';
import { NHTSA_CAMPAIGN_PATTERN } from '../../../shared/domain/nhtsa-campaign';
import { recallSeverity } from '../../../shared/recalls/recall-severity';
import { Badge } from '../../ui/badge';
import { Button } from '../../ui/button';
import { formatServiceDate, readableComponent } from './recall-view';
import { recallCardId, remedyExpectedWords } from './recall-words';
import { useOpenLink } from './use-open-link';

interface RecallItemProps {
  recall: Recall;
  /** The open record of this recall, when the open-recall check listed it. */
  openRecall?: OpenRecall;
  /** Known closed (on record, not in the open list); otherwise a recall not listed open is not checked. */
  closed?: boolean;
}

/** One recall: the flags and numbers at a glance, the regulator's text folded away. */
export function RecallItem({ recall, openRecall, closed = false }: RecallItemProps) {
  const severity = recallSeverity(openRecall ?? recall, openRecall ? 'open' : closed ? 'closed' : 'not-checked');
  // Only an open recall can be overdue; the app's clock says what day it is.
  const expected = remedyExpectedWords(openRecall?.expectedRemediationDate, Date.now());
  const reported = formatServiceDate(recall.reportReceivedDate);
  const campaign = recall.regulatorCampaignNumber;
  const openLink = useOpenLink();
  const facts = [
    {
      key: 'campaign',
      shown: (
        <>
          Campaign <span className="mono">{campaign}</span>
        </>
      ),
    },
    recall.mfrCampaignNumber && {
      key: 'maker',
      shown: (
        <>
          Maker <span className="mono">{recall.mfrCampaignNumber}</span>
        </>
      ),
    },
    reported && { key: 'reported', shown: `Reported ${reported}` },
    expected && { key: 'expected', shown: expected },
  ].filter((fact) => !!fact);
  return (
    // Open recalls carry an id: the safety banner jumps to them.
    <li className="recall" id={openRecall ? recallCardId(campaign) : undefined}>
      <details>
        <summary>
          <span className="recall__head">
            <span className="recall__component">{readableComponent(recall.component)}</span>
            <span className="recall__chips">
              {severity.badges.map((badge) => (
                <Badge key={badge.key} tone={badge.tone}>
                  {badge.words}
                </Badge>
              ))}
            </span>
          </span>
          <span className="recall__meta muted">
            {facts.map((fact, index) => (
              <Fragment key={fact.key}>
                {/* A line may break after a dot, never inside a fact: a date stays with its label. */}
                {index > 0 && '\u00a0· '}
                <span className="recall__fact">{fact.shown}</span>
              </Fragment>
            ))}
          </span>
        </summary>
        <dl className="recall__text">
          <dt>Summary</dt>
          <dd>{recall.summary}</dd>
          {recall.consequence && (
            <>
              <dt>Consequence</dt>
              <dd>{recall.consequence}</dd>
            </>
          )}
          {recall.remedy && (
            <>
              <dt>Remedy</dt>
              <dd>{recall.remedy}</dd>
            </>
          )}
        </dl>
      </details>
      {NHTSA_CAMPAIGN_PATTERN.test(campaign) && (
        <div className="recall__links">
          <Button
            size="sm"
            variant="ghost"
            busy={openLink.isPending}
            aria-label={`NHTSA recall page for ${campaign}, opens in your browser`}
            onClick={() => openLink.mutate({ kind: 'recall', campaign })}
          >
            NHTSA recall page <span aria-hidden="true">↗</span>
          </Button>
        </div>
      )}
    </li>
  );
}
