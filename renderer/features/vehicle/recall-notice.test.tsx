import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Listing } from '../../../shared/schemas/listing-schema';
import type { OpenRecall } from '../../../shared/schemas/recall-schema';
import { installFakeBridge } from '../../test-utils/fake-bridge';
import { renderWithQuery } from '../../test-utils/render-app';
import { RecallNotice } from './recall-notice';

const VIN = '1GD0UPEYXSF275995';

function recall(fields: Partial<OpenRecall> & { regulatorCampaignNumber: string }): OpenRecall {
  return {
    parkIt: false,
    parkOutSide: false,
    overTheAirUpdate: false,
    summary: '',
    ...fields,
  };
}

const listing = (dealer: string | undefined) =>
  ({
    vin: VIN,
    vehicle: { year: 2025, make: 'GMC', model: 'Sierra HD' },
    retailListing: { price: 59900, dealer },
  }) as Listing;

beforeEach(() => {
  installFakeBridge();
  vi.useFakeTimers({ now: Date.parse('2026-11-28T10:00:00Z'), toFake: ['Date'] });
});
afterEach(() => vi.useRealTimers());

describe('recall notice', () => {
  it('says what is wrong, what to do and when the fix is due, with every campaign and the dealer', () => {
    renderWithQuery(
      <RecallNotice
        vin={VIN}
        name="2025 GMC Sierra HD AT4"
        listing={listing('Hughes Subaru')}
        recalls={[
          recall({
            regulatorCampaignNumber: '24V001000',
            component: 'AIR BAGS',
            summary: 'The air bag may not deploy.',
          }),
          recall({
            regulatorCampaignNumber: '26V713000',
            component: 'SUSPENSION:FRONT',
            summary: 'The lower arm may break.',
            parkIt: true,
            recallStatus: 'Open',
            expectedRemediationDate: '2026-11-08',
          }),
        ]}
      />,
    );
    const notice = screen.getByRole('article', { name: 'Recall notice' });
    expect(screen.getByRole('heading', { name: 'Do not drive this vehicle' })).toBeTruthy();
    expect(notice.textContent).toContain('What is wrong: The lower arm may break.');
    expect(notice.textContent).toContain('Remedy expected Nov 8, 2026 — overdue');
    expect(notice.textContent).toContain('Dealer: Hughes Subaru');
    expect(notice.textContent).toContain('Call Hughes Subaru to book the repair. Safety recall repairs are free.');
    expect(notice.textContent).toContain('26V713000');
    // The other open recall is named too, after the urgent one.
    expect(notice.textContent).toContain('Other open recalls: 24V001000 (Air bags)');
    expect(notice.textContent).not.toContain('Park it outside');
  });

  it('leaves the dealer line out when the listing names none, and is not made without an urgent recall', () => {
    const { unmount } = renderWithQuery(
      <RecallNotice
        vin={VIN}
        name="2025 GMC Sierra HD"
        listing={listing(undefined)}
        recalls={[recall({ regulatorCampaignNumber: '25V100000', parkOutSide: true, summary: 'A fire may start.' })]}
      />,
    );
    const notice = screen.getByRole('article', { name: 'Recall notice' });
    expect(screen.getByRole('heading', { name: 'Park this vehicle outside' })).toBeTruthy();
    expect(notice.textContent).not.toContain('Dealer:');
    expect(notice.textContent).toContain('Call the dealer to book the repair.');
    expect(notice.textContent).toContain('Repair status: not stated');
    unmount();
    renderWithQuery(
      <RecallNotice vin={VIN} name="x" listing={null} recalls={[recall({ regulatorCampaignNumber: '25V100001' })]} />,
    );
    expect(screen.queryByRole('article', { name: 'Recall notice' })).toBeNull();
  });
});
