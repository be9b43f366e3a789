import { rangeOf } from '../../../shared/search/search-query';
import { DebouncedTextField } from './debounced-text-field';

const NEXT_MODEL_YEAR = new Date().getFullYear() + 1;

function ends(range: string | undefined): [string, string] {
  const [from = '', to = ''] = (range ?? '').split('-');
  return [from === '0' ? '' : from, to];
}

interface YearRangeFilterProps {
  /** The vehicle.year filter: one year, or a range "2018-2022". */
  value: string | undefined;
  onCommit: (value: string) => void;
}

/** Model years from and to; one end alone is a single year (from) or every year up to it (to). */
export function YearRangeFilter({ value, onCommit }: YearRangeFilterProps) {
  const [yearFrom, yearTo] = ends(value);
  return (
    <fieldset className="range-fields">
      <legend>Year</legend>
      <DebouncedTextField
        label="From year"
        inputMode="numeric"
        maxLength={4}
        value={yearFrom}
        onCommit={(from) => onCommit(from && !yearTo ? from : rangeOf(from, yearTo, NEXT_MODEL_YEAR))}
      />
      <DebouncedTextField
        label="To year"
        inputMode="numeric"
        maxLength={4}
        value={yearTo}
        onCommit={(to) => onCommit(rangeOf(yearFrom || '1981', to, NEXT_MODEL_YEAR))}
      />
    </fieldset>
  );
}
