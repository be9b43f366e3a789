import { DISTANCE_SORT, parseSort, type SearchState } from '../../../shared/search/search-query';
import type { PlanSetting } from '../../../shared/plan/plan-access';
import { editSearch } from '../../stores/search-location';
import { SelectField } from '../../ui/select-field';
import { pageLimitNote } from './page-limit-note';
import { SERVICE_ORDER_LABEL, sortOptions, sortValueOf } from './sort-options';

const PAGE_SIZES = [20, 50, 100, 250, 500];

interface SearchToolbarProps {
  current: SearchState;
  /** The search's ZIP when it is a whole one: distance is measured from it. */
  searchedZip: string;
  /** The plan in force (undefined until known): it caps the page size. */
  plan: PlanSetting | undefined;
  cap: number;
  /** How many listings match, once counted: the plan's cap is mentioned only when it holds some back. */
  total: number | undefined;
  /** The service lowered the page size: the note above the results says so, the hint would repeat it. */
  clamped: boolean;
}

/** How the results are ordered and how many a page shows; each change starts again at page 1. */
export function SearchToolbar({ current, searchedZip, plan, cap, total, clamped }: SearchToolbarProps) {
  return (
    <div className="search-toolbar">
      <SelectField
        label="Sort by"
        value={sortValueOf(current)}
        placeholder={SERVICE_ORDER_LABEL}
        hint={searchedZip ? undefined : 'Enter a ZIP code to sort by distance'}
        options={sortOptions(searchedZip, current.nearestFirst === true)}
        onChange={(event) => {
          const value = event.target.value;
          editSearch(({ nearestFirst: _nearest, ...previous }) =>
            value === DISTANCE_SORT
              ? { ...previous, sort: null, nearestFirst: true, page: 1 }
              : { ...previous, sort: parseSort(value), page: 1 },
          );
        }}
      />
      <SelectField
        label="Per page"
        value={String(Math.min(current.limit, cap))}
        options={PAGE_SIZES.filter((size) => size <= cap).map((size) => ({
          value: String(size),
          label: String(size),
        }))}
        hint={clamped ? undefined : pageLimitNote(plan, cap, total)}
        onChange={(event) => editSearch((previous) => ({ ...previous, limit: Number(event.target.value), page: 1 }))}
      />
    </div>
  );
}
