import { PLAN_LABELS, type Plan, type PlanSetting } from '../../shared/plan/plan-access';
import { LockIcon } from './icons';

interface PlanLockProps {
  /** What is locked, as a noun phrase: "Open recalls", "Plate lookup". */
  feature: string;
  /** The cheapest plan that includes it. */
  plan: Plan;
  /** The plan in force, when known, so the panel can say what the user has. */
  currentPlan?: PlanSetting;
  /** Where the plan setting lives. */
  settingsHref?: string;
  headingLevel?: 2 | 3;
}

/** Shown instead of a feature the user's plan does not include: names the plan needed, never just "locked". */
export function PlanLock({ feature, plan, currentPlan, settingsHref = '#/settings', headingLevel = 3 }: PlanLockProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const planName = PLAN_LABELS[plan];
  return (
    <div className="plan-lock">
      <div className="plan-lock__icon">
        <LockIcon />
      </div>
      <div className="plan-lock__body">
        <Heading>
          {feature} needs the {planName} plan
        </Heading>
        <p className="muted">
          {currentPlan && currentPlan !== 'unknown'
            ? `Your plan is ${PLAN_LABELS[currentPlan]}. Ask your account owner to move to ${planName} or higher to use this.`
            : `${feature} is part of the ${planName} and higher plans of the Vehicle Data Service.`}
        </p>
        <p>
          <a href={settingsHref}>Already upgraded? Update your plan in Settings</a>
        </p>
      </div>
    </div>
  );
}
