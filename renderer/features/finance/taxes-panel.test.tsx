import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { QuoteValues } from '../../../shared/finance/quote-form';
import { TaxesInputSchema } from '../../../shared/schemas/finance-inputs-schema';
import { installFakeBridge, type FakeBridge } from '../../test-utils/fake-bridge';
import { planAccessOf } from '../../test-utils/plan-access';
import { renderWithQuery, testQueryClient } from '../../test-utils/render-app';
import { planQueries } from '../../api/plan-queries';
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
  financeTaxesAndFees: false,
};

let fake: FakeBridge;
beforeEach(() => {
  fake = installFakeBridge();
  fake.handle('plan.access', () => planAccessOf('scale'));
  fake.handle('finance.taxes', () => ({
    data: {
      // Hand-made, auto.dev's way: combinedFees = 20 + 80.5 + 14.5 + 85 = 200;
      // total = 10 + 200 + 1,200 unlisted = 1,410.
      taxes: {
        stateSalesTax: 1,
        countySalesTax: 2,
        citySalesTax: 3,
        districtSalesTax: 4,
        combinedSalesTax: 10,
        gasGuzzlerTax: 0,
      },
      fees: { titleFee: 20, registrationFee: 80.5, dmvFee: 14.5, combinedFees: 200, docFee: 85, dmvFees: {} },
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
    // The plan is known from the first render, so only rateSettled can hold the request back.
    const client = testQueryClient();
    client.setQueryData(planQueries.access().queryKey, planAccessOf('scale'));
    const { rerender } = renderWithQuery(
      <TaxesPanel vin={VIN} values={deal} rate={null} rateSettled={false} />,
      client,
    );
    // An enabled query starts fetching as it mounts (inside render's act): idle means it was held back.
    const taxesQueries = client
      .getQueryCache()
      .findAll({ predicate: (q) => JSON.stringify(q.queryKey).includes('taxes') });
    expect(taxesQueries).toHaveLength(1);
    expect(taxesQueries[0]!.state.fetchStatus).toBe('idle');
    expect(taxesCalls()).toEqual([]);

    rerender(<TaxesPanel vin={VIN} values={deal} rate={6.49} rateSettled />);
    expect((await screen.findAllByText('$1,410.00')).length).toBeGreaterThan(0);
    await waitFor(() => expect(taxesCalls()).toHaveLength(1));
    expect(taxesCalls()[0]!.input).toEqual(taxesInputOf(VIN, deal, 6.49));
  });

  it('shows lines that add up to the total, with what the total holds beyond them, and fees = the fee lines', async () => {
    renderWithQuery(<TaxesPanel vin={VIN} values={deal} rate={6.49} rateSettled />);
    const table = await screen.findByRole('table', { name: 'Detailed taxes and fees' });
    const rows = [...table.querySelectorAll('tbody tr')].map((row) => [
      row.querySelector('th')!.textContent,
      row.querySelector('td')!.textContent,
    ]);
    expect(rows).toEqual([
      ['State sales tax', '$1.00'],
      ['County sales tax', '$2.00'],
      ['City sales tax', '$3.00'],
      ['District sales tax', '$4.00'],
      ['Title fee', '$20.00'],
      ['Registration fee', '$80.50'],
      ['Other DMV fees', '$14.50'],
      ['Dealer doc fee', '$85.00'],
      // 1,410 − (10 + 200) = 1,200 that no line names.
      ['Other charges in the service’s total', '$1,200.00'],
    ]);
    expect(table.querySelector('tfoot')!.textContent).toContain('$1,410.00');
    // The fees figure is the sum of the four fee lines: 20 + 80.50 + 14.50 + 85 = 200.
    const fees = screen.getByText('Fees', { selector: 'dt' }).nextElementSibling!;
    expect(fees.textContent).toBe('$200.00');
  });
});
