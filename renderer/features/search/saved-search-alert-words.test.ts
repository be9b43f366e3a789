import { describe, expect, it } from 'vitest';
import { alertHeldWords, checkNowCostWords } from './saved-search-alert-words';

// 15:00 on this computer's clock, whatever its time zone: the words speak of local time.
const threePm = new Date(2026, 10, 28, 15, 0).toISOString();

describe('a saved search’s alert check in words', () => {
  it('prices “Check now” as one listings search, free on the demo data', () => {
    // Growth's listings search is $0.0015 (docs/real-service.md row 26).
    expect(checkNowCostWords({ demo: false, priceCheckMicros: 1_500 })).toBe('Checking now costs about $0.0015.');
    expect(checkNowCostWords({ demo: false, priceCheckMicros: 20_000 })).toBe('Checking now costs about $0.02.');
    expect(checkNowCostWords({ demo: true, priceCheckMicros: 0 })).toBe('Checking now is free on the demo data.');
  });

  it('says when a check was not made and which budget stopped it, with what was spent', () => {
    expect(
      alertHeldWords({ at: threePm, budget: { period: 'day', limitMicros: 5_000_000, spentMicros: 4_990_000 } }),
    ).toBe(
      'Not checked at 3:00 PM: the check would go over today’s budget of $5.00 ($4.99 spent). ' +
        'Its next check tries again; to check sooner, raise the budget in Settings.',
    );
    expect(
      alertHeldWords({ at: threePm, budget: { period: 'month', limitMicros: 100_000_000, spentMicros: 99_999_000 } }),
    ).toContain('would go over this month’s budget of $100.00 ($100.00 spent)');
    expect(alertHeldWords({ at: threePm })).toBe('Not checked at 3:00 PM: VinDesk was asked not to spend.');
  });
});
