import { useId } from 'react';
import type { AppError, AppErrorKind } from '../../shared/ipc/app-error';
import { hrefs } from '../stores/routes';
import { Button } from './button';
import { wordsFor, type ErrorContext } from './error-context';
import { AlertIcon } from './icons';
import { PlanLock } from './plan-lock';
import { spendMessage } from './spend-words';

const TITLES: Readonly<Record<AppErrorKind, string>> = {
  'invalid-input': 'Check what you entered',
  'not-found': 'Nothing found',
  unauthorized: 'The service refused the API key',
  'plan-required': 'Not included in your plan',
  'rate-limited': 'Too many requests for now',
  unavailable: 'The service is unavailable',
  network: 'Can’t reach the service',
  certificate: 'The service’s certificate is not trusted',
  dns: 'The service’s address was not found',
  offline: 'This computer is offline',
  timeout: 'The service took too long to answer',
  'bad-response': 'The service sent an answer VinDesk could not read',
  cancelled: 'Canceled',
  keychain: 'The system keychain had a problem',
  'over-budget': 'This lookup would go over your budget',
  'spend-held': 'Not loaded yet: this lookup has a fee',
  internal: 'Something went wrong',
};

/**
 * What to do, for failures whose cause is on this computer or in its settings. Main's
 * message says what happened; these say it in the same words wherever the error shows.
 */
const ADVICE: Partial<Readonly<Record<AppErrorKind, string>>> = {
  certificate:
    'The service’s security certificate could not be trusted. Check the address in Settings, or your network’s security software.',
  dns: 'The service’s address could not be found. Check the address in Settings and your internet connection.',
  offline: 'This computer is offline. Connect to the internet and try again.',
  'over-budget':
    'Saved answers still show. Raise or remove the budget in Settings, under Spending, to look up more today.',
};

interface ErrorPanelProps {
  error: AppError;
  /** What was being done, for the heading: "Loading recalls". Defaults to a title by error kind. */
  title?: string;
  onRetry?: () => void;
  /** The feature name shown when a plan-required error turns into a plan lock. */
  feature?: string;
  /** The screen it shows on, so the words fit it (no talk of search filters on Finance). */
  context?: ErrorContext;
}

/** An AppError in words: what happened, what to do, and the technical details folded away for support. */
export function ErrorPanel({ error, title, onRetry, feature, context }: ErrorPanelProps) {
  const headingId = useId();
  if (error.kind === 'plan-required' && error.planRequired) {
    return (
      <PlanLock
        feature={feature}
        plan={error.planRequired}
        currentPlan={error.currentPlan}
        upgradeUrl={error.upgradeUrl}
      />
    );
  }
  const words = wordsFor(error, context);
  // A budget names itself and its figures; main's own sentence stays for the details.
  const message = spendMessage(error) ?? words.message;
  const advice = ADVICE[error.kind];
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
  if (message !== words.message) details.push(['Message', error.message]);
  return (
    <section className="error-panel" role="alert" aria-labelledby={headingId}>
      <div className="error-panel__head">
        <div className="error-panel__icon">
          <AlertIcon />
        </div>
        <div className="stack" style={{ gap: 'var(--space-1)' }}>
          <h3 id={headingId}>{title ?? TITLES[error.kind]}</h3>
          <p>{message}</p>
          {advice && advice !== message && <p className="error-panel__suggestion">{advice}</p>}
          {!advice && (words.suggestion ?? retryHint) && (
            <p className="error-panel__suggestion">{words.suggestion ?? retryHint}</p>
          )}
          {/* A refused key is fixed in one place: take the user there. */}
          {error.kind === 'unauthorized' && (
            <p>
              {title ? `${TITLES.unauthorized}. ` : ''}
              <a href={hrefs.settings()}>Check the API key in Settings</a>
            </p>
          )}
          {error.kind === 'over-budget' && (
            <p>
              <a href={hrefs.settings()}>Change the budget in Settings</a>
            </p>
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
