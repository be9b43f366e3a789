import type { OpenRecalls } from '../../../shared/schemas/open-recalls-schema';
import type { Fetched } from '../../../shared/schemas/fetched';
import { useSourceWords } from '../../api/use-source-words';
import { Callout } from '../../ui/callout';
import { Card } from '../../ui/card';
import { CheckIcon } from '../../ui/icons';
import { PlanLock } from '../../ui/plan-lock';
import { StaleNote } from '../../ui/stale-note';
import { PanelBody } from '../../ui/panel-body';
import { RecallItem } from './recall-item';
import { formatReportTime } from './use-report-time';
import { closedRecalls, sortOpenRecalls } from './recall-view';
import { cleanRecallCoverage } from './recall-words';
import type { useRecallData } from './use-recall-data';

export function RecallsPanel({ recalls }: { recalls: ReturnType<typeof useRecallData> }) {
  const { openGate, catalogGate, open, catalog } = recalls;
  if (openGate.state !== 'locked') {
    return (
      <Card
        title="Recalls"
        actions={open.data && <StaleNote stale={open.data.stale} fetchedAt={open.data.fetchedAt} />}
      >
        <PanelBody feature="Open recalls" gate={openGate} query={open}>
          {(fetched) => (
            <>
              <OpenRecallsView result={fetched.data} fetchedAt={fetched.fetchedAt} />
              <CheckedWith fetched={fetched} />
            </>
          )}
        </PanelBody>
      </Card>
    );
  }
  return (
    <Card
      title="Recalls"
      actions={catalog.data && <StaleNote stale={catalog.data.stale} fetchedAt={catalog.data.fetchedAt} />}
    >
      {catalogGate.state === 'locked' ? (
        <PlanLock
          feature="Recalls"
          plan={catalogGate.plan}
          currentPlan={catalogGate.currentPlan}
          upgradeUrl={catalogGate.upgradeUrl}
        />
      ) : (
        <div className="stack">
          <Callout tone="info" title="Open or fixed? Needs the Scale plan">
            <p>
              These are the recalls on record for this VIN. Which are still open, and the do-not-drive and park-outside
              warnings, come from open-recall checks on the Scale plan.
            </p>
          </Callout>
          <PanelBody feature="Recalls" gate={catalogGate} query={catalog}>
            {(fetched) => (
              <>
                {fetched.data.length === 0 ? (
                  <p>No recalls on record for this VIN.</p>
                ) : (
                  <ul className="recall-list">
                    {fetched.data.map((recall) => (
                      <RecallItem key={recall.regulatorCampaignNumber} recall={recall} />
                    ))}
                  </ul>
                )}
                <CheckedWith fetched={fetched} />
              </>
            )}
          </PanelBody>
        </div>
      )}
    </Card>
  );
}

function OpenRecallsView({ result, fetchedAt }: { result: OpenRecalls; fetchedAt: string }) {
  const open = sortOpenRecalls(result.data);
  const closed = closedRecalls(result.recalls ?? [], result.data);
  return (
    <div className="stack">
      {open.length === 0 ? (
        <div className="status-line">
          <span className="status-line__icon status-line__icon--ok">
            <CheckIcon />
          </span>
          <div>
            <p className="status-line__title">No open recalls</p>
            <p className="muted">{cleanRecallCoverage(formatReportTime(new Date(fetchedAt)))}</p>
          </div>
        </div>
      ) : (
        <section aria-labelledby="open-recalls-heading" className="stack">
          <h3 id="open-recalls-heading">{open.length === 1 ? '1 open recall' : `${open.length} open recalls`}</h3>
          <ul className="recall-list">
            {open.map((recall) => (
              <RecallItem key={recall.regulatorCampaignNumber} recall={recall} openRecall={recall} />
            ))}
          </ul>
        </section>
      )}
      {closed.length > 0 && (
        <section aria-labelledby="closed-recalls-heading" className="stack">
          <h3 id="closed-recalls-heading">Closed recalls ({closed.length})</h3>
          <ul className="recall-list recall-list--closed">
            {closed.map((recall) => (
              <RecallItem key={recall.regulatorCampaignNumber} recall={recall} closed />
            ))}
          </ul>
        </section>
      )}
      {result.manufacturerCampaigns.length > 0 && (
        <section aria-labelledby="campaigns-heading" className="stack">
          <h3 id="campaigns-heading">Manufacturer campaigns ({result.manufacturerCampaigns.length})</h3>
          <p className="muted">
            Service campaigns run by the maker. They are not safety recalls and are not counted above.
          </p>
          <ul className="campaign-list">
            {result.manufacturerCampaigns.map((campaign) => (
              <li key={campaign.mfrCampaignNumber}>
                <span className="mono">{campaign.mfrCampaignNumber}</span> — {campaign.summary}
                {campaign.remedy && <span className="muted"> Remedy: {campaign.remedy}</span>}
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}

/** Which service answered, and when: "Checked with auto.dev, Nov 23, 2026, 1:52 PM EST". */
function CheckedWith({ fetched }: { fetched: Fetched<unknown> }) {
  const source = useSourceWords();
  return <p className="recall-checked muted">{source.checked(formatReportTime(new Date(fetched.fetchedAt)))}</p>;
}
