import { useId } from 'react';
import { FieldMessages } from '../../ui/field-message';
import { TextField } from '../../ui/text-field';

interface PaidPrefetchFieldsProps {
  on: boolean;
  cap: string;
  error?: string | undefined;
  onToggle: (on: boolean) => void;
  onCap: (text: string) => void;
}

/**
 * Loading ahead (a vehicle pointed at, a page scrolled to) spends nothing unless the dealer
 * allows it here, and then no more than the cap in an hour.
 */
export function PaidPrefetchFields({ on, cap, error, onToggle, onCap }: PaidPrefetchFieldsProps) {
  const id = useId();
  const hint = on
    ? 'VinDesk may look vehicles up before you open them, up to the amount below each hour.'
    : 'Off: before you open a vehicle, VinDesk uses only what is saved on this computer or free.';
  return (
    <div className="stack">
      <h3>Loading ahead</h3>
      <label className="check" htmlFor={id}>
        <input
          id={id}
          type="checkbox"
          checked={on}
          aria-describedby={`${id}-hint`}
          onChange={(event) => onToggle(event.target.checked)}
        />
        <span>Let loading ahead spend money</span>
      </label>
      <FieldMessages hint={hint} hintId={`${id}-hint`} errorId={`${id}-error`} />
      {on && (
        <TextField
          label="Most to spend loading ahead ($ an hour)"
          inputMode="decimal"
          autoComplete="off"
          value={cap}
          error={error}
          onChange={(event) => onCap(event.target.value)}
        />
      )}
    </div>
  );
}
