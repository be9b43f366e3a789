import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { SpendReport } from '../../../shared/ipc/spend-channels';
import { installFakeBridge, type FakeBridge } from '../../test-utils/fake-bridge';
import { renderWithQuery } from '../../test-utils/render-app';
import { demoReport, growthReport } from './test-spend-report';
import { UsageScreen } from './usage-screen';

let fake: FakeBridge;
beforeEach(() => {
  fake = installFakeBridge();
});

function showUsage(report: SpendReport) {
  fake.handle('spend.summary', () => report);
  return renderWithQuery(<UsageScreen />);
}

/** A table row's cells as read, its heading first. */
function cellsOf(table: HTMLElement, heading: string): string[] {
  const row = within(table).getByRole('rowheader', { name: heading }).closest('tr')!;
  return [...row.querySelectorAll('th, td')].map((cell) => cell.textContent ?? '');
}

describe('the Usage screen on a live key', () => {
  it('shows today and this month in dollars and calls', async () => {
    showUsage(growthReport);
    const today = await screen.findByRole('region', { name: 'Today' });
    // 2 × $0.0025 + $0.10 + $0.01 + 4 × $0.0015 = $0.121, shown to the cent.
    expect(within(today).getByText('$0.12')).toBeTruthy();
    expect(within(today).getByText('8 calls')).toBeTruthy();
    // $0.121 + $0.0025 + $0.06 = $0.1835.
    const month = screen.getByRole('region', { name: 'This month' });
    expect(within(month).getByText('$0.18')).toBeTruthy();
    expect(within(month).getByText('10 calls')).toBeTruthy();
    expect(screen.getByText(/per-lookup prices for the Growth plan/)).toBeTruthy();
  });

  it('tells what the money went on in a dealer’s words, fractions of a cent kept', async () => {
    showUsage(growthReport);
    const byTask = await screen.findByRole('table', { name: 'Spend by task' });
    expect(cellsOf(byTask, 'Vehicle pages')).toEqual(['Vehicle pages', '4', '$0.12', '4', '$0.12']);
    expect(cellsOf(byTask, 'Loaded ahead while browsing')).toEqual([
      'Loaded ahead while browsing',
      '0',
      '$0.00',
      '1',
      '$0.0025',
    ]);
    expect(cellsOf(byTask, 'Total')).toEqual(['Total', '8', '$0.12', '10', '$0.18']);
    // Largest spend this month first.
    const taskOrder = within(byTask)
      .getAllByRole('rowheader')
      .map((cell) => cell.textContent);
    expect(taskOrder).toEqual([
      'Vehicle pages',
      'Payments and costs',
      'Searches',
      'Loaded ahead while browsing',
      'Total',
    ]);

    const byLookup = screen.getByRole('table', { name: 'Spend by kind of lookup' });
    expect(cellsOf(byLookup, 'Build sheet')).toEqual(['Build sheet', '1', '$0.10', '1', '$0.10']);
    expect(cellsOf(byLookup, 'VIN decodes')).toEqual(['VIN decodes', '2', '$0.005', '3', '$0.0075']);
    expect(cellsOf(byLookup, 'Cost of ownership')).toEqual(['Cost of ownership', '0', '$0.00', '1', '$0.06']);
    expect(screen.queryByText(/openrecalls|hover-prefetch|vin-page|tco\b/)).toBeNull();
  });

  it('lists the days that had calls beside the chart', async () => {
    showUsage(growthReport);
    const days = await screen.findByRole('table', { name: 'Days with calls this month' });
    expect(cellsOf(days, 'Mon, Nov 2')).toEqual(['Mon, Nov 2', '2', '$0.06']);
    expect(cellsOf(days, 'Tue, Nov 3')).toEqual(['Tue, Nov 3', '8', '$0.12']);
    expect(within(days).queryByText('Sun, Nov 1')).toBeNull();
  });

  it('says plainly when the service did not give its own count', async () => {
    showUsage(growthReport);
    const service = await screen.findByRole('region', { name: 'The service’s own count' });
    expect(service.textContent).toContain('The service did not say how much your key has used.');
    expect(service.textContent).not.toContain('404');
  });

  it('shows the service’s own count beside VinDesk’s when it gave one', async () => {
    showUsage({ ...growthReport, usage: { available: true, used: 1204, limit: 5000 } });
    const service = await screen.findByRole('region', { name: 'The service’s own count' });
    expect(within(service).getByText('1,204')).toBeTruthy();
    expect(within(service).getByText('5,000')).toBeTruthy();
  });

  it('says so when lookups are not being counted, in main’s words', async () => {
    const why = 'VinDesk could not open its records on this computer, so lookups are not counted.';
    showUsage({ ...growthReport, recording: { active: false, why } });
    expect(await screen.findByText('Lookups are not being counted')).toBeTruthy();
    expect(screen.getByText(why)).toBeTruthy();
  });
});

describe('the Usage screen on demo data', () => {
  it('says demo data costs nothing and shows no dollars', async () => {
    showUsage(demoReport);
    expect(await screen.findByRole('heading', { name: 'Demo data costs nothing' })).toBeTruthy();
    await waitFor(() => expect(fake.calls.some((call) => call.channel === 'spend.summary')).toBe(true));
    expect(document.body.textContent).not.toMatch(/\$\d/);
    expect(screen.queryByRole('table')).toBeNull();
  });
});
