import { useId, useRef } from 'react';
import { PLAN_LABELS } from '../../../shared/plan/plan-access';
import { formatMicros } from '../../../shared/spend/format-micros';
import { toMicros } from '../../../shared/spend/spend-price';
import { Button } from '../../ui/button';
import { AlertIcon } from '../../ui/icons';
import type { SpendPriceRow } from './spend-price-rows';
import { typedDollars } from './spend-patch';

interface SpendPriceRowViewProps {
  row: SpendPriceRow;
  /** The negotiated price as typed; '' is the list price. */
  text: string;
  error?: string | undefined;
  onChange: (text: string) => void;
}

/** One endpoint: its list price, the price the dealer negotiated, and what a call costs them. */
export function SpendPriceRowView({ row, text, error, onChange }: SpendPriceRowViewProps) {
  const errorId = `${useId()}-error`;
  const input = useRef<HTMLInputElement>(null);
  const typed = typedDollars(text);
  const pays = typed === null ? row.listMicros : toMicros(typed);
  return (
    <tr>
      <th scope="row">{row.label}</th>
      <td className="spend-prices__figure">
        {formatMicros(row.listMicros)}
        {row.pricedAs && <span className="spend-prices__note">{PLAN_LABELS[row.pricedAs]} price</span>}
      </td>
      <td>
        <div className="spend-prices__entry">
          <input
            ref={input}
            className="input spend-prices__input"
            inputMode="decimal"
            autoComplete="off"
            placeholder="List price"
            value={text}
            aria-label={`Your price for ${row.label}, in dollars per call`}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
            onChange={(event) => onChange(event.target.value)}
          />
          {text !== '' && (
            <Button
              size="sm"
              variant="ghost"
              aria-label={`Clear your price for ${row.label}`}
              onClick={() => {
                onChange('');
                // The button goes with the text; keep the keyboard where the person was.
                input.current?.focus();
              }}
            >
              Clear
            </Button>
          )}
        </div>
        {error && (
          <p id={errorId} className="field__error">
            <AlertIcon size={14} />
            <span>{error}</span>
          </p>
        )}
      </td>
      <td className="spend-prices__figure">
        {formatMicros(pays)}
        {typed !== null && <span className="spend-prices__note">Your price</span>}
      </td>
    </tr>
  );
}
