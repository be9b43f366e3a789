import type { ChangeEvent } from 'react';
import { appErrorOf } from '../../api/app-error-of';
import { Button } from '../../ui/button';
import { ErrorPanel } from '../../ui/error-panel';
import type { SweepActions } from './use-sweep-actions';

interface SweepInputProps {
  text: string;
  onTextChange: (text: string) => void;
  start: SweepActions['start'];
}

/** The VINs to sweep, pasted or imported from a file, and the button that starts it. */
export function SweepInput({ text, onTextChange, start }: SweepInputProps) {
  async function importFile(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    if (file) onTextChange(await file.text());
  }

  return (
    <div className="stack">
      <label className="field__label" htmlFor="sweep-vins">
        VINs, one a line, or a CSV with a VIN column
      </label>
      <textarea
        id="sweep-vins"
        className="input sweep-input"
        rows={5}
        value={text}
        onChange={(event) => onTextChange(event.target.value)}
        spellCheck={false}
      />
      <div className="row">
        <label className="btn btn--secondary">
          Import CSV or TXT
          <input
            type="file"
            accept=".csv,.txt,text/csv,text/plain"
            className="sr-only"
            onChange={(event) => void importFile(event)}
          />
        </label>
        <Button variant="primary" busy={start.isPending} disabled={!text.trim()} onClick={() => start.mutate()}>
          Start sweep
        </Button>
      </div>
      {start.isError && <ErrorPanel error={appErrorOf(start.error)} title="The sweep did not start" />}
    </div>
  );
}
