import type { AppError } from '../../../shared/ipc/app-error';
import { Callout } from '../../ui/callout';
import { ErrorPanel } from '../../ui/error-panel';
import { issuesAllInline } from './field-errors';
import { SERVICE_FIELDS } from './service-fields';

interface ServiceSaveOutcomeProps {
  error: AppError | null;
  /** The refusal when the person said no to sending the key to a new address. */
  originCancelled: AppError | null;
  confirmedHosts: string[];
}

/** What the last save said beyond the fields' own messages: a cancelled address change, a refusal, a confirmed host. */
export function ServiceSaveOutcome({ error, originCancelled, confirmedHosts }: ServiceSaveOutcomeProps) {
  return (
    <>
      {originCancelled ? (
        <Callout tone="warning" role="alert" title="The service address was not changed">
          <p>{originCancelled.message.replace(/^The service address was not changed\.\s*/, '')}</p>
          <p>Nothing was saved; your changes are still in the form.</p>
        </Callout>
      ) : (
        error && !issuesAllInline(error, SERVICE_FIELDS) && <ErrorPanel error={error} title="Settings were not saved" />
      )}
      {confirmedHosts.length > 0 && (
        <Callout tone="info" role="status" title="Service address confirmed">
          <p>Your API key now goes to {confirmedHosts.join(' and ')}.</p>
        </Callout>
      )}
    </>
  );
}
