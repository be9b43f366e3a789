import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { QuoteValues } from '../../../shared/finance/quote-form';
import { ENDPOINTS } from '../../../shared/plan/plan-access';
import { TaxesInputSchema } from '../../../shared/schemas/finance-inputs-schema';
import { installFakeBridge, type FakeBridge } from '../../test-utils/fake-bridge';
import { renderWithQuery } from '../../test-utils/render-app';
import { TaxesPanel, taxesInputOf } from './taxes-panel';

const VIN = '1HGCM82633A004352';
const deal: QuoteValues = {
  price: 24_500,
  zip: '90210',
  downPayment: 2_000,
  tradeIn: 5_000,
  docFee: 85,
  term: 72,
  creditScore: '720',
};

let fake: FakeBridge;
beforeEach(() => {
  fake = installFakeBridge();
  fake.handle('plan.access', () => ({
    plan: 'scale',
    source: 'setting',
    endpoints: Object.fromEntries(
      ENDPOINTS.map((endpoint) => [endpoint, { available: true, planRequired: 'starter', known: true }]),
    ),
  }));
  fake.handle('finance.taxes', () => ({
    data: {
      taxes: { stateSalesTax: 1, countySalesTax: 2, citySalesTax: 3, districtSalesTax: 4, combinedSalesTax: 10 },
      fees: { combinedFees: 400 },
      totalTaxesAndFees: 1_410,
    },
    stale: false,
    fetchedAt: '2026-11-23T14:02:00Z',
  }));
});

const taxesCalls = () => fake.calls.filter((call) => call.channel === 'finance.taxes');

describe('taxes from the deal', () => {
  it('puts the whole deal on the screen into the taxes input, in a shape main accepts', () => {
    const input = taxesInputOf(VIN, deal, 6.49);
    expect(input).toEqual({
      vin: VIN,
      zip: '90210',
      price: 24_500,
      downPayment: 2_000,
      tradeIn: 5_000,
      docFee: 85,
      rate: 6.49,
      months: 72,
    });
    expect(TaxesInputSchema.safeParse(input).success).toBe(true);
    // A blank doc fee (the state's usual fee) and an unknown rate are left out, not sent as 0.
    expect(taxesInputOf(VIN, { ...deal, docFee: undefined }, null)).not.toHaveProperty('docFee');
    expect(taxesInputOf(VIN, deal, null)).not.toHaveProperty('rate');
  });

  it('asks main for taxes with the deal, once the rate is settled', async () => {
    const { rerender } = renderWithQuery(<TaxesPanel vin={VIN} values={deal} rate={null} rateSettled={false} />);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(taxesCalls()).toEqual([]);

    rerender(<TaxesPanel vin={VIN} values={deal} rate={6.49} rateSettled />);
    expect(await screen.findByText('$1,410')).toBeTruthy();
    await waitFor(() => expect(taxesCalls()).toHaveLength(1));
    expect(taxesCalls()[0]!.input).toEqual(taxesInputOf(VIN, deal, 6.49));
  });
});
