import type { ChangeEvent, Ref } from 'react';
import { US_STATE_CODES, US_STATES } from '../../../shared/domain/us-states';
import { Button } from '../../ui/button';
import { ArrowRightIcon } from '../../ui/icons';
import { SelectField } from '../../ui/select-field';

const STATE_OPTIONS = US_STATE_CODES.map((code) => ({ value: code, label: `${US_STATES[code]} (${code})` }));

interface PlateStatePickerProps {
  ref: Ref<HTMLSelectElement>;
  value: string;
  error: string | undefined;
  onChange: (event: ChangeEvent<HTMLSelectElement>) => void;
}

/** A plate needs the state that issued it before it can be looked up. */
export function PlateStatePicker({ ref, value, error, onChange }: PlateStatePickerProps) {
  return (
    <div className="command-bar__plate">
      <SelectField
        ref={ref}
        label="State that issued the plate"
        placeholder="Choose a state"
        options={STATE_OPTIONS}
        value={value}
        error={error}
        onChange={onChange}
      />
      <Button type="submit" variant="primary" icon={<ArrowRightIcon size={16} />}>
        Look up plate
      </Button>
    </div>
  );
}
