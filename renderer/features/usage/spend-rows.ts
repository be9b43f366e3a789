// Today's and this month's groups side by side, one row per activity or endpoint: the month
// holds every group today has, but a row is kept even if only one side names it.
import type { SpendReport, SpendTotals } from '../../../shared/ipc/spend-channels';
import { SPEND_ACTIVITY_LABELS } from '../../../shared/spend/spend-activity';
import { ENDPOINT_LABELS } from '../../../shared/spend/spend-words';

interface Group {
  calls: number;
  micros: number;
}

export interface SpendRow {
  key: string;
  label: string;
  today: Group;
  month: Group;
}

const NONE: Group = { calls: 0, micros: 0 };

function sideBySide(
  today: readonly (Group & { key: string })[],
  month: readonly (Group & { key: string })[],
  labelOf: (key: string) => string,
): SpendRow[] {
  const rows = new Map<string, SpendRow>();
  const rowOf = (key: string) =>
    rows.get(key) ?? rows.set(key, { key, label: labelOf(key), today: NONE, month: NONE }).get(key)!;
  for (const group of month) rowOf(group.key).month = { calls: group.calls, micros: group.micros };
  for (const group of today) rowOf(group.key).today = { calls: group.calls, micros: group.micros };
  // Largest spend this month first; equal spend by more calls, then by name, so the order is stable.
  return [...rows.values()].sort(
    (a, b) => b.month.micros - a.month.micros || b.month.calls - a.month.calls || a.label.localeCompare(b.label),
  );
}

export function activityRows(report: Pick<SpendReport, 'today' | 'month'>): SpendRow[] {
  const groups = (totals: SpendTotals) => totals.byActivity.map((group) => ({ ...group, key: group.activity }));
  return sideBySide(groups(report.today), groups(report.month), (key) =>
    key in SPEND_ACTIVITY_LABELS ? SPEND_ACTIVITY_LABELS[key as keyof typeof SPEND_ACTIVITY_LABELS] : key,
  );
}

export function endpointRows(report: Pick<SpendReport, 'today' | 'month'>): SpendRow[] {
  const groups = (totals: SpendTotals) => totals.byEndpoint.map((group) => ({ ...group, key: group.endpoint }));
  return sideBySide(groups(report.today), groups(report.month), (key) =>
    key in ENDPOINT_LABELS ? ENDPOINT_LABELS[key as keyof typeof ENDPOINT_LABELS] : key,
  );
}
