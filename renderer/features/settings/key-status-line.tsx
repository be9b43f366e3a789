import { useQuery } from '@tanstack/react-query';
import type { ConnectionState, KeychainStatus } from '../../../shared/ipc/app-channels';
import { appQueries } from '../../api/app-queries';
import { AlertIcon, CheckIcon, KeyIcon, WarningIcon } from '../../ui/icons';
import { describeKeyStatus, keyStatusState } from './describe-key-status';

const ICONS = { ok: CheckIcon, warn: WarningIcon, error: AlertIcon, none: KeyIcon } as const;

/**
 * The one place that says what VinDesk shows now (live data, answers saved on this computer
 * and from when, or demo data) and why. It is a live region, so a save is announced here
 * rather than by a separate notice that would repeat it.
 */
export function KeyStatusLine({ status, connection }: { status: KeychainStatus; connection?: ConnectionState }) {
  const offline = keyStatusState(status, connection) === 'unreachable';
  // Asked only offline, where it decides the words; afresh for each check and each answer.
  const when = `${status.check?.result ?? ''}|${connection?.state ?? ''}|${connection?.at ?? ''}`;
  const saved = useQuery({ ...appQueries.savedAnswers(when), enabled: offline });
  const words = describeKeyStatus(status, connection, offline ? saved.data : undefined);
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
