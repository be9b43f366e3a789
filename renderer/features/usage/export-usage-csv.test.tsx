import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { FakeFailure, installFakeBridge, type FakeBridge } from '../../test-utils/fake-bridge';
import { renderWithQuery } from '../../test-utils/render-app';
import { demoReport, growthReport } from './test-spend-report';
import { UsageScreen } from './usage-screen';

let fake: FakeBridge;
beforeEach(() => {
  fake = installFakeBridge();
  fake.handle('spend.summary', () => growthReport);
});

const exportButton = () => screen.getByRole('button', { name: 'Export CSV' });
const exportCalls = () => fake.calls.filter((call) => call.channel === 'spend.exportCsv').length;

/** The line beside the button that says what became of the export: a live region, so it is heard. */
async function outcome(text: string): Promise<HTMLElement> {
  const line = await screen.findByText(text);
  expect(line.getAttribute('role')).toBe('status');
  return line;
}

describe('the Usage screen’s Export CSV button', () => {
  it('is reached and pressed from the keyboard, and says where the file was saved', async () => {
    const path = '/home/dealer/Documents/VinDesk usage 2026-11-03.csv';
    fake.handle('spend.exportCsv', () => ({ saved: true, path, rows: 18 }));
    const user = userEvent.setup();
    renderWithQuery(<UsageScreen />);
    await screen.findByRole('table', { name: 'Spend by task' });

    exportButton().focus();
    await user.keyboard('{Enter}');

    await outcome(`Saved 18 rows to ${path}.`);
    expect(exportCalls()).toBe(1);
    // The figures stay on screen beside the outcome.
    expect(screen.getByRole('table', { name: 'Spend by task' })).toBeTruthy();
  });

  it('says nothing was saved when the save dialog was cancelled', async () => {
    fake.handle('spend.exportCsv', () => ({ saved: false }));
    const user = userEvent.setup();
    renderWithQuery(<UsageScreen />);

    await user.click(exportButton());

    await outcome('Not saved: the save was cancelled.');
  });

  it('says why when the file could not be written, and keeps the usage on screen', async () => {
    fake.handle('spend.exportCsv', () => {
      throw new FakeFailure({
        kind: 'internal',
        code: 'SAVE_FAILED',
        message: 'The CSV could not be saved to /media/usb/usage.csv.',
        suggestion: 'Choose a folder you can write to.',
      });
    });
    const user = userEvent.setup();
    renderWithQuery(<UsageScreen />);
    await screen.findByRole('table', { name: 'Spend by task' });

    await user.click(exportButton());

    await outcome('Not saved. The CSV could not be saved to /media/usb/usage.csv. Choose a folder you can write to.');
    expect(screen.getByRole('table', { name: 'Spend by task' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Usage' })).toBeTruthy();
    // It can be tried again.
    await user.click(exportButton());
    expect(exportCalls()).toBe(2);
  });

  it('is offered on demo data too, whose file says nothing is billed', async () => {
    fake.handle('spend.summary', () => demoReport);
    fake.handle('spend.exportCsv', () => ({ saved: true, path: '/tmp/usage.csv', rows: 6 }));
    const user = userEvent.setup();
    renderWithQuery(<UsageScreen />);
    await screen.findByRole('heading', { name: 'Demo data costs nothing' });

    await user.click(exportButton());

    await outcome('Saved 6 rows to /tmp/usage.csv.');
  });
});
