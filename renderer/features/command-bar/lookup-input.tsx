import type { ChangeEvent, Ref } from 'react';
import { SearchIcon } from '../../ui/icons';
import type { LookupGuess } from './parse-lookup';

interface LookupInputProps {
  id: string;
  ref: Ref<HTMLInputElement>;
  value: string;
  guess: LookupGuess;
  invalid: boolean;
  describedBy: string | undefined;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
}

/** The bar's one field, with what it has read so far (VIN characters counted, or a plate) beside it. */
export function LookupInput({ id, ref, value, guess, invalid, describedBy, onChange }: LookupInputProps) {
  const counter = guess.kind === 'vin' ? `${guess.vin.length} / 17` : guess.kind === 'plate' ? 'Plate' : null;
  return (
    <div className="command-bar__input-row">
      <SearchIcon size={20} />
      <label htmlFor={id} className="sr-only">
        VIN or license plate
      </label>
      <input
        ref={ref}
        id={id}
        className="command-bar__input"
        placeholder="Enter a VIN or a license plate"
        value={value}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        maxLength={40}
        aria-invalid={invalid ? true : undefined}
        aria-describedby={describedBy}
        onChange={onChange}
      />
      {counter && (
        <span className="command-bar__counter" aria-hidden="true">
          {counter}
        </span>
      )}
    </div>
  );
}
