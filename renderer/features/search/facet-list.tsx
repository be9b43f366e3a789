import { useId, useState } from 'react';
import type { FacetBucket } from './facet-buckets';
import { formatCount } from '../../ui/format-money';

interface FacetListProps {
  legend: string;
  buckets: readonly FacetBucket[];
  /** The selected values (a comma list in the filter). */
  selected: readonly string[];
  onToggle: (value: string) => void;
  /** How many values show before "Show all". */
  initial?: number;
}

type ListedValue = { value: string; count: number | null };

/** Checkboxes of one dimension's values with their counts; checking one drills down. */
export function FacetList({ legend, buckets, selected, onToggle, initial = 6 }: FacetListProps) {
  const [expanded, setExpanded] = useState(false);
  const listId = useId();
  // Selected values stay listed even when the current answer has no bucket for them;
  // their count is unknown then, so none is shown rather than a made-up zero.
  const missing = selected
    .filter((value) => !buckets.some((bucket) => bucket.value === value))
    .map((value): ListedValue => ({ value, count: null }));
  const all: ListedValue[] = [...buckets, ...missing];
  const shown = expanded ? all : all.slice(0, Math.max(initial, selected.length));
  if (all.length === 0) return null;
  return (
    <fieldset className="facet">
      <legend>{legend}</legend>
      <ul id={listId} className="facet__list">
        {shown.map((bucket) => (
          <li key={bucket.value}>
            <label className="facet__option">
              <input
                type="checkbox"
                checked={selected.includes(bucket.value)}
                onChange={() => onToggle(bucket.value)}
              />
              <span className="facet__value">{bucket.value}</span>
              {bucket.count !== null && <span className="facet__count">{formatCount(bucket.count)}</span>}
            </label>
          </li>
        ))}
      </ul>
      {all.length > shown.length || expanded ? (
        <button
          type="button"
          className="link-button"
          aria-controls={listId}
          aria-expanded={expanded}
          onClick={() => setExpanded(!expanded)}
        >
          {expanded ? 'Show fewer' : `Show all ${all.length}`}
        </button>
      ) : null}
    </fieldset>
  );
}
