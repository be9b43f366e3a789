import type { OpenRecall, Recall } from '../../../shared/schemas/recall-schema';
import { Badge } from '../../ui/badge';
import { formatServiceDate, readableComponent } from './recall-view';

function StatusBadge({ status }: { status: string | undefined }) {
  if (!status) return null;
  const tone = status === 'Remedy Available' ? 'success' : status === 'In Progress' ? 'accent' : 'warning';
  return <Badge tone={tone}>{status}</Badge>;
}

/** One recall: the flags and numbers at a glance, the regulator's text folded away. */
export function RecallItem({ recall, openRecall }: { recall: Recall; openRecall?: OpenRecall }) {
  const open = openRecall !== undefined;
  const status = openRecall?.recallStatus;
  const expected = formatServiceDate(openRecall?.expectedRemediationDate);
  const reported = formatServiceDate(recall.reportReceivedDate);
  return (
    <li className="recall">
      <details>
        <summary>
          <span className="recall__head">
            <span className="recall__component">{readableComponent(recall.component)}</span>
            <span className="recall__chips">
              {open && recall.parkIt && <Badge tone="danger">Do not drive</Badge>}
              {open && recall.parkOutSide && <Badge tone="warning">Park outside</Badge>}
              {recall.overTheAirUpdate && <Badge tone="accent">Over-the-air fix</Badge>}
              <StatusBadge status={status} />
            </span>
          </span>
          <span className="recall__meta muted">
            Campaign <span className="mono">{recall.regulatorCampaignNumber}</span>
            {recall.mfrCampaignNumber && (
              <>
                {' · '}Maker <span className="mono">{recall.mfrCampaignNumber}</span>
              </>
            )}
            {reported && ` · Reported ${reported}`}
            {expected && ` · Remedy expected ${expected}`}
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
    </li>
  );
}
