import { useId, useState, type FormEvent } from 'react';
import {
  normalizeStateCode,
  stateName,
  US_STATE_CODES,
  US_STATES,
  type UsStateCode,
} from '../../../shared/domain/us-states';
import { normalizePlate, PLATE_PATTERN } from '../../../shared/domain/plate-rule';
import { hrefs } from '../../stores/routes';
import { useUiStore } from '../../stores/ui-store';
import { Button } from '../../ui/button';
import { TextField } from '../../ui/text-field';
import { PlatePrice } from './plate-price';

/** A state from what was typed: the code ("ca") or the name ("California"). */
function stateFromInput(text: string): UsStateCode | null {
  const code = normalizeStateCode(text.split(/\s[—-]\s/)[0] ?? '');
  if (code) return code;
  const wanted = text.trim().toLowerCase();
  return US_STATE_CODES.find((candidate) => US_STATES[candidate].toLowerCase() === wanted) ?? null;
}

/** Plate and state, cleaned as typed (hyphens and spaces dropped, upper case), checked before any lookup. */
export function PlateForm({ initial }: { initial?: { plate: string; state: string } }) {
  const lastState = useUiStore((store) => store.lastPlateState);
  const setLastState = useUiStore((store) => store.setLastPlateState);
  const [plate, setPlate] = useState(initial?.plate ?? '');
  const [stateText, setStateText] = useState(initial?.state ?? lastState);
  const [errors, setErrors] = useState<{ plate?: string; state?: string }>({});
  const listId = useId();

  function submit(event: FormEvent) {
    event.preventDefault();
    const cleaned = normalizePlate(plate);
    const state = stateFromInput(stateText);
    const next = {
      plate: PLATE_PATTERN.test(cleaned) ? undefined : 'A plate has 2 to 8 letters and digits.',
      state: state ? undefined : 'Choose a U.S. state, like CA or Texas.',
    };
    setErrors(next);
    if (next.plate || next.state || !state) return;
    setLastState(state);
    window.location.hash = hrefs.lotPlate(state, cleaned);
  }

  return (
    <form className="plate-form" onSubmit={submit} noValidate aria-label="Plate lookup">
      <TextField
        label="Plate"
        mono
        value={plate}
        maxLength={12}
        autoComplete="off"
        spellCheck={false}
        error={errors.plate}
        onChange={(event) => setPlate(normalizePlate(event.target.value).slice(0, 8))}
      />
      <TextField
        label="State"
        list={listId}
        value={stateText}
        autoComplete="off"
        hint="Type the code or the name"
        error={errors.state}
        onChange={(event) => setStateText(event.target.value)}
      />
      <datalist id={listId}>
        {US_STATE_CODES.map((code) => (
          <option key={code} value={code}>
            {stateName(code)}
          </option>
        ))}
      </datalist>
      <Button type="submit" variant="primary" aria-describedby="plate-price">
        Look up plate
      </Button>
      <PlatePrice />
    </form>
  );
}
