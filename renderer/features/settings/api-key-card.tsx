import { useRef, useState, type FormEvent } from 'react';
import type { KeychainStatus } from '../../../shared/ipc/app-channels';
import { appErrorOf } from '../../api/app-error-of';
import { useNoticeStore } from '../../stores/notice-store';
import { Button } from '../../ui/button';
import { Callout } from '../../ui/callout';
import { Card } from '../../ui/card';
import { ErrorPanel } from '../../ui/error-panel';
import { EyeIcon, EyeOffIcon } from '../../ui/icons';
import { TextField } from '../../ui/text-field';
import { fieldErrorsOf, issuesAllInline } from './field-errors';
import { KeyCheckLine } from './key-check-line';
import { KeyStatusLine } from './key-status-line';
import { useClearKey, useSetKey } from './use-settings-mutations';

/**
 * Entering, replacing and removing the API key. The key goes from this input
 * straight to main and is never read back: the field is cleared on success, and
 * the status shows at most the last four characters main reports.
 */
export function ApiKeyCard({ status }: { status: KeychainStatus }) {
  const pushNotice = useNoticeStore((state) => state.push);
  const setKey = useSetKey();
  const clearKey = useClearKey();
  const inputRef = useRef<HTMLInputElement>(null);
  const [key, setKeyText] = useState('');
  const [visible, setVisible] = useState(false);
  const [sessionOnly, setSessionOnly] = useState(!status.keychainAvailable || status.store === 'session-memory');
  const [localError, setLocalError] = useState<string | undefined>();
  const [confirmingClear, setConfirmingClear] = useState(false);

  // Kept here, not in the mutation: a failed mutation would hold the key in its variables.
  const [setError, setSetError] = useState<ReturnType<typeof appErrorOf> | null>(null);
  const keyError = localError ?? fieldErrorsOf(setError).key;
  const showPanel = setError && !issuesAllInline(setError, ['key', 'store']);

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (key.trim() === '') {
      setLocalError('Enter the API key from your Vehicle Data Service account.');
      inputRef.current?.focus();
      return;
    }
    setSetError(null);
    setKey.mutate(
      { key, store: sessionOnly ? 'session-memory' : 'os-keychain' },
      {
        onSuccess: (next) => {
          setKeyText('');
          setVisible(false);
          // Drop the finished mutation, whose variables hold the key; its result lives on in the keychain query.
          setKey.reset();
          pushNotice({
            id: 'key-saved',
            tone: 'success',
            title: 'API key saved',
            message:
              next.store === 'session-memory' || sessionOnly
                ? 'VinDesk will use it until you quit.'
                : 'It is stored in your system keychain.',
          });
        },
        onError: (error) => {
          setSetError(appErrorOf(error));
          setKey.reset();
          inputRef.current?.focus();
        },
      },
    );
  }

  function onClear() {
    clearKey.mutate(undefined, {
      onSuccess: () => {
        setConfirmingClear(false);
        pushNotice({
          id: 'key-cleared',
          tone: 'info',
          title: 'API key removed',
          message: 'VinDesk is back on demo data.',
        });
      },
    });
  }

  const canClear = status.hasKey && status.source !== 'env';
  // What main proved with one call when the key was saved; gone once the key is removed.
  const check = status.hasKey ? status.check : undefined;

  return (
    <Card title="API key" description="Your key for the Vehicle Data Service. Without one, VinDesk runs on demo data.">
      <form className="stack stack--lg" onSubmit={onSubmit} noValidate>
        <KeyStatusLine status={status} />
        {check && <KeyCheckLine check={check} />}

        {!status.keychainAvailable && (
          <Callout tone="warning" title="The system keychain can’t be used right now">
            <p>
              {status.problem ??
                'VinDesk could not reach your operating system’s keychain, so it cannot keep the key safely between sessions.'}
            </p>
            <p>
              You can still use VinDesk: keep the key in memory for this session only. You will be asked for it again
              after restarting.
            </p>
          </Callout>
        )}

        <div className="stack">
          <TextField
            ref={inputRef}
            label={status.hasKey ? 'Replace the key' : 'API key'}
            type={visible ? 'text' : 'password'}
            mono
            value={key}
            autoComplete="off"
            spellCheck={false}
            autoCapitalize="off"
            placeholder={status.hasKey ? 'Paste a new key' : 'Paste your key'}
            hint="Find it in your Vehicle Data Service account under API keys."
            error={keyError}
            onChange={(event) => {
              setKeyText(event.target.value);
              setLocalError(undefined);
              setSetError(null);
            }}
            trailing={
              <Button
                variant="ghost"
                size="sm"
                icon={visible ? <EyeOffIcon size={16} /> : <EyeIcon size={16} />}
                aria-pressed={visible}
                aria-label={visible ? 'Hide key' : 'Show key'}
                onClick={() => setVisible((v) => !v)}
              >
                {visible ? 'Hide' : 'Show'}
              </Button>
            }
          />
          <label className="check">
            <input type="checkbox" checked={sessionOnly} onChange={(event) => setSessionOnly(event.target.checked)} />
            <span>
              Keep the key for this session only
              <span className="field__hint" style={{ display: 'block' }}>
                {status.keychainAvailable
                  ? 'Useful on a shared computer: the key is forgotten when VinDesk quits.'
                  : 'Recommended while the keychain is unavailable.'}
              </span>
            </span>
          </label>
        </div>

        {showPanel && setError && <ErrorPanel error={setError} title="The key was not saved" />}
        {clearKey.error && <ErrorPanel error={appErrorOf(clearKey.error)} title="The key was not removed" />}

        <div className="row row--between">
          <div className="row">
            {canClear && !confirmingClear && (
              <Button variant="danger" onClick={() => setConfirmingClear(true)}>
                Remove key
              </Button>
            )}
            {canClear && confirmingClear && (
              <>
                <span className="muted">Remove the key from VinDesk?</span>
                <Button variant="danger" busy={clearKey.isPending} onClick={onClear}>
                  Yes, remove
                </Button>
                <Button variant="ghost" onClick={() => setConfirmingClear(false)}>
                  Keep it
                </Button>
              </>
            )}
          </div>
          <Button type="submit" variant="primary" busy={setKey.isPending}>
            {status.hasKey ? 'Replace key' : 'Save key'}
          </Button>
        </div>
      </form>
    </Card>
  );
}
