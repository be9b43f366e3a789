import { useId } from 'react';
import type { Endpoint } from '../../../shared/plan/plan-access';
import { formatMicros } from '../../../shared/spend/format-micros';
import { FieldMessages } from '../../ui/field-message';
import type { SpendPriceRow } from './spend-price-rows';

interface AlwaysLoadFieldsProps {
  rows: readonly SpendPriceRow[];
  /** What a lookup of each endpoint costs the dealer now, negotiated or list. */
  paysMicros: (endpoint: Endpoint) => number;
  alwaysLoad: Partial<Record<Endpoint, boolean>>;
  error?: string | undefined;
  onChange: (endpoint: Endpoint, on: boolean) => void;
}

/** Panels dearer than the click-to-load price that the dealer wants loaded anyway, each by its price. */
export function AlwaysLoadFields({ rows, paysMicros, alwaysLoad, error, onChange }: AlwaysLoadFieldsProps) {
  const id = useId();
  const hint = 'Ticked panels load by themselves, whatever their price, without waiting for a click.';
  return (
    <fieldset className="choice-group" aria-describedby={`${id}-hint`}>
      <legend className="field__label">Always load</legend>
      <div className="stack">
        {rows.map((row) => (
          <label key={row.endpoint} className="check">
            <input
              type="checkbox"
              checked={alwaysLoad[row.endpoint] === true}
              onChange={(event) => onChange(row.endpoint, event.target.checked)}
            />
            <span>
              {row.label} ({formatMicros(paysMicros(row.endpoint))} a lookup)
            </span>
          </label>
        ))}
      </div>
      <FieldMessages hint={hint} hintId={`${id}-hint`} error={error} errorId={`${id}-error`} />
    </fieldset>
  );
}
