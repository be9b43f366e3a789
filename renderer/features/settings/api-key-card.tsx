import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { KeychainStatus } from '../../../shared/ipc/app-channels';
import { appErrorOf } from '../../api/app-error-of';
import { appQueries } from '../../api/app-queries';
import { Button } from '../../ui/button';
import { Card } from '../../ui/card';
import { ErrorPanel } from '../../ui/error-panel';
import { KeyEntryFields } from './key-entry-fields';
import { KeyStatusLine } from './key-status-line';
import { KeychainUnavailableCallout } from './keychain-unavailable-callout';
import { RemoveKeyControls } from './remove-key-controls';
import { useApiKeyForm } from './use-api-key-form';
import { useClearKey } from './use-settings-mutations';

/**
 * Entering, replacing and removing the API key. The key goes from this input
 * straight to main and is never read back: the field is cleared on success, and
 * the status shows at most the last four characters main reports.
 */
export function ApiKeyCard({ status }: { status: KeychainStatus }) {
  const form = useApiKeyForm(status);
  const clearKey = useClearKey();
  const [confirmingClear, setConfirmingClear] = useState(false);
  const canClear = status.hasKey && status.source !== 'env';
  // The latest answer's connection state, for a key saved before this session (no check to go on).
  const connection = useQuery(appQueries.info()).data?.connection;

  return (
    <Card title="API key" description="Your key for the Vehicle Data Service. Without one, VinDesk runs on demo data.">
      <form className="stack stack--lg" onSubmit={form.submit} noValidate>
        <KeyStatusLine status={status} connection={connection} />
        {!status.keychainAvailable && <KeychainUnavailableCallout problem={status.problem} />}
        <KeyEntryFields
          inputRef={form.inputRef}
          hasKey={status.hasKey}
          keychainAvailable={status.keychainAvailable}
          value={form.key}
          onType={form.type}
          error={form.keyError}
          visible={form.visible}
          onToggleVisible={form.toggleVisible}
          sessionOnly={form.sessionOnly}
          onSessionOnlyChange={form.setSessionOnly}
        />
        {form.panelError && <ErrorPanel error={form.panelError} title="The key was not saved" />}
        {clearKey.error && <ErrorPanel error={appErrorOf(clearKey.error)} title="The key was not removed" />}
        <div className="row row--between">
          <div className="row">
            {canClear && (
              <RemoveKeyControls
                clearKey={clearKey}
                confirming={confirmingClear}
                onConfirmingChange={setConfirmingClear}
              />
            )}
          </div>
          <Button type="submit" variant="primary" busy={form.saving}>
            {status.hasKey ? 'Replace key' : 'Save key'}
          </Button>
        </div>
      </form>
    </Card>
  );
}
