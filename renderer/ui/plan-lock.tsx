import { PLAN_LABELS, type Plan, type PlanSetting } from '../../shared/plan/plan-access';
import { hrefs } from '../stores/routes';
import { LockIcon } from './icons';
import { SeePlansButton } from './see-plans-button';

interface PlanLockProps {
  /** What is locked, as a noun phrase: "Open recalls", "Plate lookup". Without it the heading is "Needs the … plan". */
  feature?: string | undefined;
  /** The cheapest plan that includes it. */
  plan: Plan;
  /** The plan in force, when known, so the panel can say what the user has. */
  currentPlan?: PlanSetting | undefined;
  /** Where the account owner can change plan (the service's plans page); shown as "See plans". */
  upgradeUrl?: string | undefined;
  /** Where the plan setting lives. */
  settingsHref?: string;
  headingLevel?: 2 | 3;
}

/** Shown instead of a feature the user's plan does not include: names the plan needed, never just "locked". */
export function PlanLock({
  feature,
  plan,
  currentPlan,
  upgradeUrl,
  settingsHref = hrefs.settings(),
  headingLevel = 3,
}: PlanLockProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const planName = PLAN_LABELS[plan];
  const known = currentPlan && currentPlan !== 'unknown' ? PLAN_LABELS[currentPlan] : null;
  return (
    <div className="plan-lock">
      <div className="plan-lock__icon">
        <LockIcon />
      </div>
      <div className="plan-lock__body">
        <Heading>{feature ? `${feature} needs the ${planName} plan` : `Needs the ${planName} plan`}</Heading>
        {known && <p className="plan-lock__current">Your plan: {known}</p>}
        <p className="muted">
          {known
            ? `Ask your account owner to move to ${planName} or higher to use this.`
            : `${feature ?? 'This'} is part of the ${planName} and higher plans of the Vehicle Data Service.`}
        </p>
        <p className="row">
          {upgradeUrl && <SeePlansButton url={upgradeUrl} />}
          <a href={settingsHref}>Already upgraded? Update your plan in Settings</a>
        </p>
      </div>
    </div>
  );
}
