import { describe, expect, it } from 'vitest';
import type { OpenRecall } from '../../../shared/schemas/recall-schema';
import { bannerRecallFacts, cleanRecallCoverage, recallCardId, remedyExpectedWords } from './recall-words';

/** A moment of a given UTC day, at the hour given. */
const at = (iso: string) => Date.parse(iso);

describe('recall words', () => {
  it('says a remedy date is overdue only once that day has passed', () => {
    expect(remedyExpectedWords('2026-11-08', at('2026-11-07T23:59:00Z'))).toBe('Remedy expected Nov 8, 2026');
    expect(remedyExpectedWords('2026-11-08', at('2026-11-08T23:59:00Z'))).toBe('Remedy expected Nov 8, 2026');
    expect(remedyExpectedWords('2026-11-08', at('2026-11-09T00:00:00Z'))).toBe('Remedy expected Nov 8, 2026 — overdue');
    // Day-first dates (the spec's report format) are read the same way.
    expect(remedyExpectedWords('08/11/2026', at('2026-11-28T09:00:00Z'))).toBe('Remedy expected Nov 8, 2026 — overdue');
  });

  it('shows a date it cannot read as sent, never as overdue, and nothing when there is none', () => {
    expect(remedyExpectedWords('Q3 2026', at('2030-01-01T00:00:00Z'))).toBe('Remedy expected Q3 2026');
    expect(remedyExpectedWords(null, at('2030-01-01T00:00:00Z'))).toBeNull();
    expect(remedyExpectedWords(undefined, at('2030-01-01T00:00:00Z'))).toBeNull();
  });

  it('names a banner recall by campaign, part, status and remedy date', () => {
    const recall: OpenRecall = {
      regulatorCampaignNumber: '24V123000',
      component: 'FUEL SYSTEM, GASOLINE:DELIVERY',
      summary: 'Fuel may leak.',
      parkIt: true,
      parkOutSide: false,
      overTheAirUpdate: false,
      recallStatus: 'Open',
      expectedRemediationDate: '2026-11-08',
    };
    expect(bannerRecallFacts(recall, at('2026-11-28T09:00:00Z'))).toEqual([
      'Campaign 24V123000',
      'Fuel system, gasoline › Delivery',
      'Status: Open',
      'Remedy expected Nov 8, 2026 — overdue',
    ]);
    expect(
      bannerRecallFacts(
        {
          regulatorCampaignNumber: '23V001000',
          summary: 'x',
          parkIt: false,
          parkOutSide: true,
          overTheAirUpdate: false,
        },
        at('2026-11-28T09:00:00Z'),
      ),
    ).toEqual(['Campaign 23V001000', 'Component not stated', 'Status not stated']);
  });

  it('gives each campaign a card id that is a valid, distinct fragment', () => {
    expect(recallCardId('24V123000')).toBe('recall-24V123000');
    expect(recallCardId('24V 12/3')).toBe('recall-24V-12-3');
    expect(recallCardId('24V123000')).not.toBe(recallCardId('24V123001'));
  });

  it('says what a clean answer covers and when it was checked', () => {
    const line = cleanRecallCoverage('Nov 28, 2026, 9:00 AM UTC');
    expect(line).toMatch(/^Checked Nov 28, 2026, 9:00 AM UTC\. /);
    expect(line).toContain('last 15 model years');
    expect(line).toContain('major makers');
    expect(line).toMatch(/VINs aren't listed yet/);
  });
});
