import type { ConnectionState, KeychainStatus } from '../../../shared/ipc/app-channels';
import { AlertIcon, CheckIcon, KeyIcon, WarningIcon } from '../../ui/icons';
import { describeKeyStatus } from './describe-key-status';

const ICONS = { ok: CheckIcon, warn: WarningIcon, error: AlertIcon, none: KeyIcon } as const;

/**
 * The one place that says what VinDesk shows now (live data, answers saved earlier, or demo
 * data) and why. It is a live region, so a save is announced here rather than by a separate
 * notice that would repeat it.
 */
export function KeyStatusLine({ status, connection }: { status: KeychainStatus; connection?: ConnectionState }) {
  const words = describeKeyStatus(status, connection);
  const Icon = ICONS[words.tone];
  return (
    <div className={`status-line key-status key-status--${words.tone}`} role="status" aria-live="polite">
      <div className={`status-line__icon status-line__icon--${words.tone}`}>
        <Icon />
      </div>
      <div>
        <p className="status-line__title">{words.title}</p>
        <p className="muted">{words.detail}</p>
        {words.kept && <p className="muted">{words.kept}</p>}
      </div>
    </div>
  );
}
