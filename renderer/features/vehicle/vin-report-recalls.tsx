import { PLAN_LABELS } from '../../../shared/plan/plan-access';
import { recallSeverity } from '../../../shared/recalls/recall-severity';
import type { Recall } from '../../../shared/schemas/recall-schema';
import { appErrorOf } from '../../api/app-error-of';
import { useSourceWords } from '../../api/use-source-words';
import { closedRecalls, readableComponent, sortOpenRecalls } from './recall-view';
import type { useRecallData } from './use-recall-data';
import { formatReportTime } from './use-report-time';

/** The report's recall section: every recall with its status and remedy, or why none were checked. */
export function VinReportRecalls({ recalls }: { recalls: ReturnType<typeof useRecallData> }) {
  const source = useSourceWords();
  const { open, catalog, needsPlan, openGate, catalogGate } = recalls;
  if (needsPlan) {
    return (
      <p className="vin-report__warning">
        Recall status was not checked: recalls need the {PLAN_LABELS[needsPlan]} plan.
      </p>
    );
  }
  if (openGate.state === 'open' && open.data) {
    const result = open.data.data;
    const openList = sortOpenRecalls(result.data);
    const closed = closedRecalls(result.recalls ?? [], result.data);
    return (
      <>
        <p>
          <strong>{openList.length === 0 ? 'No open recalls' : plural(openList.length, 'open recall')}</strong>
          {closed.length > 0 && ` · ${plural(closed.length, 'closed recall')} on record`}
          {` · ${source.checked(formatReportTime(new Date(open.data.fetchedAt)))}`}
        </p>
        {openList.length > 0 && (
          <ol className="vin-report__recalls">
            {openList.map((recall) => (
              <ReportRecall
                key={recall.regulatorCampaignNumber}
                recall={recall}
                status={recallSeverity(recall, 'open').reportStatus}
              />
            ))}
          </ol>
        )}
        {closed.length > 0 && (
          <p className="vin-report__closed">
            Closed:{' '}
            {closed
              .map((recall) => `${recall.regulatorCampaignNumber} (${readableComponent(recall.component)})`)
              .join('; ')}
          </p>
        )}
      </>
    );
  }
  if (openGate.state === 'locked' && catalogGate.state === 'open' && catalog.data) {
    const list = catalog.data.data;
    return (
      <>
        <p>
          <strong>{list.length === 0 ? 'No recalls on record' : plural(list.length, 'recall') + ' on record'}</strong>
          {` · ${source.checked(formatReportTime(new Date(catalog.data.fetchedAt)))}`}
          {list.length > 0 && ` · Whether each is still open needs the ${PLAN_LABELS[openGate.plan]} plan`}
        </p>
        {list.length > 0 && (
          <ol className="vin-report__recalls">
            {list.map((recall) => (
              <ReportRecall
                key={recall.regulatorCampaignNumber}
                recall={recall}
                status={recallSeverity(recall, 'not-checked').reportStatus}
              />
            ))}
          </ol>
        )}
      </>
    );
  }
  const failed = open.isError ? open.error : catalog.isError ? catalog.error : null;
  return (
    <p className="vin-report__warning">
      {failed
        ? `Recall status could not be checked: ${appErrorOf(failed).message}`
        : 'Recall status is still being checked.'}
    </p>
  );
}

function ReportRecall({ recall, status }: { recall: Recall; status: string }) {
  return (
    <li>
      <p>
        <strong>{readableComponent(recall.component)}</strong> · Campaign{' '}
        <span className="mono">{recall.regulatorCampaignNumber}</span> · Status: {status}
      </p>
      <p>Remedy: {recall.remedy || 'not stated by the service'}</p>
    </li>
  );
}

function plural(count: number, noun: string): string {
  return `${count} ${noun}${count === 1 ? '' : 's'}`;
}
