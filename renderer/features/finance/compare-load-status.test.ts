import { describe, expect, it } from 'vitest';
import { compareLoadStatus, type ListingState } from './compare-load-status';

const car = (vin: string, listingState: ListingState) => ({ vin, listingState });
const refused = new Error('503');

describe('compare load status', () => {
  it('says nothing once every listing is in', () => {
    expect(compareLoadStatus([car('A', { state: 'known' }), car('B', { state: 'known' })])).toEqual({
      loading: null,
      failed: null,
    });
  });

  it('counts the listings still on their way', () => {
    expect(compareLoadStatus([car('A', { state: 'loading' }), car('B', { state: 'known' })]).loading).toBe(
      'Loading the listings of one vehicle…',
    );
    expect(
      compareLoadStatus([car('A', { state: 'loading' }), car('B', { state: 'loading' }), car('C', { state: 'known' })])
        .loading,
    ).toBe('Loading the listings of 2 vehicles…');
  });

  it('names the one car whose listing failed by its VIN, and passes its error on', () => {
    const status = compareLoadStatus([
      car('1FTFW1E50JFB00001', { state: 'failed', error: refused }),
      car('B', { state: 'known' }),
    ]);
    expect(status.failed).toEqual({
      title: 'The listing of 1FTFW1E50JFB00001 could not be loaded',
      error: refused,
    });
    expect(status.loading).toBeNull();
  });

  it('counts the cars when more than one failed, while another still loads', () => {
    const other = new Error('timeout');
    const status = compareLoadStatus([
      car('A', { state: 'failed', error: refused }),
      car('B', { state: 'loading' }),
      car('C', { state: 'failed', error: other }),
    ]);
    expect(status.failed).toEqual({ title: 'The listings of 2 vehicles could not be loaded', error: refused });
    expect(status.loading).toBe('Loading the listings of one vehicle…');
  });
});
