import { describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS } from '../../../shared/settings/settings-schema';
import { draftOf } from './spend-draft';
import { spendIssuesOf } from './spend-issues';
import { spendPatchOf } from './spend-patch';

const blank = draftOf(DEFAULT_SETTINGS);

describe('spendPatchOf', () => {
  it('reads amounts as people type them: a dollar sign, thousands commas, blank for none', () => {
    const result = spendPatchOf({
      ...blank,
      prices: { build: '$0.08', vin: '', plate: ' .5 ' },
      monthlyBudget: '$1,250.50',
      dailyBudget: '',
    });
    expect(result).toEqual({
      ok: true,
      patch: {
        spend: { ...DEFAULT_SETTINGS.spend, prices: { build: 0.08, plate: 0.5 }, monthlyBudget: 1250.5 },
        watchlistSchedule: 'daily',
      },
    });
  });

  it('names each field that is no amount, and wants a cap once paid loading ahead is on', () => {
    const result = spendPatchOf({
      ...blank,
      prices: { tco: '6 cents' },
      confirmAbove: '',
      paidPrefetch: true,
      paidPrefetchPerHour: '',
    });
    expect(result).toEqual({
      ok: false,
      errors: {
        'prices.tco': 'Enter a price per call in dollars, such as 1.50',
        confirmAbove: 'Enter the confirmation amount in dollars, such as 1.50',
        paidPrefetchPerHour: 'Enter the hourly loading-ahead cap in dollars, such as 1.50',
      },
    });
  });

  it('keeps paid loading ahead off (null) while the box is unticked, whatever cap was typed', () => {
    const result = spendPatchOf({ ...blank, paidPrefetch: false, paidPrefetchPerHour: '2.00' });
    expect(result.ok && result.patch.spend.paidPrefetchPerHour).toBeNull();
  });
});

describe('spendIssuesOf', () => {
  it('puts main’s issues by the card’s fields, and flags what belongs to none', () => {
    expect(
      spendIssuesOf({
        kind: 'invalid-input',
        code: 'INVALID_INPUT',
        message: 'Invalid settings',
        issues: [
          { path: 'spend.prices.build', message: 'A price per call cannot be below $0' },
          { path: 'spend.dailyBudget', message: 'The daily budget cannot be above $1,000,000' },
          { path: 'watchlistSchedule', message: 'Invalid option' },
        ],
      }),
    ).toEqual({
      fields: {
        'prices.build': 'A price per call cannot be below $0',
        dailyBudget: 'The daily budget cannot be above $1,000,000',
        watchlistSchedule: 'Invalid option',
      },
      other: false,
    });
    expect(spendIssuesOf({ kind: 'internal', code: 'X', message: 'Disk full' }).other).toBe(true);
  });
});
