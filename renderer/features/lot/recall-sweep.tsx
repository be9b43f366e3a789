import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type ChangeEvent } from 'react';
import type { SweepResult, SweepStatus } from '../../../shared/ipc/sweep-channels';
import { newerSweepStatus } from '../../../shared/lot/sweep-delta';
import { VERDICT_TONES, VERDICT_WORDS } from '../../../shared/lot/sweep-words';
import { appErrorOf } from '../../api/app-error-of';
import { sweepKeys } from '../../api/service-query-keys';
import { sweepQueries, useSweepEvents } from '../../api/sweep-queries';
import { useEndpointAccess } from '../../api/use-endpoint-access';
import { useWatchlistMutations } from '../../api/watchlist-queries';
import { invoke } from '../../api/vds';
import { useNoticeStore } from '../../stores/notice-store';
import { hrefs } from '../../stores/routes';
import { Badge } from '../../ui/badge';
import { Button } from '../../ui/button';
import { Card } from '../../ui/card';
import { ErrorPanel } from '../../ui/error-panel';
import { PlanLock } from '../../ui/plan-lock';
import { SelectField } from '../../ui/select-field';
import { formatCount } from '../../ui/format-money';
import { matchesSweepFilter, sweepFilterOptions, type SweepFilter } from './sweep-filter';
import { SweepRefused } from './sweep-refused';

function vehicleName(result: SweepResult): string {
  return [result.year, result.make, result.model].filter(Boolean).join(' ') || '—';
}

function eta(seconds: number | null): string {
  if (seconds === null) return '';
  return seconds < 60 ? ` · about ${seconds} s left` : ` · about ${Math.ceil(seconds / 60)} min left`;
}

/** Checks a whole inventory for recalls: paste or import VINs, watch it run, export the answer. */
export function RecallSweep() {
  useSweepEvents();
  const gate = useEndpointAccess('recalls');
  const queryClient = useQueryClient();
  const status = useQuery(sweepQueries.status());
  const [text, setText] = useState('');
  const [filter, setFilter] = useState<SweepFilter>('all');
  const push = useNoticeStore((store) => store.push);
  const watch = useWatchlistMutations().add;
  // A reply never rolls back an event the window already applied.
  const set = (value: SweepStatus | null) =>
    queryClient.setQueryData<SweepStatus | null>(sweepKeys.status, (current) => newerSweepStatus(current, value));
  // Start shows its refusal under its button; every other action's refusal is a notice (query-client.ts).
  const start = useMutation({
    mutationFn: () => invoke('sweep.start', { text }),
    onSuccess: set,
    meta: { inlineErrors: true },
  });
  const pause = useMutation({
    mutationFn: () => invoke('sweep.pause', undefined),
    onSuccess: set,
    meta: { errorTitle: 'The sweep was not paused', noticeId: 'sweep-control' },
  });
  const resume = useMutation({
    mutationFn: () => invoke('sweep.resume', undefined),
    onSuccess: set,
    meta: { errorTitle: 'The sweep was not resumed', noticeId: 'sweep-control' },
  });
  const cancel = useMutation({
    mutationFn: () => invoke('sweep.cancel', undefined),
    onSuccess: set,
    meta: { errorTitle: 'The sweep was not canceled', noticeId: 'sweep-control' },
  });
  const exportCsv = useMutation({
    mutationFn: () => invoke('sweep.exportCsv', undefined),
    meta: { errorTitle: 'The sweep results were not exported', noticeId: 'sweep-export' },
    onSuccess: (result) =>
      result.saved &&
      push({
        id: 'sweep-export',
        tone: 'success',
        title: `Exported ${formatCount(result.rows ?? 0)} results`,
        message: result.path,
      }),
  });

  async function importFile(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    if (file) setText(await file.text());
  }

  if (gate.state === 'locked')
    return (
      <PlanLock feature="Recall sweeps" plan={gate.plan} currentPlan={gate.currentPlan} upgradeUrl={gate.upgradeUrl} />
    );
  const sweep = status.data;
  const active = sweep && (sweep.state === 'running' || sweep.state === 'paused');
  const filters = sweepFilterOptions(sweep?.endpoint ?? 'openrecalls');
  // A choice the next sweep's plan does not offer falls back to everything, as the list shows.
  const shownFilter = filters.some((option) => option.value === filter) ? filter : 'all';
  const shown = sweep ? sweep.results.filter((result) => matchesSweepFilter(result, shownFilter)) : [];
  const withStock = sweep ? sweep.results.some((result) => result.stock) : false;

  return (
    <Card
      title="Inventory recall sweep"
      description="Check up to 5,000 VINs for open recalls. Invalid and duplicate VINs are listed and never sent."
    >
      <div className="stack">
        {!active && (
          <div className="stack">
            <label className="field__label" htmlFor="sweep-vins">
              VINs, one a line, or a CSV with a VIN column
            </label>
            <textarea
              id="sweep-vins"
              className="input sweep-input"
              rows={5}
              value={text}
              onChange={(event) => setText(event.target.value)}
              spellCheck={false}
            />
            <div className="row">
              <label className="btn btn--secondary">
                Import CSV or TXT
                <input
                  type="file"
                  accept=".csv,.txt,text/csv,text/plain"
                  className="sr-only"
                  onChange={(event) => void importFile(event)}
                />
              </label>
              <Button variant="primary" busy={start.isPending} disabled={!text.trim()} onClick={() => start.mutate()}>
                Start sweep
              </Button>
            </div>
            {start.isError && <ErrorPanel error={appErrorOf(start.error)} title="The sweep did not start" />}
          </div>
        )}
        {sweep && (
          <div className="stack">
            <div className="sweep-progress">
              <progress max={sweep.total} value={sweep.checked} aria-label="Sweep progress" />
              <span role="status">
                {formatCount(sweep.checked)} of {formatCount(sweep.total)} checked
                {sweep.state === 'paused'
                  ? ' · paused'
                  : sweep.state === 'cancelled'
                    ? ' · canceled'
                    : sweep.state === 'done'
                      ? ' · done'
                      : eta(sweep.etaSeconds)}
              </span>
              {sweep.state === 'running' && (
                <Button size="sm" busy={pause.isPending} onClick={() => pause.mutate()}>
                  Pause
                </Button>
              )}
              {sweep.state === 'paused' && (
                <Button size="sm" busy={resume.isPending} onClick={() => resume.mutate()}>
                  Resume
                </Button>
              )}
              {active && (
                <Button size="sm" variant="danger" busy={cancel.isPending} onClick={() => cancel.mutate()}>
                  Cancel
                </Button>
              )}
            </div>
            <p className="sweep-summary">
              <strong>{formatCount(sweep.summary.vehicles)} vehicles:</strong> {sweep.summary.parkIt} do-not-drive,{' '}
              {sweep.summary.parkOutside} park-outside, {sweep.summary.open} open
              {sweep.summary.errors > 0 ? `, ${sweep.summary.errors} not checked` : ''}
              {sweep.endpoint === 'recalls' ? ' (recalls on record; open status needs the Scale plan)' : ''}
            </p>
            <SweepRefused refused={sweep.refused} refusedCount={sweep.refusedCount} />
            <div className="row row--between">
              <SelectField
                label="Show"
                value={shownFilter}
                options={filters}
                onChange={(event) => setFilter(event.target.value as SweepFilter)}
              />
              <div className="row">
                <Button
                  busy={watch.isPending}
                  disabled={shown.length === 0}
                  onClick={() => watch.mutate(shown.slice(0, 5_000).map((result) => result.vin))}
                >
                  Watch these {formatCount(shown.length)}
                </Button>
                <Button
                  busy={exportCsv.isPending}
                  onClick={() => exportCsv.mutate()}
                  disabled={sweep.results.length === 0}
                >
                  Export results (CSV)
                </Button>
              </div>
            </div>
            <table className="data-table sweep-table">
              <caption className="sr-only">Sweep results, most urgent first</caption>
              <thead>
                <tr>
                  <th scope="col">VIN</th>
                  {withStock && <th scope="col">Stock</th>}
                  <th scope="col">Vehicle</th>
                  <th scope="col">Status</th>
                  <th scope="col">Recalls</th>
                  <th scope="col">Campaigns</th>
                </tr>
              </thead>
              <tbody>
                {shown.slice(0, 500).map((result) => (
                  <tr key={result.vin} data-verdict={result.verdict}>
                    <td>
                      <a className="mono" href={hrefs.vehicle(result.vin)}>
                        {result.vin}
                      </a>
                    </td>
                    {withStock && <td>{result.stock ?? ''}</td>}
                    <td>{vehicleName(result)}</td>
                    <td>
                      <Badge tone={VERDICT_TONES[result.verdict]}>{VERDICT_WORDS[result.verdict]}</Badge>
                    </td>
                    <td>{result.verdict === 'error' ? result.error : result.count}</td>
                    <td className="mono">{result.campaigns.join(' ')}</td>
                  </tr>
                ))}
              </tbody>
            </table>
            {shown.length > 500 && (
              <p className="muted">Showing the first 500; the export has all {formatCount(shown.length)}.</p>
            )}
            {!active && (
              <Button variant="ghost" onClick={() => set(null)}>
                Start another sweep
              </Button>
            )}
          </div>
        )}
      </div>
    </Card>
  );
}
