// The chips beside one recall: each has a stable key for lists, and an open recall's status is
// read trimmed (a service may pad it), so "In Progress" is blue however it is sent.
import { describe, expect, it } from 'vitest';
import { recallSeverity } from './recall-severity';

describe('recall badges', () => {
  it('keys every chip by what it says', () => {
    const severity = recallSeverity(
      { parkIt: true, parkOutSide: true, overTheAirUpdate: true, recallStatus: 'Remedy Available' },
      'open',
    );
    expect(severity.badges.map((badge) => badge.key)).toEqual(['park-it', 'park-outside', 'over-the-air', 'status']);
  });

  it('reads a padded "In Progress" as in progress', () => {
    const severity = recallSeverity({ recallStatus: ' In Progress ' }, 'open');
    expect(severity.badges).toEqual([{ key: 'status', words: 'In Progress', tone: 'accent' }]);
  });
});
