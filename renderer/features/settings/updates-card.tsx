import type { UpdateStatus } from '../../../shared/ipc/update-channels';
import { appErrorOf } from '../../api/app-error-of';
import { Button } from '../../ui/button';
import { Card } from '../../ui/card';
import { ErrorPanel } from '../../ui/error-panel';
import { Skeleton } from '../../ui/skeleton';
import { offWords, VERIFICATION_WORDS } from './update-words';
import { useRestartToUpdate, useUpdateAction, useUpdateStatus } from './use-updates';

const DESCRIPTION = 'New versions of VinDesk from your company’s update server.';

/**
 * What main found on the update server the build names, and the two steps the person
 * takes: download, then restart (issue 37). The window never names the server.
 */
export function UpdatesCard() {
  const status = useUpdateStatus();
  const check = useUpdateAction('updates.check');
  const download = useUpdateAction('updates.download');
  const restart = useRestartToUpdate();
  const failure = status.error ?? check.error ?? download.error ?? restart.error;

  return (
    <Card title="Updates" description={DESCRIPTION}>
      <div className="stack">
        {status.data ? (
          <UpdateState
            status={status.data}
            checking={check.isPending}
            onCheck={() => check.mutate()}
            onDownload={() => download.mutate()}
            restarting={restart.isPending || restart.data?.restarting === true}
            onRestart={() => restart.mutate()}
          />
        ) : (
          !status.error && <Skeleton height={48} />
        )}
        {failure && <ErrorPanel error={appErrorOf(failure)} title="Updates are not available right now" />}
      </div>
    </Card>
  );
}

interface StateProps {
  status: UpdateStatus;
  checking: boolean;
  onCheck: () => void;
  onDownload: () => void;
  restarting: boolean;
  onRestart: () => void;
}

function UpdateState({ status, checking, onCheck, onDownload, restarting, onRestart }: StateProps) {
  if (status.state === 'off') return <p>{offWords(status)}</p>;
  const checkButton = (label: string) => (
    <Button busy={checking || status.state === 'checking'} onClick={onCheck}>
      {label}
    </Button>
  );
  return (
    <>
      {status.state === 'idle' && <p>VinDesk looks for a new version when it starts and every 6 hours.</p>}
      {status.state === 'checking' && <p role="status">Looking for a new version…</p>}
      {status.state === 'up-to-date' && (
        <p role="status">
          VinDesk is up to date (version {status.version}). Last checked{' '}
          {new Date(status.checkedAt).toLocaleTimeString([], { hour: 'numeric', minute: '2-digit' })}.
        </p>
      )}
      {status.state === 'available' && <p role="status">Version {status.version} is ready to download.</p>}
      {status.state === 'downloading' && (
        <>
          <p role="status">
            Downloading version {status.version}… {status.percent}%
          </p>
          <progress max={100} value={status.percent} aria-label="Update download" />
        </>
      )}
      {status.state === 'downloaded' && (
        <p role="status">
          Version {status.version} is downloaded and checked. Restart VinDesk to finish updating; your work is saved.
        </p>
      )}
      {status.state === 'error' && <p role="alert">{status.message}</p>}

      <p className="muted">{VERIFICATION_WORDS[status.verification]}</p>
      <p className="muted">Update server: {status.feedHost}</p>

      <div className="row row--end">
        {(status.state === 'idle' || status.state === 'checking') && checkButton('Check for updates')}
        {(status.state === 'up-to-date' || status.state === 'error') && checkButton('Check again')}
        {status.state === 'available' && (
          <Button variant="primary" onClick={onDownload}>
            Download version {status.version}
          </Button>
        )}
        {status.state === 'downloaded' && (
          <Button variant="primary" busy={restarting} onClick={onRestart}>
            Restart and update
          </Button>
        )}
      </div>
    </>
  );
}
