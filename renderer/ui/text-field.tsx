import { useId, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import { describedBy, FieldMessages } from './field-message';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: string;
  hint?: string;
  error?: string;
  /** Marks the label "(optional)" so required is the unmarked default. */
  optional?: boolean;
  /** Monospaced, spaced-out text: VINs, plates, keys. */
  mono?: boolean;
  /** A control inside the right edge of the input, such as a show/hide button. */
  trailing?: ReactNode;
  ref?: Ref<HTMLInputElement>;
}

/** A labelled text input whose hint and error are announced with it. */
export function TextField({ label, hint, error, optional, mono, trailing, className, ref, ...input }: TextFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const classes = ['input'];
  if (mono) classes.push('input--mono');
  if (trailing) classes.push('input--with-trailing');
  if (className) classes.push(className);
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {label}
        {optional && <span className="field__optional">(optional)</span>}
      </label>
      <div className="field__control">
        <input
          ref={ref}
          id={id}
          className={classes.join(' ')}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(hint, hintId, error, errorId)}
          {...input}
        />
        {trailing && <div className="field__trailing">{trailing}</div>}
      </div>
      <FieldMessages hint={hint} hintId={hintId} error={error} errorId={errorId} />
    </div>
  );
}
