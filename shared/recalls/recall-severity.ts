// The one place that decides how urgent a recall is and how that is said and colored.
// The vehicle screen, the VIN report (PDF), the compare table, the lot sweep (table and CSV)
// and the watchlist (table and notification) all read it, so they cannot disagree.

/**
 * The recall fields severity is read from. Both dialects are normalized to these names before
 * they reach the app (auto.dev's records carry the same flags; docs/real-service.md #10–#12), and both
 * shapes the app has (a catalog Recall and an OpenRecall) fit. A flag that is absent is read as
 * not set: a safety flag is shown when the service sets it, never guessed.
 */
export interface RecallSignals {
  parkIt?: boolean | undefined;
  parkOutSide?: boolean | undefined;
  overTheAirUpdate?: boolean | undefined;
  /** Only on open recalls; free text as sent ("Remedy Available", "In Progress", …). */
  recallStatus?: string | undefined;
}

/**
 * Where a recall stands for this VIN. 'open': /openrecalls listed it, which is the only proof of
 * open or fixed; 'closed': on record but not in the open list; 'not-checked': on record only,
 * because the plan has no open-recall check.
 */
export type RecallStanding = 'open' | 'closed' | 'not-checked';

/**
 * How urgent one recall is, most urgent first. Over-the-air is not a level: it says how the fix
 * is delivered, and a do-not-drive recall can have one (see RecallSeverity.overTheAir).
 */
type RecallLevel = 'park-it' | 'park-outside' | 'open' | 'unknown' | 'closed';

/** Tones of a single recall. 'success' is not among them: no recall is ever shown green. */
export type RecallTone = 'danger' | 'warning' | 'accent' | 'neutral';

interface RecallLevelWords {
  /** Badge and table words. */
  label: string;
  /** Banner and notification words, set in capitals so they are not missed. */
  alert: string;
  tone: RecallTone;
}

export const RECALL_LEVELS: Readonly<Record<RecallLevel, RecallLevelWords>> = {
  'park-it': { label: 'Do not drive', alert: 'DO NOT DRIVE', tone: 'danger' },
  'park-outside': { label: 'Park outside', alert: 'PARK OUTSIDE', tone: 'warning' },
  open: { label: 'Open recall', alert: 'OPEN RECALL', tone: 'accent' },
  unknown: { label: 'Open or fixed: not checked', alert: 'OPEN OR FIXED: NOT CHECKED', tone: 'accent' },
  closed: { label: 'Closed', alert: 'CLOSED', tone: 'neutral' },
};

/** Sort rank: lower is more urgent. */
export const RECALL_LEVEL_RANK: Readonly<Record<RecallLevel, number>> = {
  'park-it': 0,
  'park-outside': 1,
  open: 2,
  unknown: 3,
  closed: 4,
};

/** The two safety flags as a yes in the sweep's export, where each has its own column. */
export const RECALL_FLAG_WORDS = {
  parkIt: 'Park it: do not drive',
  parkOutside: 'Park outside: fire risk',
} as const;

const OVER_THE_AIR_WORDS = 'Over-the-air fix';

/** The statuses the spec names; any other text is passed on as sent. */
const NAMED_STATUSES = new Set(['Open', 'Remedy Available', 'In Progress']);

interface RecallBadgeSpec {
  /** Stable key for lists. */
  key: 'park-it' | 'park-outside' | 'over-the-air' | 'status';
  words: string;
  tone: RecallTone;
}

interface RecallSeverity {
  level: RecallLevel;
  label: string;
  tone: RecallTone;
  /** The fix can be sent over the air. */
  overTheAir: boolean;
  /** The chips beside the recall, most urgent first. */
  badges: RecallBadgeSpec[];
  /** One line for the printed report: "Open, remedy available, DO NOT DRIVE". */
  reportStatus: string;
}

/** The most urgent thing one recall asks of the owner, and how to show it. */
export function recallSeverity(recall: RecallSignals, standing: RecallStanding): RecallSeverity {
  const level = levelOf(recall, standing);
  const open = standing === 'open';
  const overTheAir = recall.overTheAirUpdate === true;
  const badges: RecallBadgeSpec[] = [];
  // The park flags describe what to do while the recall is unrepaired: shown on open recalls only.
  if (open && recall.parkIt === true) badges.push(badge('park-it', RECALL_LEVELS['park-it']));
  if (open && recall.parkOutSide === true) badges.push(badge('park-outside', RECALL_LEVELS['park-outside']));
  if (overTheAir) badges.push({ key: 'over-the-air', words: OVER_THE_AIR_WORDS, tone: 'accent' });
  const status = recall.recallStatus?.trim();
  if (open && status) badges.push({ key: 'status', words: status, tone: openStatusTone(recall) });
  return { level, ...RECALL_LEVELS[level], overTheAir, badges, reportStatus: reportStatus(recall, standing) };
}

function levelOf(recall: RecallSignals, standing: RecallStanding): RecallLevel {
  if (standing === 'closed') return 'closed';
  if (standing === 'not-checked') return 'unknown';
  // Listed as open is open, whatever recallStatus says ("Completed" on an open record included).
  if (recall.parkIt === true) return 'park-it';
  if (recall.parkOutSide === true) return 'park-outside';
  return 'open';
}

function badge(key: RecallBadgeSpec['key'], words: RecallLevelWords): RecallBadgeSpec {
  return { key, words: words.label, tone: words.tone };
}

/**
 * The color of an open recall's status badge. An open recall is unrepaired whatever its
 * recallStatus says ("Remedy Available" only means a fix exists), so it is amber, blue while the
 * repair is in progress, and red when the car must not be driven.
 */
function openStatusTone(recall: RecallSignals): RecallTone {
  if (recall.parkIt === true) return 'danger';
  if (recall.recallStatus?.trim() === 'In Progress') return 'accent';
  return 'warning';
}

function reportStatus(recall: RecallSignals, standing: RecallStanding): string {
  if (standing !== 'open') return RECALL_LEVELS[levelOf(recall, standing)].label;
  const status = recall.recallStatus?.trim();
  // A status outside the spec's list on an open record ("Completed") contradicts the open list:
  // the record is still reported open, and the service's words are quoted, not adopted.
  const said =
    !status || status === 'Open'
      ? null
      : NAMED_STATUSES.has(status)
        ? status.toLowerCase()
        : `service status “${status}”`;
  const alerts = [
    recall.parkIt === true ? RECALL_LEVELS['park-it'].alert : null,
    recall.parkOutSide === true ? RECALL_LEVELS['park-outside'].alert : null,
  ];
  return ['Open', said, ...alerts].filter((part): part is string => part !== null).join(', ');
}

/** A vehicle's open recalls at a glance. */
interface OpenRecallSummary {
  /** Open recalls: the larger of the service's count and the records it listed. */
  count: number;
  parkIt: number;
  parkOutside: number;
  overTheAir: number;
  /** The most urgent level among them; null when none is open. */
  worst: 'park-it' | 'park-outside' | 'open' | null;
  /** "2 open recalls", "1 open recall", "No open recalls". */
  label: string;
  /** Red when any recall is open, green only when none is. */
  tone: 'danger' | 'success';
}

/**
 * Sums a vehicle's open recalls. The count is the larger of the service's count and the open
 * records it listed, so a listed open recall counts even when the count says 0; a count with no
 * records (a summary-only answer) still makes the vehicle 'open'.
 */
export function summarizeOpenRecalls(open: readonly RecallSignals[], reportedCount?: number): OpenRecallSummary {
  const count = openRecallCount(reportedCount, open.length);
  const parkIt = open.filter((recall) => recall.parkIt === true).length;
  const parkOutside = open.filter((recall) => recall.parkOutSide === true).length;
  const overTheAir = open.filter((recall) => recall.overTheAirUpdate === true).length;
  const worst = parkIt > 0 ? 'park-it' : parkOutside > 0 ? 'park-outside' : count > 0 ? 'open' : null;
  return { count, parkIt, parkOutside, overTheAir, worst, ...openRecallCountWords(count) };
}

/** How many recalls are open: a listed open record counts even when the service's count says 0. */
export function openRecallCount(reportedCount: number | undefined, listed: number): number {
  return Math.max(reportedCount ?? 0, listed);
}

/** The words and tone of a count of open recalls, where only the count is known. */
export function openRecallCountWords(count: number): Pick<OpenRecallSummary, 'label' | 'tone'> {
  if (count <= 0) return { label: 'No open recalls', tone: 'success' };
  return { label: count === 1 ? '1 open recall' : `${count} open recalls`, tone: 'danger' };
}
