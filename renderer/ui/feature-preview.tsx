import type { ReactNode } from 'react';
import { minimumPlan, PLAN_LABELS, planIncludes, type Endpoint, type PlanSetting } from '../../shared/plan/plan-access';
import type { Dialect } from '../../shared/service/dialect';
import { Badge } from './badge';

interface FeaturePreviewProps {
  icon: ReactNode;
  title: string;
  children: ReactNode;
  /** The service endpoint behind the feature, so the card can say which plan includes it. */
  endpoint?: Endpoint;
  currentPlan?: PlanSetting | undefined;
  /** The plan table differs between the spec and auto.dev. */
  dialect?: Dialect | undefined;
}

/** A section of a screen described before it has data: what it shows and whether the user's plan includes it. */
export function FeaturePreview({
  icon,
  title,
  children,
  endpoint,
  currentPlan,
  dialect = 'spec',
}: FeaturePreviewProps) {
  return (
    <article className="card preview-card">
      <div className="preview-card__head">
        <h3 className="preview-card__title">
          {icon}
          {title}
        </h3>
        {endpoint && <PlanBadge endpoint={endpoint} currentPlan={currentPlan} dialect={dialect} />}
      </div>
      <p className="preview-card__text">{children}</p>
    </article>
  );
}

function PlanBadge({
  endpoint,
  currentPlan,
  dialect,
}: {
  endpoint: Endpoint;
  currentPlan?: PlanSetting | undefined;
  dialect: Dialect;
}) {
  const needed = minimumPlan(endpoint, dialect);
  if (!currentPlan || currentPlan === 'unknown') return <Badge>{PLAN_LABELS[needed]}+</Badge>;
  if (planIncludes(currentPlan, endpoint, dialect)) {
    return (
      <Badge tone="success" description="Included in your plan">
        Included
      </Badge>
    );
  }
  return (
    <Badge tone="demo" description={`Needs the ${PLAN_LABELS[needed]} plan`}>
      {PLAN_LABELS[needed]} plan
    </Badge>
  );
}
