import { useRef, useState, type FormEvent } from 'react';
import type { KeychainStatus } from '../../../shared/ipc/app-channels';
import { appErrorOf } from '../../api/app-error-of';
import { fieldErrorsOf, issuesAllInline } from './field-errors';
import { useSetKey } from './use-settings-mutations';

/**
 * The key as typed and saving it through main. The typed key lives only in this state: it is
 * cleared on success, and neither the mutation nor its error keeps it.
 */
export function useApiKeyForm(status: KeychainStatus) {
  const setKey = useSetKey();
  const inputRef = useRef<HTMLInputElement>(null);
  const [key, setKeyText] = useState('');
  const [visible, setVisible] = useState(false);
  const [sessionOnly, setSessionOnly] = useState(!status.keychainAvailable || status.store === 'session-memory');
  const [localError, setLocalError] = useState<string | undefined>();

  // Kept here, not in the mutation: a failed mutation would hold the key in its variables.
  const [setError, setSetError] = useState<ReturnType<typeof appErrorOf> | null>(null);

  function submit(event: FormEvent) {
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
        onSuccess: () => {
          setKeyText('');
          setVisible(false);
          // Drop the finished mutation, whose variables hold the key; its result lives on in the keychain query.
          setKey.reset();
          // No notice here: the key card's status block says what VinDesk shows now, in one place.
        },
        onError: (error) => {
          setSetError(appErrorOf(error));
          setKey.reset();
          inputRef.current?.focus();
        },
      },
    );
  }

  function type(value: string) {
    setKeyText(value);
    setLocalError(undefined);
    setSetError(null);
  }

  return {
    inputRef,
    key,
    type,
    visible,
    toggleVisible: () => setVisible((v) => !v),
    sessionOnly,
    setSessionOnly,
    submit,
    saving: setKey.isPending,
    keyError: localError ?? fieldErrorsOf(setError).key,
    /** A refusal that is not about the key or the store field, so it needs a panel of its own. */
    panelError: setError && !issuesAllInline(setError, ['key', 'store']) ? setError : null,
  };
}
