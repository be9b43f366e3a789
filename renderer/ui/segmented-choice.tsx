import { useId, type ReactNode } from 'react';

export interface Choice<V extends string> {
  value: V;
  label: string;
  icon?: ReactNode;
}

interface SegmentedChoiceProps<V extends string> {
  legend: string;
  value: V;
  choices: readonly Choice<V>[];
  onChange: (value: V) => void;
  hint?: string;
  disabled?: boolean;
}

/** A radio group drawn as a segmented control: native radios, so arrow keys and screen readers work as usual. */
export function SegmentedChoice<V extends string>({
  legend,
  value,
  choices,
  onChange,
  hint,
  disabled,
}: SegmentedChoiceProps<V>) {
  const name = useId();
  const hintId = `${name}-hint`;
  return (
    <fieldset className="choice-group" aria-describedby={hint ? hintId : undefined} disabled={disabled}>
      <legend className="field__label">{legend}</legend>
      <div className="segmented">
        {choices.map((choice) => (
          <label key={choice.value} className="segmented__option">
            <input
              type="radio"
              name={name}
              value={choice.value}
              checked={choice.value === value}
              onChange={() => onChange(choice.value)}
            />
            <span>
              {choice.icon}
              {choice.label}
            </span>
          </label>
        ))}
      </div>
      {hint && (
        <p id={hintId} className="field__hint">
          {hint}
        </p>
      )}
    </fieldset>
  );
}
