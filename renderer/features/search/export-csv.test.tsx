import { fireEvent, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { SpendEstimate } from '../../../shared/spend/spend-estimate';
import { installFakeBridge, type FakeBridge } from '../../test-utils/fake-bridge';
import { renderWithQuery } from '../../test-utils/render-app';
import { ExportCsv } from './export-csv';

// Growth listings cost $0.0015 a page (docs/real-service.md row 26); a page holds 100 there.
// 120,000 rows = 1,200 pages = $1.80, above the $1 the vendor asks to confirm.
const BIG: SpendEstimate = {
  demo: false,
  plan: 'growth',
  endpoint: 'listings',
  calls: 1_200,
  cached: 0,
  perCallMicros: 1_500,
  negotiated: false,
  totalMicros: 1_800_000,
  confirmAboveMicros: 1_000_000,
  needsConfirmation: true,
  budget: null,
};

let fake: FakeBridge;
beforeEach(() => {
  fake = installFakeBridge();
});

const exports = () => fake.calls.filter((call) => call.channel === 'listings.exportCsv');

describe('exporting a search', () => {
  it('shows the cost under the button and asks before an export above the confirmation amount', async () => {
    fake.handle('listings.exportEstimate', () => BIG);
    fake.handle('listings.exportCsv', () => ({ saved: false }));
    renderWithQuery(<ExportCsv query="make=Ford" total={120_000} />);

    const button = screen.getByRole('button', { name: 'Export CSV' });
    expect(await screen.findByText('1,200 pages of results × $0.0015 = $1.80.')).toBeTruthy();
    expect(button.getAttribute('aria-describedby')).toBeTruthy();
    fireEvent.click(button);

    const confirm = screen.getByRole('button', { name: 'Export for $1.80' });
    expect(document.activeElement).toBe(confirm);
    expect(exports()).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: 'Don’t export' }));
    expect(exports()).toHaveLength(0);

    fireEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    fireEvent.click(screen.getByRole('button', { name: 'Export for $1.80' }));
    await screen.findByRole('button', { name: 'Export CSV' });
    expect(exports()).toHaveLength(1);
  });

  it('starts at once when the cost is under the confirmation amount', async () => {
    // 10,000 rows on Growth: 100 pages × $0.0015 = $0.15.
    fake.handle('listings.exportEstimate', () => ({
      ...BIG,
      calls: 100,
      totalMicros: 150_000,
      needsConfirmation: false,
    }));
    fake.handle('listings.exportCsv', () => ({ saved: false }));
    renderWithQuery(<ExportCsv query="make=Ford" total={10_000} />);
    await screen.findByText('100 pages of results × $0.0015 = $0.15.');
    fireEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    await screen.findByRole('button', { name: 'Export CSV' });
    expect(exports()).toHaveLength(1);
  });
});
