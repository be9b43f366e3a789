import type { ReactNode } from 'react';
import { PLAN_LABELS, planTier, type Plan, type PlanSetting } from '../../shared/plan/plan-access';
import { Badge } from './badge';

interface FeaturePreviewProps {
  icon: ReactNode;
  title: string;
  children: ReactNode;
  currentPlan?: PlanSetting | undefined;
  /**
   * The cheapest plan that includes the feature's endpoint, as main's plan.access answers it
   * (the plan tables differ between the spec and auto.dev, and only main knows which it speaks).
   * No badge until main has answered.
   */
  needed?: Plan | undefined;
}

/** A section of a screen described before it has data: what it shows and whether the user's plan includes it. */
export function FeaturePreview({ icon, title, children, currentPlan, needed }: FeaturePreviewProps) {
  return (
    <article className="card preview-card">
      <div className="preview-card__head">
        <h3 className="preview-card__title">
          {icon}
          {title}
        </h3>
        {needed && <PlanBadge currentPlan={currentPlan} needed={needed} />}
      </div>
      <p className="preview-card__text">{children}</p>
    </article>
  );
}

function PlanBadge({ currentPlan, needed }: { currentPlan?: PlanSetting | undefined; needed: Plan }) {
  if (!currentPlan || currentPlan === 'unknown') return <Badge>{PLAN_LABELS[needed]}+</Badge>;
  if (planTier(currentPlan) >= planTier(needed)) {
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
