import type { AppInfo } from '../../../shared/ipc/app-channels';
import { PLAN_LABELS } from '../../../shared/plan/plan-access';
import { DIALECT_LABELS } from '../../../shared/service/dialect';
import { Card } from '../../ui/card';

export function AboutCard({ info }: { info: AppInfo }) {
  return (
    <Card title="About VinDesk">
      <dl className="facts">
        <div>
          <dt>Version</dt>
          <dd>{info.version}</dd>
        </div>
        <div>
          <dt>Data</dt>
          <dd>{info.mode === 'demo' ? 'Demo (sandbox)' : 'Live service'}</dd>
        </div>
        <div>
          <dt>Service dialect</dt>
          <dd>{DIALECT_LABELS[info.dialect] ?? 'Not known yet'}</dd>
        </div>
        <div>
          <dt>Plan in force</dt>
          <dd>{info.plan === 'unknown' ? 'Not set' : PLAN_LABELS[info.plan]}</dd>
        </div>
        <div>
          <dt>Platform</dt>
          <dd>{info.platform}</dd>
        </div>
      </dl>
    </Card>
  );
}
