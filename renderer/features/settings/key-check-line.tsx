import type { KeyCheck } from '../../../shared/ipc/app-channels';
import { PLAN_LABELS } from '../../../shared/plan/plan-access';
import { AlertIcon, CheckIcon, WarningIcon } from '../../ui/icons';

interface CheckWords {
  tone: 'ok' | 'error' | 'warn';
  title: string;
  detail: string;
}

/** What the one call made with a newly saved key proved, in plain words. */
function describeKeyCheck(check: KeyCheck): CheckWords {
  switch (check.result) {
    case 'works':
      return {
        tone: 'ok',
        title: check.plan ? `Key works — ${PLAN_LABELS[check.plan]} plan` : 'Key works',
        detail: 'The service answered with this key.',
      };
    case 'refused':
      return {
        tone: 'error',
        title: 'Key refused',
        detail: 'The service did not accept this key. Check it in your account and paste it again.',
      };
    default:
      return {
        tone: 'warn',
        title: 'Could not reach the service',
        detail: 'The key is saved but not checked yet. Check the service address below and your connection.',
      };
  }
}

export function KeyCheckLine({ check }: { check: KeyCheck }) {
  const words = describeKeyCheck(check);
  const icon = words.tone === 'ok' ? <CheckIcon /> : words.tone === 'error' ? <AlertIcon /> : <WarningIcon />;
  return (
    <div className={`status-line key-check key-check--${words.tone}`} role="status" aria-live="polite">
      <div className={`status-line__icon status-line__icon--${words.tone}`}>{icon}</div>
      <div>
        <p className="status-line__title">{words.title}</p>
        <p className="muted">{words.detail}</p>
      </div>
    </div>
  );
}
