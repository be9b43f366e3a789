import type { AppInfo } from '../../shared/ipc/app-channels';
import { PLAN_LABELS } from '../../shared/plan/plan-access';
import { CommandBarTrigger } from '../features/command-bar/command-bar-trigger';
import { Badge } from '../ui/badge';
import { Skeleton } from '../ui/skeleton';
import { ConnectionBadge } from './connection-badge';
import { SandboxProgress } from './sandbox-progress';
import { TodaySpend } from './today-spend';

export function TopBar({ info }: { info: AppInfo | undefined }) {
  return (
    <header className="topbar">
      <CommandBarTrigger />
      <div className="topbar__spacer" />
      {info ? <ModeBadges info={info} /> : <Skeleton width={120} height={24} radius={999} />}
    </header>
  );
}

function ModeBadges({ info }: { info: AppInfo }) {
  const plan = info.plan === 'unknown' ? null : `${PLAN_LABELS[info.plan]} plan`;
  return (
    <div className="row">
      {info.mode === 'demo' && info.sandbox && <SandboxProgress sandbox={info.sandbox} />}
      {info.mode === 'demo' && info.sandbox?.state === 'failed' && (
        <Badge tone="danger" title={info.sandbox.detail}>
          Demo data unavailable
        </Badge>
      )}
      <TodaySpend info={info} />
      {plan && <Badge>{plan}</Badge>}
      <ConnectionBadge info={info} />
    </div>
  );
}
