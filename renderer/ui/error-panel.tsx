import { useId } from 'react';
import type { AppError, AppErrorKind } from '../../shared/ipc/app-error';
import { Button } from './button';
import { AlertIcon } from './icons';
import { PlanLock } from './plan-lock';

const TITLES: Readonly<Record<AppErrorKind, string>> = {
  'invalid-input': 'Check what you entered',
  'not-found': 'Nothing found',
  unauthorized: 'The service did not accept the API key',
  'plan-required': 'Not included in your plan',
  'rate-limited': 'Too many requests for now',
  unavailable: 'The service is unavailable',
  network: 'Can’t reach the service',
  timeout: 'The service took too long to answer',
  'bad-response': 'The service sent an answer VinDesk could not read',
  cancelled: 'Cancelled',
  keychain: 'The system keychain had a problem',
  internal: 'Something went wrong',
};

interface ErrorPanelProps {
  error: AppError;
  /** What was being done, for the heading: "Loading recalls". Defaults to a title by error kind. */
  title?: string;
  onRetry?: () => void;
  /** The feature name shown when a plan-required error turns into a plan lock. */
  feature?: string;
}

/** An AppError in words: what happened, what to do, and the technical details folded away for support. */
export function ErrorPanel({ error, title, onRetry, feature }: ErrorPanelProps) {
  const headingId = useId();
  if (error.kind === 'plan-required' && error.planRequired) {
    return <PlanLock feature={feature ?? 'This'} plan={error.planRequired} />;
  }
  const retryHint =
    error.kind === 'rate-limited' && error.retryAfter !== undefined
      ? `You can try again in ${Math.ceil(error.retryAfter)} s.`
      : undefined;
  const details: [string, string][] = [['Code', error.code]];
  if (error.status !== undefined) details.push(['HTTP status', String(error.status)]);
  if (error.requestId) details.push(['Request ID', error.requestId]);
  if (error.service?.code && error.service.code !== error.code) details.push(['Service code', error.service.code]);
  if (error.service?.message) details.push(['Service message', error.service.message]);
  if (error.service?.path) details.push(['Path', error.service.path]);
  return (
    <section className="error-panel" role="alert" aria-labelledby={headingId}>
      <div className="error-panel__head">
        <div className="error-panel__icon">
          <AlertIcon />
        </div>
        <div className="stack" style={{ gap: 'var(--space-1)' }}>
          <h3 id={headingId}>{title ?? TITLES[error.kind]}</h3>
          <p>{error.message}</p>
          {(error.suggestion ?? retryHint) && (
            <p className="error-panel__suggestion">{error.suggestion ?? retryHint}</p>
          )}
        </div>
      </div>
      {error.issues && error.issues.length > 0 && (
        <ul className="muted">
          {error.issues.map((issue) => (
            <li key={`${issue.path}:${issue.message}`}>
              {issue.path ? <code>{issue.path}</code> : null} {issue.message}
            </li>
          ))}
        </ul>
      )}
      <div className="row row--between">
        <details className="details">
          <summary>Technical details</summary>
          <dl className="details__list">
            {details.map(([term, value]) => (
              <div key={term} className="details__pair">
                <dt>{term}</dt>
                <dd>{value}</dd>
              </div>
            ))}
          </dl>
        </details>
        {onRetry && error.kind !== 'invalid-input' && (
          <Button variant="secondary" size="sm" onClick={onRetry}>
            Try again
          </Button>
        )}
      </div>
    </section>
  );
}
