import { zip5Problem } from '../../../shared/domain/zip-rule';
import { SelectField } from '../../ui/select-field';
import { DebouncedTextField } from './debounced-text-field';

const DISTANCE_OPTIONS = ['10', '25', '50', '100', '250', '500'].map((miles) => ({
  value: miles,
  label: `${miles} miles`,
}));

interface NearFilterProps {
  zip: string | undefined;
  distance: string | undefined;
  onZip: (zip: string) => void;
  onDistance: (distance: string) => void;
}

/** Listings within a distance of a ZIP code (50 miles unless chosen). */
export function NearFilter({ zip, distance, onZip, onDistance }: NearFilterProps) {
  return (
    <fieldset className="range-fields range-fields--near">
      <legend>Near</legend>
      <DebouncedTextField
        label="ZIP code"
        inputMode="numeric"
        maxLength={5}
        value={zip ?? ''}
        problemOf={zip5Problem}
        onCommit={onZip}
      />
      <SelectField
        label="Within"
        value={distance ?? '50'}
        options={DISTANCE_OPTIONS}
        onChange={(event) => onDistance(event.target.value)}
      />
    </fieldset>
  );
}
