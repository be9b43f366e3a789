import { useEffect, useRef, useState } from 'react';
import { TextField, type TextFieldProps } from '../../ui/text-field';

interface DebouncedTextFieldProps extends Omit<TextFieldProps, 'value' | 'onChange' | 'error'> {
  value: string;
  /** Called once typing pauses, not per keystroke. */
  onCommit: (value: string) => void;
  /**
   * What is wrong with a typed value, or null. A value with a problem is shown with its
   * error and never committed, so no request goes out for it. Empty text always commits
   * (it clears the filter).
   */
  problemOf?: (draft: string) => string | null;
  delayMs?: number;
}

/** A text field that keeps what is typed and reports it after a pause, so typing sends one search, not many. */
export function DebouncedTextField({ value, onCommit, problemOf, delayMs = 400, ...field }: DebouncedTextFieldProps) {
  const [draft, setDraft] = useState(value);
  const [problem, setProblem] = useState<string | null>(null);
  const committed = useRef(value);
  // A new value from outside (Back, a cleared filter) replaces the draft.
  useEffect(() => {
    if (value !== committed.current) {
      committed.current = value;
      setDraft(value);
      setProblem(null);
    }
  }, [value]);
  useEffect(() => {
    const timer = window.setTimeout(() => {
      const found = draft.trim() === '' ? null : (problemOf?.(draft) ?? null);
      setProblem(found);
      if (found !== null || draft === committed.current) return;
      committed.current = draft;
      onCommit(draft);
    }, delayMs);
    return () => window.clearTimeout(timer);
  }, [draft, delayMs, onCommit, problemOf]);
  return (
    <TextField
      {...field}
      value={draft}
      error={problem ?? undefined}
      onChange={(event) => setDraft(event.target.value)}
    />
  );
}
