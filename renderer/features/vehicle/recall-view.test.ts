import { describe, expect, it } from 'vitest';
import type { OpenRecall, Recall } from '../../../shared/schemas/recall-schema';
import { marketPosition, median } from './market-position';
import { recallSeverity } from '../../../shared/recalls/recall-severity';
import { closedRecalls, formatServiceDate, readableComponent, sortOpenRecalls } from './recall-view';

function recall(number: string, flags: Partial<OpenRecall> = {}): OpenRecall {
  return {
    regulatorCampaignNumber: number,
    parkIt: false,
    parkOutSide: false,
    overTheAirUpdate: false,
    summary: `Recall ${number}`,
    ...flags,
  };
}

describe('recall view', () => {
  it('puts do-not-drive first, then park-outside, then the rest, newest first within each', () => {
    const sorted = sortOpenRecalls([
      recall('A', { reportReceivedDate: '01/02/2024' }),
      recall('B', { parkOutSide: true }),
      recall('C', { parkIt: true, parkOutSide: true }),
      recall('D', { reportReceivedDate: '01/02/2025' }),
    ]);
    expect(sorted.map((item) => item.regulatorCampaignNumber)).toEqual(['C', 'B', 'D', 'A']);
    expect(recallSeverity(sorted[0]!, 'open').level).toBe('park-it');
  });

  it('lists as closed the catalog entries that are not open', () => {
    const catalog: Recall[] = [recall('A'), recall('B'), recall('C')];
    expect(closedRecalls(catalog, [recall('B')]).map((item) => item.regulatorCampaignNumber)).toEqual(['A', 'C']);
  });

  it('makes component paths and service dates readable', () => {
    expect(readableComponent('ELECTRICAL SYSTEM:12V/BATTERY:CABLES')).toBe(
      'Electrical system › 12V › Battery › Cables',
    );
    expect(readableComponent('FUEL SYSTEM, GASOLINE:DELIVERY:HOSES, LINES/PIPING, AND FITTINGS')).toBe(
      'Fuel system, gasoline › Delivery › Hoses, lines › Piping, and fittings',
    );
    expect(readableComponent(undefined)).toBe('Component not stated');
  });

  // The report date is day-first (spec); the sandbox's expected remedy date is ISO.
  it.each([
    ['05/03/2024', 'Mar 5, 2024'],
    ['31/12/2025', 'Dec 31, 2025'],
    ['2026-11-08', 'Nov 8, 2026'],
    ['2024-02-29', 'Feb 29, 2024'],
    // Not a date this reads: shown as sent, never turned into another day.
    ['31/02/2024', '31/02/2024'],
    ['2023-02-29', '2023-02-29'],
    ['01/13/2024', '01/13/2024'],
    ['2024-00-10', '2024-00-10'],
    ['2024-3-5', '2024-3-5'],
    ['Q3 2026', 'Q3 2026'],
  ])('shows the service date %s as %s', (sent, shown) => {
    expect(formatServiceDate(sent)).toBe(shown);
  });

  it('shows no date for a missing one', () => {
    expect(formatServiceDate(null)).toBeNull();
    expect(formatServiceDate(undefined)).toBeNull();
    expect(formatServiceDate('')).toBeNull();
  });
});

describe('market position', () => {
  it('takes the median of positive prices and bands ±3% as at market', () => {
    expect(median([30_000, 10_000, 20_000])).toBe(20_000);
    expect(median([10_000, 20_000, 0, 30_000, 40_000])).toBe(25_000);
    expect(median([])).toBeNull();
    expect(marketPosition(19_000, 20_000)).toBe('below');
    expect(marketPosition(20_500, 20_000)).toBe('at');
    expect(marketPosition(21_000, 20_000)).toBe('above');
  });
});

describe('open recall status badge', () => {
  // The status chip of a recall item, as the vehicle screen shows it.
  const statusTone = (flags: Partial<OpenRecall>) =>
    recallSeverity(recall('24V100000', flags), 'open').badges.find((badge) => badge.key === 'status')?.tone;

  it('never colors an open recall green, whatever recallStatus says', () => {
    for (const recallStatus of ['Remedy Available', 'Open', 'In Progress', 'Closed', 'Remedy Complete']) {
      for (const parkIt of [false, true]) {
        const tone = statusTone({ recallStatus, parkIt });
        expect(['accent', 'warning', 'danger'], `${recallStatus} parkIt=${parkIt}`).toContain(tone);
      }
    }
  });

  it('is red for do-not-drive, blue while the repair is in progress, amber otherwise', () => {
    expect(statusTone({ recallStatus: 'Remedy Available', parkIt: true })).toBe('danger');
    expect(statusTone({ recallStatus: 'In Progress' })).toBe('accent');
    expect(statusTone({ recallStatus: 'Remedy Available' })).toBe('warning');
  });
});
