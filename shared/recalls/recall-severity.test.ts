import { describe, expect, it } from 'vitest';
import {
  openRecallCount,
  openRecallCountWords,
  recallSeverity,
  summarizeOpenRecalls,
  type RecallSignals,
  type RecallStanding,
} from './recall-severity';

interface Row {
  name: string;
  recall: RecallSignals;
  standing: RecallStanding;
  level: string;
  label: string;
  tone: string;
  /** The chips, as "words/tone", in order. */
  badges: string[];
  report: string;
}

// Each row is written by hand from the rules in docs/vehicle-data-service.md (Recalls): listed as open is open,
// do-not-drive outranks park-outside, the park flags only matter while open, no recall is green.
const rows: Row[] = [
  {
    name: 'a plain open recall',
    recall: { parkIt: false, parkOutSide: false, overTheAirUpdate: false, recallStatus: 'Open' },
    standing: 'open',
    level: 'open',
    label: 'Open recall',
    tone: 'accent',
    badges: ['Open/warning'],
    report: 'Open',
  },
  {
    name: 'open, the status says a remedy is available (a fix exists, the car is not fixed)',
    recall: { parkIt: false, parkOutSide: false, overTheAirUpdate: false, recallStatus: 'Remedy Available' },
    standing: 'open',
    level: 'open',
    label: 'Open recall',
    tone: 'accent',
    badges: ['Remedy Available/warning'],
    report: 'Open, remedy available',
  },
  {
    name: 'open, but the status inconsistently says Completed',
    recall: { parkIt: false, parkOutSide: false, overTheAirUpdate: false, recallStatus: 'Completed' },
    standing: 'open',
    level: 'open',
    label: 'Open recall',
    tone: 'accent',
    badges: ['Completed/warning'],
    report: 'Open, service status “Completed”',
  },
  {
    name: 'open and in progress',
    recall: { parkIt: false, parkOutSide: false, overTheAirUpdate: false, recallStatus: 'In Progress' },
    standing: 'open',
    level: 'open',
    label: 'Open recall',
    tone: 'accent',
    badges: ['In Progress/accent'],
    report: 'Open, in progress',
  },
  {
    name: 'open park-it whose fix comes over the air',
    recall: { parkIt: true, parkOutSide: false, overTheAirUpdate: true, recallStatus: 'Remedy Available' },
    standing: 'open',
    level: 'park-it',
    label: 'Do not drive',
    tone: 'danger',
    badges: ['Do not drive/danger', 'Over-the-air fix/accent', 'Remedy Available/danger'],
    report: 'Open, remedy available, DO NOT DRIVE',
  },
  {
    name: 'open with both park flags: do-not-drive outranks park-outside, both are shown',
    recall: { parkIt: true, parkOutSide: true, overTheAirUpdate: false, recallStatus: 'Open' },
    standing: 'open',
    level: 'park-it',
    label: 'Do not drive',
    tone: 'danger',
    badges: ['Do not drive/danger', 'Park outside/warning', 'Open/danger'],
    report: 'Open, DO NOT DRIVE, PARK OUTSIDE',
  },
  {
    name: 'open park-outside, status Completed: still amber, never green',
    recall: { parkIt: false, parkOutSide: true, overTheAirUpdate: false, recallStatus: 'Completed' },
    standing: 'open',
    level: 'park-outside',
    label: 'Park outside',
    tone: 'warning',
    badges: ['Park outside/warning', 'Completed/warning'],
    report: 'Open, service status “Completed”, PARK OUTSIDE',
  },
  {
    name: 'open over-the-air only, no status sent (auto.dev may leave it out)',
    recall: { parkIt: false, parkOutSide: false, overTheAirUpdate: true },
    standing: 'open',
    level: 'open',
    label: 'Open recall',
    tone: 'accent',
    badges: ['Over-the-air fix/accent'],
    report: 'Open',
  },
  {
    name: 'closed park-it: the flag no longer applies',
    recall: { parkIt: true, parkOutSide: true, overTheAirUpdate: false },
    standing: 'closed',
    level: 'closed',
    label: 'Closed',
    tone: 'neutral',
    badges: [],
    report: 'Closed',
  },
  {
    name: 'closed over-the-air recall keeps its delivery chip',
    recall: { parkIt: false, parkOutSide: false, overTheAirUpdate: true },
    standing: 'closed',
    level: 'closed',
    label: 'Closed',
    tone: 'neutral',
    badges: ['Over-the-air fix/accent'],
    report: 'Closed',
  },
  {
    name: 'on record on a plan without open checks, park-it: not claimed open or fixed',
    recall: { parkIt: true, parkOutSide: false, overTheAirUpdate: false },
    standing: 'not-checked',
    level: 'unknown',
    label: 'Open or fixed: not checked',
    tone: 'accent',
    badges: [],
    report: 'Open or fixed: not checked',
  },
  {
    name: 'open with every field missing',
    recall: {},
    standing: 'open',
    level: 'open',
    label: 'Open recall',
    tone: 'accent',
    badges: [],
    report: 'Open',
  },
  {
    name: 'open with a blank status',
    recall: { parkIt: false, parkOutSide: false, recallStatus: '  ' },
    standing: 'open',
    level: 'open',
    label: 'Open recall',
    tone: 'accent',
    badges: [],
    report: 'Open',
  },
  {
    name: 'not checked with every field missing',
    recall: {},
    standing: 'not-checked',
    level: 'unknown',
    label: 'Open or fixed: not checked',
    tone: 'accent',
    badges: [],
    report: 'Open or fixed: not checked',
  },
];

describe('recallSeverity', () => {
  it.each(rows)('$name', (row) => {
    const severity = recallSeverity(row.recall, row.standing);
    expect({
      level: severity.level,
      label: severity.label,
      tone: severity.tone,
      badges: severity.badges.map((badge) => `${badge.words}/${badge.tone}`),
      report: severity.reportStatus,
    }).toEqual({ level: row.level, label: row.label, tone: row.tone, badges: row.badges, report: row.report });
  });

  it('never gives an open recall a green tone, whatever its flags and status', () => {
    for (const recallStatus of ['Open', 'Remedy Available', 'In Progress', 'Completed', 'Closed', undefined])
      for (const parkIt of [true, false, undefined])
        for (const parkOutSide of [true, false, undefined]) {
          const severity = recallSeverity({ parkIt, parkOutSide, recallStatus }, 'open');
          const tones = [severity.tone, ...severity.badges.map((badge) => badge.tone)];
          expect(tones, `${recallStatus} ${parkIt} ${parkOutSide}`).not.toContain('success');
          expect(severity.reportStatus.startsWith('Open')).toBe(true);
        }
  });
});

describe('summarizeOpenRecalls', () => {
  const plain = { parkIt: false, parkOutSide: false, overTheAirUpdate: false };
  const table: {
    name: string;
    open: RecallSignals[];
    reported?: number;
    want: ReturnType<typeof summarizeOpenRecalls>;
  }[] = [
    {
      name: 'nothing open',
      open: [],
      reported: 0,
      want: {
        count: 0,
        parkIt: 0,
        parkOutside: 0,
        overTheAir: 0,
        worst: null,
        label: 'No open recalls',
        tone: 'success',
      },
    },
    {
      name: 'one of each flag: park-it is the worst, every flag is counted',
      open: [
        { ...plain, parkIt: true },
        { ...plain, parkOutSide: true, overTheAirUpdate: true },
        { ...plain, parkIt: true, parkOutSide: true },
        plain,
      ],
      reported: 4,
      want: {
        count: 4,
        parkIt: 2,
        parkOutside: 2,
        overTheAir: 1,
        worst: 'park-it',
        label: '4 open recalls',
        tone: 'danger',
      },
    },
    {
      name: 'park-outside without park-it',
      open: [{ ...plain, parkOutSide: true }, plain],
      want: {
        count: 2,
        parkIt: 0,
        parkOutside: 1,
        overTheAir: 0,
        worst: 'park-outside',
        label: '2 open recalls',
        tone: 'danger',
      },
    },
    {
      name: 'the count says 0 but one open record is listed: open is open',
      open: [{ ...plain, recallStatus: 'Completed' }],
      reported: 0,
      want: {
        count: 1,
        parkIt: 0,
        parkOutside: 0,
        overTheAir: 0,
        worst: 'open',
        label: '1 open recall',
        tone: 'danger',
      },
    },
    {
      name: 'a count with no records listed',
      open: [],
      reported: 3,
      want: {
        count: 3,
        parkIt: 0,
        parkOutside: 0,
        overTheAir: 0,
        worst: 'open',
        label: '3 open recalls',
        tone: 'danger',
      },
    },
    {
      name: 'records with missing flags',
      open: [{}, { recallStatus: 'Open' }],
      want: {
        count: 2,
        parkIt: 0,
        parkOutside: 0,
        overTheAir: 0,
        worst: 'open',
        label: '2 open recalls',
        tone: 'danger',
      },
    },
  ];

  it.each(table)('$name', ({ open, reported, want }) => {
    expect(summarizeOpenRecalls(open, reported)).toEqual(want);
  });

  it('words a bare count', () => {
    expect(openRecallCountWords(1)).toEqual({ label: '1 open recall', tone: 'danger' });
    expect(openRecallCountWords(12)).toEqual({ label: '12 open recalls', tone: 'danger' });
    expect(openRecallCountWords(0)).toEqual({ label: 'No open recalls', tone: 'success' });
  });
});

describe('openRecallCount', () => {
  it.each([
    { reported: 2, listed: 2, want: 2 },
    { reported: 0, listed: 1, want: 1 },
    { reported: 3, listed: 0, want: 3 },
    { reported: undefined, listed: 2, want: 2 },
    { reported: undefined, listed: 0, want: 0 },
  ])('reported $reported, listed $listed → $want', ({ reported, listed, want }) => {
    expect(openRecallCount(reported, listed)).toBe(want);
  });
});
