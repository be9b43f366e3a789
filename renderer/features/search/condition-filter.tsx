import type { FilterKey, SearchFilters } from '../../../shared/search/search-query';
import { SelectField } from '../../ui/select-field';

const CONDITION_OPTIONS = [
  { value: 'any', label: 'New and used' },
  { value: 'new', label: 'New' },
  { value: 'used', label: 'Used' },
  { value: 'cpo', label: 'Certified pre-owned' },
];

/** The one choice the service's two flags make: certified pre-owned is also used. */
function conditionOf(filters: SearchFilters): string {
  if (filters['retailListing.cpo'] === 'true') return 'cpo';
  if (filters['retailListing.used'] === 'true') return 'used';
  if (filters['retailListing.used'] === 'false') return 'new';
  return 'any';
}

interface ConditionFilterProps {
  filters: SearchFilters;
  onChange: (change: Partial<Record<FilterKey, string>>) => void;
}

/** New, used or certified pre-owned, written as retailListing.used and retailListing.cpo. */
export function ConditionFilter({ filters, onChange }: ConditionFilterProps) {
  return (
    <SelectField
      label="Condition"
      value={conditionOf(filters)}
      options={CONDITION_OPTIONS}
      onChange={(event) => {
        const value = event.target.value;
        onChange({
          'retailListing.used': value === 'new' ? 'false' : value === 'used' || value === 'cpo' ? 'true' : '',
          'retailListing.cpo': value === 'cpo' ? 'true' : '',
        });
      }}
    />
  );
}
