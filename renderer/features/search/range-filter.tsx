import { rangeOf } from '../../../shared/search/search-query';
import { DebouncedTextField } from './debounced-text-field';

interface RangeFilterProps {
  legend: string;
  /** "Minimum price" / "Maximum price": labels of the two ends. */
  fromLabel: string;
  toLabel: string;
  /** The filter's value, "<from>-<to>" as the service takes it. */
  value: string | undefined;
  /** The upper end used when only the lower one is typed. */
  max: number;
  onCommit: (range: string) => void;
}

/** Two ends of a `<from>-<to>` range filter (price, miles), each committed after typing pauses. */
export function RangeFilter({ legend, fromLabel, toLabel, value, max, onCommit }: RangeFilterProps) {
  const [rawFrom = '', to = ''] = (value ?? '').split('-');
  const from = rawFrom === '0' ? '' : rawFrom;
  return (
    <fieldset className="range-fields">
      <legend>{legend}</legend>
      <DebouncedTextField
        label={fromLabel}
        inputMode="numeric"
        value={from}
        onCommit={(next) => onCommit(rangeOf(next, to, max))}
      />
      <DebouncedTextField
        label={toLabel}
        inputMode="numeric"
        value={to}
        onCommit={(next) => onCommit(rangeOf(from, next, max))}
      />
    </fieldset>
  );
}
