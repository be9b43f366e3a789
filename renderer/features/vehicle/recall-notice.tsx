import type { Listing } from '../../../shared/schemas/listing-schema';
import type { OpenRecall } from '../../../shared/schemas/recall-schema';
import { useSourceWords } from '../../api/use-source-words';
import { readableComponent, sortOpenRecalls } from './recall-view';
import { remedyExpectedWords } from './recall-words';
import { formatReportTime, useReportTime } from './use-report-time';

export interface RecallNoticeProps {
  vin: string;
  /** "2021 Toyota RAV4 XLE" (report-name.ts). */
  name: string;
  listing: Listing | null;
  /** Every open recall of the VIN; the notice is made when one of them says park it or park outside. */
  recalls: readonly OpenRecall[];
}

/** The open recalls a customer must be told of before driving off: do not drive, or park outside. */
export function urgentRecalls(recalls: readonly OpenRecall[]): OpenRecall[] {
  return sortOpenRecalls(recalls).filter((recall) => recall.parkIt === true || recall.parkOutSide === true);
}

/**
 * The customer's one-page recall notice (Save recall notice): what is wrong, what to do
 * now, and how the repair stands, for each park-it or park-outside recall, with the
 * vehicle and the selling dealer. Safety recall repairs are free at the maker's dealers
 * (nhtsa.gov/recalls, "Recalls are free"). Hidden on screen; printed only when asked for.
 */
export function RecallNotice({ vin, name, listing, recalls }: RecallNoticeProps) {
  const madeAt = useReportTime();
  const source = useSourceWords();
  const urgent = urgentRecalls(recalls);
  if (urgent.length === 0) return null;
  const parkIt = urgent.some((recall) => recall.parkIt === true);
  const retail = listing?.retailListing;
  const others = sortOpenRecalls(recalls).filter((recall) => !urgent.includes(recall));
  return (
    <article className="recall-notice" aria-label="Recall notice">
      <header className="recall-notice__head">
        <p className="recall-notice__eyebrow">Safety recall notice</p>
        <h2 className="recall-notice__title">{parkIt ? 'Do not drive this vehicle' : 'Park this vehicle outside'}</h2>
        <p>
          {name} · <span className="mono">VIN {vin}</span>
        </p>
        {retail?.dealer && <p>Dealer: {retail.dealer}</p>}
      </header>

      <section className="recall-notice__todo">
        <h3>What to do</h3>
        <ul>
          {parkIt && <li>Do not drive it until the recall repair is done. Have it towed to the dealer.</li>}
          {urgent.some((recall) => recall.parkOutSide === true) && (
            <li>Park it outside, away from buildings, until the recall repair is done: it can catch fire.</li>
          )}
          <li>Call {retail?.dealer ?? 'the dealer'} to book the repair. Safety recall repairs are free.</li>
        </ul>
      </section>

      <ol className="recall-notice__recalls">
        {urgent.map((recall) => (
          <NoticeRecall key={recall.regulatorCampaignNumber} recall={recall} now={madeAt.getTime()} />
        ))}
      </ol>

      {others.length > 0 && (
        <p className="recall-notice__others">
          Other open recalls:{' '}
          {others
            .map((recall) => `${recall.regulatorCampaignNumber} (${readableComponent(recall.component)})`)
            .join('; ')}
        </p>
      )}
      <p className="recall-notice__made">
        Made {formatReportTime(madeAt)} · {source.data}
      </p>
    </article>
  );
}

function NoticeRecall({ recall, now }: { recall: OpenRecall; now: number }) {
  const status = recall.recallStatus?.trim();
  const expected = remedyExpectedWords(recall.expectedRemediationDate, now);
  return (
    <li>
      <h3>{readableComponent(recall.component)}</h3>
      <p>
        Campaign <span className="mono">{recall.regulatorCampaignNumber}</span>
        {recall.mfrCampaignNumber && (
          <>
            {' '}
            · Maker’s campaign <span className="mono">{recall.mfrCampaignNumber}</span>
          </>
        )}
      </p>
      {recall.summary && <p>What is wrong: {recall.summary}</p>}
      {recall.consequence && <p>The risk: {recall.consequence}</p>}
      <p>
        Repair status: {status ? status : 'not stated'}
        {expected ? ` · ${expected}` : ''}
      </p>
      {recall.remedy && <p>The fix: {recall.remedy}</p>}
    </li>
  );
}
