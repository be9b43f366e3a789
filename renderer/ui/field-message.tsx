import { AlertIcon } from './icons';

/** The hint and error lines under a control; ids are passed in so the control can point at them. */
export function FieldMessages({
  hint,
  hintId,
  error,
  errorId,
}: {
  hint?: string | undefined;
  hintId: string;
  error?: string | undefined;
  errorId: string;
}) {
  return (
    <>
      {hint && (
        <p id={hintId} className="field__hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="field__error">
          <AlertIcon size={14} />
          <span>{error}</span>
        </p>
      )}
    </>
  );
}

export function describedBy(hint: unknown, hintId: string, error: unknown, errorId: string): string | undefined {
  const ids = [error ? errorId : null, hint ? hintId : null].filter((id): id is string => id !== null);
  return ids.length > 0 ? ids.join(' ') : undefined;
}
