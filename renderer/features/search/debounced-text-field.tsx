import { useEffect, useRef, useState } from 'react';
import { TextField, type TextFieldProps } from '../../ui/text-field';

interface DebouncedTextFieldProps extends Omit<TextFieldProps, 'value' | 'onChange'> {
  value: string;
  /** Called once typing pauses, not per keystroke. */
  onCommit: (value: string) => void;
  delayMs?: number;
}

/** A text field that keeps what is typed and reports it after a pause, so typing sends one search, not many. */
export function DebouncedTextField({ value, onCommit, delayMs = 400, ...field }: DebouncedTextFieldProps) {
  const [draft, setDraft] = useState(value);
  const committed = useRef(value);
  // A new value from outside (Back, a cleared filter) replaces the draft.
  useEffect(() => {
    if (value !== committed.current) {
      committed.current = value;
      setDraft(value);
    }
  }, [value]);
  useEffect(() => {
    if (draft === committed.current) return;
    const timer = window.setTimeout(() => {
      committed.current = draft;
      onCommit(draft);
    }, delayMs);
    return () => window.clearTimeout(timer);
  }, [draft, delayMs, onCommit]);
  return <TextField {...field} value={draft} onChange={(event) => setDraft(event.target.value)} />;
}
