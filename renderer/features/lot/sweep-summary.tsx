import type { SweepStatus } from '../../../shared/ipc/sweep-channels';
import { formatCount } from '../../ui/format-money';

/** The sweep's counts in one sentence. */
export function SweepSummary({ sweep }: { sweep: SweepStatus }) {
  return (
    <p className="sweep-summary">
      <strong>{formatCount(sweep.summary.vehicles)} vehicles:</strong> {sweep.summary.parkIt} do-not-drive,{' '}
      {sweep.summary.parkOutside} park-outside, {sweep.summary.open} open
      {sweep.summary.errors > 0 ? `, ${sweep.summary.errors} not checked` : ''}
      {sweep.endpoint === 'recalls' ? ' (recalls on record; open status needs the Scale plan)' : ''}
    </p>
  );
}
