import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { sweepQueries, useSweepEvents } from '../../api/sweep-queries';
import { useEndpointAccess } from '../../api/use-endpoint-access';
import { Button } from '../../ui/button';
import { Card } from '../../ui/card';
import { formatCount } from '../../ui/format-money';
import { PlanLock } from '../../ui/plan-lock';
import { matchesSweepFilter, sweepFilterOptions, type SweepFilter } from './sweep-filter';
import { SweepInput } from './sweep-input';
import { SweepProgress } from './sweep-progress';
import { SweepRefused } from './sweep-refused';
import { SweepResultsTable } from './sweep-results-table';
import { SweepSummary } from './sweep-summary';
import { sweptLines } from './swept-lines';
import { SweepToolbar } from './sweep-toolbar';
import { useSweepActions } from './use-sweep-actions';

/** Checks a whole inventory for recalls: paste or import VINs, watch it run, export the answer. */
export function RecallSweep() {
  useSweepEvents();
  const gate = useEndpointAccess('recalls');
  const status = useQuery(sweepQueries.status());
  // Kept here rather than in the form, so the pasted VINs are still there when a sweep ends.
  const [text, setText] = useState('');
  const [filter, setFilter] = useState<SweepFilter>('all');
  const actions = useSweepActions(text);

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
        {!sweep && <SweepInput text={text} onTextChange={setText} actions={actions} />}
        {sweep && (
          <div className="stack">
            <SweepProgress sweep={sweep} actions={actions} />
            <SweepSummary sweep={sweep} filter={shownFilter} onFilterChange={setFilter} />
            <SweepRefused refused={sweep.refused} refusedCount={sweep.refusedCount} />
            <SweepToolbar
              filter={shownFilter}
              filters={filters}
              onFilterChange={setFilter}
              shown={shown}
              hasResults={sweep.results.length > 0}
              actions={actions}
            />
            <SweepResultsTable shown={shown} withStock={withStock} />
            {/* The answer comes first; the list it answers folds away below, to edit and sweep again. */}
            {!active && (
              <details
                className="sweep-swept"
                onToggle={(event) => {
                  // After a restart the pasted text is gone; the sweep's own rows give the list back.
                  if (event.currentTarget.open && !text.trim()) setText(sweptLines(sweep.results));
                }}
              >
                <summary>VINs swept ({formatCount(sweep.total)})</summary>
                <SweepInput text={text} onTextChange={setText} actions={actions} />
              </details>
            )}
            {!active && (
              <Button variant="ghost" onClick={actions.clear}>
                Start another sweep
              </Button>
            )}
          </div>
        )}
      </div>
    </Card>
  );
}
