import { Callout } from '../../ui/callout';
import type { EntryHint } from './entry-hint';
import { MarkedVin } from './marked-vin';
import type { LookupGuess } from './parse-lookup';
import type { SubmitError } from './submit-error';

interface LookupMessagesProps {
  guess: LookupGuess;
  hint: EntryHint | null;
  hintId: string;
  error: SubmitError | null;
  errorId: string;
}

/** What is wrong with the entry: as it is typed (the hint), and once Enter has refused it (the error). */
export function LookupMessages({ guess, hint, hintId, error, errorId }: LookupMessagesProps) {
  return (
    <>
      {/* Always mounted, so what breaks the rule is announced as it is typed; "keep typing" stays quiet. */}
      <div role="status" aria-live="polite" id={hint?.tone === 'danger' ? hintId : undefined}>
        {hint?.tone === 'danger' && (
          <Callout tone="danger" title={guess.kind === 'vin' ? 'Not a valid VIN yet' : 'Not a VIN or a plate'}>
            {guess.kind === 'vin' && <MarkedVin vin={guess.vin} />}
            {hint.lines.map((line) => (
              <p key={line}>{line}</p>
            ))}
          </Callout>
        )}
      </div>
      {hint?.tone === 'info' && (
        <p className="muted" id={hintId}>
          {hint.lines.join(' ')}
        </p>
      )}
      {error && (
        <div id={errorId}>
          <Callout tone="danger" role="alert" title={error.title}>
            {error.vin && <MarkedVin vin={error.vin} />}
            <p>{error.message}</p>
            {error.positions?.map((line) => (
              <p key={line}>{line}</p>
            ))}
            <p className="command-bar__rule">{error.rule}</p>
          </Callout>
        </div>
      )}
    </>
  );
}
