import { useId, useRef, useState, type FormEvent } from 'react';
import { isUsStateCode } from '../../../shared/domain/us-states';
import { useUiStore } from '../../stores/ui-store';
import { CommandBarFooter } from './command-bar-footer';
import { entryHint } from './entry-hint';
import { EntryRules } from './entry-rules';
import { LookupInput } from './lookup-input';
import { LookupMessages } from './lookup-messages';
import { OpenVinAction } from './open-vin-action';
import { parseLookup } from './parse-lookup';
import { PlateStatePicker } from './plate-state-picker';
import { RecentLookups } from './recent-lookups';
import { submitErrorOf, type SubmitError } from './submit-error';
import { useOpenLookup } from './use-open-lookup';
import { useVinPrefetch } from './use-vin-prefetch';

/** The bar's form: reads the entry as it is typed, and on Enter opens it or says why it cannot. */
export function CommandBarForm({ onDone }: { onDone: () => void }) {
  const inputId = useId();
  const errorId = useId();
  const hintId = useId();
  const recent = useUiStore((state) => state.recentLookups);
  const clearRecent = useUiStore((state) => state.clearRecentLookups);
  const lastState = useUiStore((state) => state.lastPlateState);

  const inputRef = useRef<HTMLInputElement>(null);
  const { prefetched, prefetchWhenComplete } = useVinPrefetch();
  const go = useOpenLookup(prefetched, onDone);
  const stateRef = useRef<HTMLSelectElement>(null);
  const [text, setText] = useState('');
  const [plateState, setPlateState] = useState(lastState);
  const [error, setError] = useState<SubmitError | null>(null);
  const [stateError, setStateError] = useState<string | undefined>();

  const guess = parseLookup(text);
  const hint = error ? null : entryHint(guess);

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const refused = submitErrorOf(guess);
    if (guess.kind === 'empty' || refused) {
      if (refused) setError(refused);
      inputRef.current?.focus();
      return;
    }
    if (guess.kind === 'vin') {
      go({ kind: 'vin', vin: guess.vin, at: Date.now() });
      return;
    }
    if (guess.kind === 'plate') {
      if (!isUsStateCode(plateState)) {
        setStateError('Choose the state that issued the plate.');
        stateRef.current?.focus();
        return;
      }
      go({ kind: 'plate', plate: guess.plate, state: plateState, at: Date.now() });
    }
  }

  return (
    <form className="command-bar__form" onSubmit={onSubmit} noValidate>
      <LookupInput
        ref={inputRef}
        id={inputId}
        value={text}
        guess={guess}
        invalid={error !== null}
        describedBy={error ? errorId : hint ? hintId : undefined}
        onChange={(event) => {
          setText(event.target.value);
          setError(null);
          prefetchWhenComplete(event.target.value);
        }}
      />

      <div className="command-bar__body">
        <LookupMessages guess={guess} hint={hint} hintId={hintId} error={error} errorId={errorId} />

        {!error && guess.kind === 'vin' && guess.problem === null && (
          <OpenVinAction checkDigitOk={guess.checkDigitOk} />
        )}

        {guess.kind === 'plate' && (
          <PlateStatePicker
            ref={stateRef}
            value={plateState}
            error={stateError}
            onChange={(event) => {
              setPlateState(event.target.value);
              setStateError(undefined);
            }}
          />
        )}

        {guess.kind === 'empty' && (
          <>
            <RecentLookups items={recent} onPick={go} onClear={clearRecent} />
            <EntryRules />
          </>
        )}
      </div>

      <CommandBarFooter />
    </form>
  );
}
