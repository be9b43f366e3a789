import { describe, expect, it } from 'vitest';
import { serviceCodeMessage } from './error-messages';

describe('a refused parameter speaks of the screen that sent it', () => {
  it('talks of filters only for a search', () => {
    expect(serviceCodeMessage('listings', 'INVALID_PARAMETER')).toMatch(/filter/);
    for (const endpoint of ['payments', 'apr', 'taxes', 'tco', 'plate', 'vin'] as const) {
      expect(serviceCodeMessage(endpoint, 'INVALID_PARAMETER'), endpoint).not.toMatch(/filter|search/i);
    }
  });

  it('names the deal for a payment and the ZIP code for a rate', () => {
    expect(serviceCodeMessage('payments', 'INVALID_PARAMETER')).toMatch(/deal/);
    expect(serviceCodeMessage('apr', 'INVALID_PARAMETER')).toMatch(/ZIP code/);
  });
});
