import type { KeychainStatus } from '../../../shared/ipc/app-channels';
import { CheckIcon, KeyIcon, WarningIcon } from '../../ui/icons';
import { describeKeyStatus } from './describe-key-status';

export function KeyStatusLine({ status }: { status: KeychainStatus }) {
  const words = describeKeyStatus(status);
  const icon = words.tone === 'ok' ? <CheckIcon /> : words.tone === 'warn' ? <WarningIcon /> : <KeyIcon />;
  return (
    <div className="status-line" role="status" aria-live="polite">
      <div className={`status-line__icon status-line__icon--${words.tone}`}>{icon}</div>
      <div>
        <p className="status-line__title">{words.title}</p>
        <p className="muted">{words.detail}</p>
      </div>
    </div>
  );
}
