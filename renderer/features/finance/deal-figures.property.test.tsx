// Issue 36, item 1: over random deals, every figure the screen shows adds up, the amount
// financed is what its lines say, the payment amortizes exactly that amount, and the deal
// sheet's sentences carry the screen's figures. The expected arithmetic is the test's own.
import { cleanup, render, screen, within } from '@testing-library/react';
import fc from 'fast-check';
import { afterEach, describe, expect, it } from 'vitest';
import { buildDeal, financedBeforeTaxes } from '../../../shared/finance/deal-model';
import { LOAN_TERMS, type QuoteValues } from '../../../shared/finance/quote-form';
import { dealSheetSentences } from './deal-sheet-sentences';
import { PaymentSummary } from './payment-summary';

afterEach(cleanup);

/** "$1,234.56", "−$12.00" or "+$3.10" as signed cents. */
function centsOf(text: string): number {
  const digits = text.replace(/[^0-9.]/g, '');
  const cents = Math.round(Number(digits) * 100);
  return /^\s*[−-]/.test(text) ? -cents : cents;
}

/** A table's body lines and footer total, as shown. */
function tableFigures(caption: string): { lines: number[]; total: number } {
  const table = screen.getByRole('table', { name: caption });
  const bodyRows = within(table)
    .getAllByRole('row')
    .filter((row) => row.closest('tbody'));
  const lines = bodyRows.map((row) => centsOf(within(row).getByRole('cell').textContent ?? ''));
  const footer = table.querySelector('tfoot td')?.textContent ?? '';
  return { lines, total: centsOf(footer) };
}

/** The textbook payment P·r / (1 − (1 + r)^−n), rounded to the cent, written out here on its own. */
function textbookPayment(principalCents: number, apr: number, months: number): number {
  if (principalCents <= 0) return 0;
  const principal = principalCents / 100;
  if (apr === 0) return Math.round((principal / months) * 100);
  const r = apr / 1200;
  return Math.round(((principal * r) / (1 - (1 + r) ** -months)) * 100);
}

const money = (max: number) => fc.integer({ min: 0, max: max * 100 }).map((cents) => cents / 100);

const dealArbitrary = fc
  .record({
    price: fc.integer({ min: 1_000_00, max: 150_000_00 }).map((cents) => cents / 100),
    rebates: money(3_000),
    downPayment: money(20_000),
    tradeIn: money(25_000),
    tradeInPayoff: money(30_000),
    term: fc.constantFrom(...LOAN_TERMS),
    financeTaxesAndFees: fc.boolean(),
    apr: fc.integer({ min: 0, max: 2_500 }).map((hundredths) => hundredths / 100),
    taxes: money(12_000),
  })
  .map(({ apr, taxes, ...fields }) => ({
    apr,
    taxes,
    terms: {
      ...fields,
      zip: '30301',
      docFee: undefined,
      credit: 'good',
      creditScore: '720',
    } satisfies QuoteValues,
  }))
  .filter(({ terms }) => terms.rebates < terms.price && financedBeforeTaxes(terms) >= 0);

describe('the deal on screen, over random deals', () => {
  it('adds up to the cent, finances what it lists, amortizes it exactly, and prints the same figures', () => {
    fc.assert(
      fc.property(dealArbitrary, ({ terms, apr, taxes }) => {
        cleanup();
        const deal = buildDeal(terms, apr, taxes)!;
        render(<PaymentSummary deal={deal} wait={null} creditLabel="Good (661–780)" />);

        // Every displayed line adds to its displayed total.
        const financed = tableFigures('What is financed');
        const outTheDoor = tableFigures('Out-the-door price');
        const dueAtSigning = tableFigures('Due at signing');
        for (const figures of [financed, outTheDoor, dueAtSigning]) {
          expect(figures.lines.reduce((sum, line) => sum + line, 0)).toBe(figures.total);
        }

        // The amount financed is what the screen says it is made of, worked out here from the inputs.
        const c = (dollars: number) => Math.round(dollars * 100);
        const expectedFinanced =
          c(terms.price) -
          c(terms.rebates) -
          c(terms.tradeIn) +
          c(terms.tradeInPayoff) -
          c(terms.downPayment) +
          (terms.financeTaxesAndFees ? c(taxes) : 0);
        expect(financed.total).toBe(expectedFinanced);
        expect(outTheDoor.total).toBe(c(terms.price) - c(terms.rebates) + c(taxes));
        expect(dueAtSigning.total).toBe(c(terms.downPayment) + (terms.financeTaxesAndFees ? 0 : c(taxes)));

        // The payment amortizes exactly that amount.
        const heroText = document.querySelector('.payment-summary__amount')?.textContent ?? '';
        const monthly = centsOf(heroText.replace('/mo', ''));
        expect(Math.abs(monthly - textbookPayment(expectedFinanced, apr, terms.term))).toBeLessThanOrEqual(1);
        // Paid month by month, the balance ends within the rounding of the payments.
        let balance = expectedFinanced / 100;
        for (let month = 0; month < terms.term; month++) balance = balance * (1 + apr / 1200) - monthly / 100;
        expect(Math.abs(balance)).toBeLessThan((terms.term * 0.005 + 0.01) * (1 + apr / 1200) ** terms.term);

        // The deal sheet's sentences carry the same figures as the screen.
        const sheet = dealSheetSentences(deal, 'Good (661–780)').join(' ');
        const shown = (cents: number) =>
          new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(cents / 100);
        expect(sheet).toContain(`Amount financed ${shown(financed.total)}`);
        expect(sheet).toContain(`${shown(monthly)} a month`);
        expect(sheet).toContain(`Out-the-door price ${shown(outTheDoor.total)}`);
        expect(sheet).toContain(`Taxes and fees ${shown(c(taxes))}`);
      }),
      { numRuns: 150 },
    );
  });
});
