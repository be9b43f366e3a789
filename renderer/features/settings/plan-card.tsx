import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import type { PlanAccess, PlanSource, PlanUsage } from '../../../shared/schemas/fetched';
import { PLAN_LABELS } from '../../../shared/plan/plan-access';
import { appErrorOf } from '../../api/app-error-of';
import { planQueries } from '../../api/plan-queries';
import { Card } from '../../ui/card';
import { ErrorPanel } from '../../ui/error-panel';
import { formatCount } from '../../ui/format-money';
import { Skeleton } from '../../ui/skeleton';

/** How VinDesk came to know the plan, as the user would put it. */
const SOURCE_WORDS: Readonly<Record<PlanSource, string>> = {
  setting: 'From your setting under Service',
  'service-user': 'Named by the service',
  'service-refusal': 'From a plan refusal by the service',
  demo: 'The demo data’s plan',
  unknown: 'Not known yet',
};

/** The plan in force, how VinDesk knows it, and the Free plan's monthly calls when the service reports them. */
export function PlanCard() {
  const access = useQuery(planQueries.access());
  return (
    <Card title="Plan" description="What your plan includes decides which panels VinDesk can fill.">
      {access.data ? (
        <PlanFacts access={access.data} />
      ) : access.isError ? (
        <ErrorPanel
          error={appErrorOf(access.error)}
          title="The plan is not known"
          onRetry={() => void access.refetch()}
        />
      ) : (
        <div className="stack" aria-busy="true">
          <span className="sr-only" role="status">
            Loading the plan…
          </span>
          <Skeleton width="40%" />
          <Skeleton width="70%" />
        </div>
      )}
    </Card>
  );
}

function PlanFacts({ access }: { access: PlanAccess }) {
  return (
    <div className="stack stack--lg">
      <dl className="facts plan-card__facts">
        <div>
          <dt>Plan in force</dt>
          <dd>{access.plan === 'unknown' ? 'Not known yet' : PLAN_LABELS[access.plan]}</dd>
        </div>
        <div>
          <dt>How VinDesk knows</dt>
          <dd>
            {SOURCE_WORDS[access.source]}
            {access.learnedFrom && <span className="plan-card__learned">{access.learnedFrom}</span>}
          </dd>
        </div>
      </dl>
      {access.usage && <UsageMeter usage={access.usage} />}
    </div>
  );
}

/** A date-only ISO string names a calendar day: show that day, whatever this computer's time zone. */
function formatResetDay(iso: string): string | null {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return null;
  const dateOnly = /^\d{4}-\d{2}-\d{2}$/.test(iso);
  return date.toLocaleDateString('en-US', {
    month: 'long',
    day: 'numeric',
    year: 'numeric',
    ...(dateOnly ? { timeZone: 'UTC' } : {}),
  });
}

function usageWords(usage: PlanUsage): string {
  return `${formatCount(usage.used)} of ${formatCount(usage.limit)} calls used this month`;
}

function UsageMeter({ usage }: { usage: PlanUsage }) {
  const labelId = useId();
  const resets = usage.resetsAt ? formatResetDay(usage.resetsAt) : null;
  const left = Math.max(0, usage.limit - usage.used);
  return (
    <div className="stack plan-usage">
      <p id={labelId} className="plan-usage__label">
        {usageWords(usage)}
      </p>
      {/* Warn in the last fifth, and in red once the hard cap is reached. */}
      <meter
        aria-labelledby={labelId}
        min={0}
        max={usage.limit}
        value={Math.min(usage.used, usage.limit)}
        low={usage.limit * 0.8}
        high={usage.limit * 0.95}
        optimum={0}
      />
      <p className="muted">
        {left === 0
          ? 'The allowance is used up: the service refuses calls until it resets.'
          : `${formatCount(left)} ${left === 1 ? 'call' : 'calls'} left.`}
        {resets ? ` It resets on ${resets}.` : ''}
      </p>
    </div>
  );
}
