import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { appErrorOf } from '../api/app-error-of';
import type { ErrorContext } from './error-context';
import { ErrorPanel } from './error-panel';
import { PlanLock } from './plan-lock';
import { Skeleton } from './skeleton';
import type { EndpointGate } from '../api/use-endpoint-access';

interface PanelBodyProps<T> {
  /** The feature as a noun phrase, for locks and errors: "The build sheet". */
  feature: string;
  gate: EndpointGate;
  query: UseQueryResult<T>;
  /** Skeleton lines while loading. */
  lines?: number;
  /** The screen the panel is on, so an error's words fit it. */
  context?: ErrorContext;
  /** Shown instead of content while the panel waits for a click to load (load-on-click.tsx). */
  held?: ReactNode;
  children: (data: T) => ReactNode;
}

/** One panel's states: checking the plan, locked, waiting for a click, loading, failed (with retry), or its content. */
export function PanelBody<T>({ feature, gate, query, lines = 4, context, held, children }: PanelBodyProps<T>) {
  if (gate.state === 'locked')
    return <PlanLock feature={feature} plan={gate.plan} currentPlan={gate.currentPlan} upgradeUrl={gate.upgradeUrl} />;
  if (query.data !== undefined) return <>{children(query.data)}</>;
  if (held) return <>{held}</>;
  if (query.isError) {
    return (
      <ErrorPanel
        error={appErrorOf(query.error)}
        feature={feature}
        onRetry={() => void query.refetch()}
        {...(context ? { context } : {})}
      />
    );
  }
  return (
    <div className="stack" aria-busy="true">
      <span className="sr-only" role="status">
        Loading {feature.toLowerCase()}…
      </span>
      {Array.from({ length: lines }, (_, index) => (
        <Skeleton key={index} width={index % 2 === 0 ? '100%' : '70%'} />
      ))}
    </div>
  );
}
