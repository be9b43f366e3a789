// Everything the Usage view shows, as one spreadsheet table (issue #35). The service bills
// every call (docs/real-service.md row 26) and says nothing of it in its answers (row 27), so
// this file is the dealer's own record of what the key cost, to keep or hand to a bookkeeper.
import type { ServiceUsage, SpendReport, SpendTotals } from '../../../shared/ipc/spend-channels';
import { PLAN_LABELS } from '../../../shared/plan/plan-access';
import { SPEND_ACTIVITY_LABELS } from '../../../shared/spend/spend-activity';
import { ENDPOINT_LABELS } from '../../../shared/spend/spend-words';
import { toGuardedCsv, type CsvCell } from '../../platform/csv/csv-cell-guard';

/**
 * One table, one header, so a spreadsheet can filter and sum it without splitting sections:
 *
 * - Section: which part of the Usage view the row is ("Today by task", "This month by day" …).
 * - Period: the local date (2026-11-03) for today and for each day, the month (2026-11) for
 *   the month's rows; empty for the plan and the service's figures.
 * - Item: the task or lookup in the view's words, "Total" for a section's sum, the day's
 *   "All lookups", or what the plan or service row names.
 * - Calls: a whole number of calls.
 * - Dollars: a plain decimal number (no $, no thousands comma, so it sums), with every digit
 *   the ledger's millionths of a dollar need: 0.0075 for three VIN decodes on Growth, never a
 *   rounded 0.01. At least two decimals, as money is read.
 * - Note: words that are not figures: the plan's billing, why nothing is counted, a reset date.
 */
const SPEND_CSV_COLUMNS = ['Section', 'Period', 'Item', 'Calls', 'Dollars', 'Note'] as const;

type SpendCsvRow = Record<(typeof SPEND_CSV_COLUMNS)[number], CsvCell>;

const MICROS_PER_DOLLAR = 1_000_000;

/**
 * Millionths of a dollar as exact decimal dollars: 7,500 is "0.0075", 1,240,000 is "1.24".
 * Integer arithmetic on the ledger's integers, so no binary fraction ever rounds a figure.
 */
function dollarsOf(micros: number): string {
  const whole = Math.floor(micros / MICROS_PER_DOLLAR);
  // Six digits of millionths, less up to four trailing zeros: two decimals always stay.
  const fraction = String(micros % MICROS_PER_DOLLAR)
    .padStart(6, '0')
    .replace(/0{1,4}$/, '');
  return `${whole}.${fraction}`;
}

function row(section: string, period: string, item: string, calls: number | null, micros: number | null, note = '') {
  return {
    Section: section,
    Period: period,
    Item: item,
    Calls: calls,
    Dollars: micros === null ? null : dollarsOf(micros),
    Note: note,
  } satisfies SpendCsvRow;
}

function byTask(section: string, period: string, totals: SpendTotals): SpendCsvRow[] {
  return [
    ...totals.byActivity.map((group) =>
      row(section, period, SPEND_ACTIVITY_LABELS[group.activity] ?? group.activity, group.calls, group.micros),
    ),
    row(section, period, 'Total', totals.calls, totals.micros),
  ];
}

function byLookup(section: string, period: string, totals: SpendTotals): SpendCsvRow[] {
  return [
    ...totals.byEndpoint.map((group) =>
      row(section, period, ENDPOINT_LABELS[group.endpoint] ?? group.endpoint, group.calls, group.micros),
    ),
    row(section, period, 'Total', totals.calls, totals.micros),
  ];
}

// Plain ASCII words throughout: Excel reads a CSV without a byte-order mark as the system's
// code page, where a curly apostrophe would show as stray characters.
const SERVICE = "The service's own count";

/** The service's GET /usage figures as the view shows them; each may be missing (row 27: undocumented shape). */
function serviceRows(usage: ServiceUsage): SpendCsvRow[] {
  if (!usage.available)
    return [row(SERVICE, '', '', null, null, 'The service did not say how much your key has used.')];
  const rows: SpendCsvRow[] = [];
  if (usage.used !== undefined) rows.push(row(SERVICE, '', 'Calls counted', usage.used, null));
  if (usage.limit !== undefined) rows.push(row(SERVICE, '', 'Calls allowed', usage.limit, null));
  if (usage.resetsAt !== undefined) rows.push(row(SERVICE, '', 'Starts again', null, null, usage.resetsAt));
  return rows.length > 0
    ? rows
    : [row(SERVICE, '', '', null, null, 'The service answered, but gave no figures VinDesk can read.')];
}

function planRow(report: SpendReport): SpendCsvRow {
  const plan = report.plan === 'unknown' ? 'Not known yet' : PLAN_LABELS[report.plan];
  const note = report.live
    ? "Live service: each call is billed at the plan's published per-lookup price."
    : 'Demo data: nothing is billed.';
  return row('Plan', '', plan, null, null, note);
}

function spendCsvRows(report: SpendReport, today: string): SpendCsvRow[] {
  const month = today.slice(0, 7);
  return [
    planRow(report),
    ...(report.recording.active ? [] : [row('Recording', '', 'Not counted', null, null, report.recording.why)]),
    ...byTask('Today by task', today, report.today),
    ...byLookup('Today by lookup', today, report.today),
    ...byTask('This month by task', month, report.month),
    ...byLookup('This month by lookup', month, report.month),
    ...report.daily.map((day) => row('This month by day', day.date, 'All lookups', day.calls, day.micros)),
    ...serviceRows(report.usage),
  ];
}

/**
 * The report as CSV text and its number of rows (the header aside), `today` being the local
 * date ('2026-11-03') the report's "today" is. Every cell goes through the shared formula
 * guard: the recording note, the service's reset date and any unknown key are text VinDesk
 * did not write itself.
 */
export function spendCsv(report: SpendReport, today: string): { text: string; rows: number } {
  const rows = spendCsvRows(report, today);
  return { text: toGuardedCsv(SPEND_CSV_COLUMNS, rows), rows: rows.length };
}
