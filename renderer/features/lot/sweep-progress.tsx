import type { SweepStatus } from '../../../shared/ipc/sweep-channels';
import { Button } from '../../ui/button';
import { formatCount } from '../../ui/format-money';
import { sweepPauseLine } from './sweep-cost-words';
import type { SweepActions } from './use-sweep-actions';

function eta(seconds: number | null): string {
  if (seconds === null) return '';
  return seconds < 60 ? ` · about ${seconds} s left` : ` · about ${Math.ceil(seconds / 60)} min left`;
}

function stateWords(sweep: SweepStatus): string {
  switch (sweep.state) {
    case 'paused':
      return ' · paused';
    case 'cancelled':
      return ' · canceled';
    case 'done':
      return ' · done';
    case 'running':
      return eta(sweep.etaSeconds);
  }
}

interface SweepProgressProps {
  sweep: SweepStatus;
  actions: Pick<SweepActions, 'pause' | 'resume' | 'cancel'>;
}

/** How far the sweep is, with the controls its state allows. */
export function SweepProgress({ sweep, actions: { pause, resume, cancel } }: SweepProgressProps) {
  const active = sweep.state === 'running' || sweep.state === 'paused';
  return (
    <div className="sweep-progress">
      <progress max={sweep.total} value={sweep.checked} aria-label="Sweep progress" />
      <span role="status">
        {formatCount(sweep.checked)} of {formatCount(sweep.total)} checked
        {stateWords(sweep)}
      </span>
      {sweep.state === 'paused' && sweep.pausedFor && (
        <p className="sweep-progress__why" data-testid="sweep-paused-for">
          {sweepPauseLine(sweep.pausedFor)}
        </p>
      )}
      {sweep.state === 'running' && (
        <Button size="sm" busy={pause.isPending} onClick={() => pause.mutate()}>
          Pause
        </Button>
      )}
      {sweep.state === 'paused' && (
        <Button size="sm" busy={resume.isPending} onClick={() => resume.mutate()}>
          Resume
        </Button>
      )}
      {active && (
        <Button size="sm" variant="danger" busy={cancel.isPending} onClick={() => cancel.mutate()}>
          Cancel
        </Button>
      )}
    </div>
  );
}
